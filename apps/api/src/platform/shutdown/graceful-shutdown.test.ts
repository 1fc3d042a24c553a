import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { currentDatabaseOf, startTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/people';
import { shutDownGracefully } from './graceful-shutdown';

// A deploy stops the API while candidates are applying: the requests under way finish and are
// answered, new ones are refused, and the database closes after the last statement, not under it.
// A lock taken by the test holds a request inside the database for as long as the test likes.

const GRACE_MS = 15_000;
let t: TestApp | undefined;
let locker: pg.Client | undefined;

afterEach(async () => {
  await locker?.end();
  await t?.close();
});

/** Holds every write to roles until the returned function is called. */
async function holdRoleWrites(): Promise<() => Promise<void>> {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${await currentDatabaseOf(t!)}`;
  locker = new pg.Client({ connectionString: url.toString() });
  await locker.connect();
  await locker.query('begin');
  await locker.query('lock table roles in access exclusive mode');
  return async () => void (await locker!.query('commit'));
}

function createRole(token: string, title: string, signal?: AbortSignal) {
  return fetch(`${t!.baseUrl}/api/internal/roles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title, type: 'internal' }),
    signal,
  });
}

function shutDown() {
  let databaseClosedWhileBusy: number | null = null;
  const done = shutDownGracefully({
    app: t!.app,
    connectionsInUse: t!.database.connectionsInUse,
    stopJobs: async () => {},
    closeDatabase: async () => {
      databaseClosedWhileBusy = t!.database.connectionsInUse();
      await t!.database.close();
    },
    graceMs: GRACE_MS,
  });
  return { done, busyAtClose: () => databaseClosedWhileBusy };
}

async function roleTitles(): Promise<string[]> {
  const { rows } = await locker!.query<{ title: string }>('select title from roles');
  return rows.map((r) => r.title);
}

describe.skipIf(!process.env.DATABASE_URL)('graceful shutdown (PostgreSQL)', () => {
  it('answers the request under way, refuses new ones, and does not wait for keep-alive', async () => {
    t = await startTestApp();
    const token = await signIn(t.app, 'admin', 'Admin@2082');
    const release = await holdRoleWrites();
    const underWay = createRole(token, 'under way');
    await sleep(300);

    const shutdown = shutDown();
    await sleep(300);
    await expect(fetch(`${t.baseUrl}/api/health`)).rejects.toThrow(); // no longer listening
    await release();

    const answer = await underWay;
    expect(answer.status).toBe(201);
    // The answered connection would stay open for Fastify's 72 s keep-alive; nothing is cut.
    expect(await shutdown.done).toEqual({ cut: false });
    expect(shutdown.busyAtClose()).toBe(0);
    expect(await roleTitles()).toContain('under way');
  });

  it('lets a request whose client hung up finish before the database closes', async () => {
    t = await startTestApp();
    const token = await signIn(t.app, 'admin', 'Admin@2082');
    const release = await holdRoleWrites();
    const hangUp = new AbortController();
    const abandoned = createRole(token, 'abandoned', hangUp.signal).catch(() => 'hung up');
    await sleep(300);
    hangUp.abort();
    expect(await abandoned).toBe('hung up');

    const shutdown = shutDown();
    await sleep(300);
    await release();
    expect(await shutdown.done).toEqual({ cut: false });
    expect(shutdown.busyAtClose()).toBe(0);
    expect(await roleTitles()).toContain('abandoned');
  });
});

describe('handlers counted for shutdown', () => {
  it('keep their own form: a file streamed by a plugin arrives whole, answered once', async () => {
    t = await startTestApp();
    // Uncompressed, so its length can be checked against the header.
    const response = await fetch(`${t.baseUrl}/api/docs/static/swagger-ui-bundle.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    expect(body.length).toBeGreaterThan(100_000);
    expect(await shutDown().done).toEqual({ cut: false });
  });
});
