import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import type { Executor } from './client';
import { namedStatement } from './named-statement';
import { signInFailures } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** A rollback that keeps what the transaction saw: the test writes nothing that stays. */
class RolledBack extends Error {
  constructor(readonly seen: unknown) {
    super('rolled back');
  }
}

async function inRolledBackTransaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    await t.database.db.transaction(async (tx) => {
      throw new RolledBack(await work(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.seen as T;
    throw error;
  }
  throw new Error('unreachable');
}

const aFailure = { nameKey: 'named-statement-test', client: '127.0.0.1', failures: 2 };

describe('namedStatement', () => {
  it('builds a select once, runs it on the pool and in transactions, and maps rows as drizzle does', async () => {
    const build = vi.fn((executor: Executor) =>
      executor
        .select({
          failures: signInFailures.failures,
          lastFailedAt: signInFailures.lastFailedAt,
          twice: sql<number>`${signInFailures.failures} * 2`.mapWith(Number),
        })
        .from(signInFailures)
        .where(eq(signInFailures.nameKey, sql.placeholder('nameKey'))),
    );
    const failuresOf = namedStatement('test_failures_of', build);
    const db = t.database.db;

    const byKey = { nameKey: aFailure.nameKey };
    expect(await failuresOf(db).execute(byKey)).toEqual([]);
    // In a transaction it runs on the transaction's connection: it sees the row not yet committed.
    const seen = await inRolledBackTransaction(async (tx) => {
      const [inserted] = await tx.insert(signInFailures).values(aFailure).returning();
      return { inserted: inserted!, rows: await failuresOf(tx).execute(byKey) };
    });
    expect(seen.rows).toEqual([
      { failures: 2, lastFailedAt: seen.inserted.lastFailedAt, twice: 4 },
    ]);
    expect(seen.rows[0]!.lastFailedAt).toBeInstanceOf(Date);
    expect(await failuresOf(db).execute(byKey)).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('runs a statement written in SQL, its rows named as PostgreSQL names its columns', async () => {
    const build = vi.fn(
      () => sql`select n, n * 2 as twice from unnest(${sql.placeholder('ns')}::int[]) as n`,
    );
    const doubled = namedStatement<{ n: number; twice: number }>('test_doubled', build);
    const db = t.database.db;
    expect(await doubled(db).execute({ ns: [1, 2] })).toEqual([
      { n: 1, twice: 2 },
      { n: 2, twice: 4 },
    ]);
    const inTransaction = await inRolledBackTransaction((tx) => doubled(tx).execute({ ns: [3] }));
    expect(inTransaction).toEqual([{ n: 3, twice: 6 }]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('refuses a selection it could not map back', () => {
    const nested = namedStatement('test_nested', (executor) =>
      executor.select({ failure: { key: signInFailures.nameKey } }).from(signInFailures),
    );
    expect(() => nested(t.database.db)).toThrow(/columns and expressions only, not "failure"/);
  });
});
