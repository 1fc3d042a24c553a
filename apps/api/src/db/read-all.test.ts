import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { readAll } from './read-all';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** A read that says when it started and ended, and takes a while on the server. */
function timedRead(executor: Parameters<typeof readAll>[0], log: string[], name: string) {
  return async () => {
    log.push(`${name} started`);
    await executor.execute(sql`select pg_sleep(0.05)`);
    log.push(`${name} ended`);
    return name;
  };
}

describe('readAll', () => {
  it('runs the reads one after another in a transaction, and gives each its answer', async () => {
    const log: string[] = [];
    const answers = await t.database.db.transaction((tx) =>
      readAll(tx, [timedRead(tx, log, 'a'), timedRead(tx, log, 'b')]),
    );
    expect(answers).toEqual(['a', 'b']);
    expect(log).toEqual(['a started', 'a ended', 'b started', 'b ended']);
  });

  it('runs them side by side outside one', async () => {
    const log: string[] = [];
    const db = t.database.db;
    const answers = await readAll(db, [timedRead(db, log, 'a'), timedRead(db, log, 'b')]);
    expect(answers).toEqual(['a', 'b']);
    expect(log.slice(0, 2)).toEqual(['a started', 'b started']);
  });
});
