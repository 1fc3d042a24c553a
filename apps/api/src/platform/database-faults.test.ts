import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentDatabaseOf, startTestApp, type TestApp } from '../test/test-app';
import { signIn } from '../test/people';
import { startTcpProxy, throughProxy, type TcpProxy } from '../test/tcp-proxy';

// A commission's deadline week will see the database restart or fail over. The API must live
// through it: the requests that meet the outage are told to try again (503), nothing answered
// 2xx is lost, and writes work again within seconds of the database's return.
// The connections are PostgreSQL's; the embedded PGlite runs inside the process.

const adminUrl = process.env.DATABASE_URL;
const WRITERS = 20;
const KILLS = 20;
const RECOVERY_BOUND_MS = 30_000;

let t: TestApp;
let proxy: TcpProxy;
let admin: pg.Client;
let databaseName: string;
let token: string;

async function createRole(title: string): Promise<Response> {
  return fetch(`${t.baseUrl}/api/internal/roles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title, type: 'internal', privileges: ['RQ'] }),
  });
}

/** The refusal every request that meets the outage must get. */
async function expectTryAgain(response: Response) {
  expect(response.status).toBe(503);
  const body = (await response.json()) as { message: { ne: string } };
  expect(body).toMatchObject({ status: 0, code: 'DATABASE_UNAVAILABLE' });
  expect(body.message.ne).toMatch(/डाटाबेस/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

/** Kills every connection of the app's database; says how many were inside a transaction. */
async function terminateBackends(): Promise<{ killed: number; inTransaction: number }> {
  const { rows } = await admin.query<{ pid: number; in_transaction: boolean }>(
    `select pid, pg_terminate_backend(pid) as killed, xact_start is not null as in_transaction
       from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
    [databaseName],
  );
  return { killed: rows.length, inTransaction: rows.filter((r) => r.in_transaction).length };
}

describe.skipIf(!adminUrl)('the API through database restarts (PostgreSQL)', () => {
  beforeAll(async () => {
    const target = new URL(adminUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    t = await startTestApp({}, { connectThrough: (url) => throughProxy(url, proxy) });
    token = await signIn(t.app, 'admin', 'Admin@2082');
    databaseName = await currentDatabaseOf(t);
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
    await proxy?.close();
  });

  it('survives a connection killed while a transaction holds it between two statements', async () => {
    // node-postgres emits 'error' on a checked-out client that has no statement running; an
    // unheard 'error' event ends the process (node-postgres issues 2439, 3202).
    const attempt = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      expect((await terminateBackends()).inTransaction).toBeGreaterThan(0);
      await sleep(300); // the connection's 'error' event arrives while nothing runs on it
      await tx.execute(sql`select 1`);
    });
    await expect(attempt).rejects.toThrow();
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
  });

  it(`keeps every acknowledged write through ${KILLS} kills of every connection under ${WRITERS} writers`, async () => {
    const acknowledged: string[] = [];
    const unexpected: string[] = [];
    let lastSuccessStartedAt = 0;
    let stop = false;

    const writer = async (w: number) => {
      for (let n = 0; !stop; n++) {
        const title = `fault-${w}-${n}`;
        const startedAt = performance.now();
        let response: Response;
        try {
          response = await createRole(title);
        } catch (error) {
          unexpected.push(`${title}: no answer (${(error as Error).message})`);
          return;
        }
        if (response.status === 201) {
          acknowledged.push(title);
          lastSuccessStartedAt = Math.max(lastSuccessStartedAt, startedAt);
        } else {
          const body = (await response.json().catch(() => null)) as { code?: string } | null;
          if (response.status !== 503 || body?.code !== 'DATABASE_UNAVAILABLE')
            unexpected.push(`${title}: ${response.status} ${JSON.stringify(body)}`);
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));

    const recoveries: number[] = [];
    let killedInTransaction = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      await sleep(150); // writers get under way between kills
      const killedAt = performance.now();
      killedInTransaction += (await terminateBackends()).inTransaction;
      while (lastSuccessStartedAt < killedAt) {
        if (performance.now() - killedAt > RECOVERY_BOUND_MS)
          throw new Error(`writes did not come back within ${RECOVERY_BOUND_MS / 1000} s`);
        await sleep(10);
      }
      recoveries.push(performance.now() - killedAt);
    }
    stop = true;
    await Promise.all(writers);

    // Read straight from the app's database, past the app and its pool.
    const direct = new pg.Client({ connectionString: databaseUrlOf(databaseName) });
    await direct.connect();
    const stored = await direct
      .query<{ title: string }>(`select title from roles where title like 'fault-%'`)
      .finally(() => direct.end());
    const inDatabase = new Set(stored.rows.map((r) => r.title));
    const lost = acknowledged.filter((title) => !inDatabase.has(title));
    console.log(
      `database kills: ${KILLS} × every connection (${killedInTransaction} inside a transaction); ` +
        `${acknowledged.length} writes acknowledged, ${lost.length} lost; writes back after ` +
        `median ${median(recoveries).toFixed(0)} ms, slowest ${Math.max(...recoveries).toFixed(0)} ms`,
    );
    expect(unexpected).toEqual([]);
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(KILLS);
    expect(killedInTransaction).toBeGreaterThan(0);
    // A connection that died checked out is given back: none is held by a request now.
    expect(t.database.connectionsInUse()).toBe(0);
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
  });

  it('answers 503 while the database is away, health included, and writes again once it is back', async () => {
    await proxy.goAway();
    try {
      const health = await fetch(`${t.baseUrl}/api/health`);
      await expectTryAgain(health.clone());
      expect(((await health.json()) as { data: unknown }).data).toMatchObject({
        ok: false,
        database: 'down',
      });
      await expectTryAgain(await createRole('while-away'));
      await expectTryAgain(await fetch(`${t.baseUrl}/api/public/notices`));
    } finally {
      await proxy.comeBack();
    }
    const backAt = performance.now();
    let response = await createRole('after-return');
    while (response.status !== 201) {
      if (performance.now() - backAt > RECOVERY_BOUND_MS) throw new Error('writes never came back');
      await sleep(50);
      response = await createRole('after-return');
    }
    console.log(`database back: first write after ${(performance.now() - backAt).toFixed(0)} ms`);
    const health = (await (await fetch(`${t.baseUrl}/api/health`)).json()) as { data: unknown };
    expect(health.data).toMatchObject({ ok: true, engine: 'postgres', database: 'up' });
  });
});

function databaseUrlOf(name: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
