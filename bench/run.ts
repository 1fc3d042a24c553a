/**
 * Load benchmark of the two endpoints candidates hammer in the last days before a deadline:
 * the vacancy list and apply. The real server runs as its own process on a fresh PostgreSQL
 * database; this process generates data, mints tokens and drives the load with autocannon.
 *
 *   npm run bench                      (DATABASE_URL defaults to the local PostgreSQL)
 *   BENCH_CANDIDATES=4000 BENCH_DURATION=20 BENCH_CONNECTIONS=50 npm run bench
 *
 * Prints requests/s and latency percentiles (p50, p99) per endpoint.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDemoData } from '../apps/api/src/db/seed/demo-seed';
import { createAccessTokens } from '../apps/api/src/platform/auth/access-token';
import { hashPassword, verifyPassword } from '../apps/api/src/platform/auth/passwords';
import { BENCH_PASSWORD, generateBenchData } from './generate-data';

const adminUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const candidateCount = Number(process.env.BENCH_CANDIDATES ?? 3000);
const advertisementCount = Number(process.env.BENCH_ADVERTISEMENTS ?? 300);
const duration = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become healthy');
}

function report(title: string, result: autocannon.Result) {
  const non2xx = result.non2xx;
  console.log(
    `${title.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   ` +
      `p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   ` +
      `requests ${result.requests.total}   non-2xx ${non2xx}   errors ${result.errors}`,
  );
}

/** How long one argon2id hash and one verification take here (what every sign-in pays). */
async function reportHashTime() {
  const rounds = 20;
  let started = performance.now();
  let hash = '';
  for (let i = 0; i < rounds; i++) hash = await hashPassword(`Password-${i}`);
  const hashMs = (performance.now() - started) / rounds;
  started = performance.now();
  for (let i = 0; i < rounds; i++) await verifyPassword(hash, `Password-${rounds - 1}`);
  const verifyMs = (performance.now() - started) / rounds;
  console.log(
    `argon2id: hash ${hashMs.toFixed(1)} ms, verify ${verifyMs.toFixed(1)} ms (mean of ${rounds})`,
  );
}

async function main() {
  const databaseName = `niyukti_bench_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${databaseName}`));
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  const jwtSecret = randomBytes(32).toString('base64url');
  let server: ChildProcess | undefined;
  try {
    const database = await openDatabase({ databaseUrl, dataDir: '' });
    await seedDemoData(database.db);
    const started = Date.now();
    const data = await generateBenchData(database.db, { candidateCount, advertisementCount });
    console.log(
      `data: ${candidateCount} candidates, ${data.advertisementIds.length} live advertisements (${Date.now() - started} ms)`,
    );
    await database.close();
    await reportHashTime();

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATABASE_URL: databaseUrl,
        JWT_SECRET: jwtSecret,
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'false',
        RATE_LIMIT_ENABLED: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(baseUrl, server);

    const tokens = createAccessTokens(new TextEncoder().encode(jwtSecret), 3600);
    const bearers = await Promise.all(
      data.candidates.map(
        async (c) =>
          `Bearer ${await tokens.sign({ userId: c.userId, kind: 'candidate', masterId: c.masterId, privileges: [], mustChangePassword: false })}`,
      ),
    );
    console.log(
      `server: ${baseUrl}, ${connections} connections, ${duration} s per endpoint, 2 cores shared by load and server\n`,
    );

    let next = 0;
    const list = await autocannon({
      url: `${baseUrl}/api/candidate/vacancies?page=1&pageSize=10&sort=singleFeeDeadlineAd:asc`,
      connections,
      duration,
      requests: [
        {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            headers: { ...request.headers, authorization: bearers[next++ % bearers.length]! },
          }),
        },
      ],
    });
    report('GET  vacancy list (page of 10)', list);

    const searched = await autocannon({
      url: `${baseUrl}/api/candidate/vacancies?page=3&pageSize=50&search=officer`,
      connections,
      duration,
      requests: [
        {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            headers: { ...request.headers, authorization: bearers[next++ % bearers.length]! },
          }),
        },
      ],
    });
    report('GET  vacancy list (search, page 3)', searched);

    // Every apply is a new (candidate, advertisement) pair: real inserts, not conflicts.
    let pair = 0;
    const pairs = bearers.length * data.advertisementIds.length;
    const apply = await autocannon({
      url: `${baseUrl}/api/candidate/applications`,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (request: autocannon.Request) => {
            const index = pair++ % pairs;
            const candidate = index % bearers.length;
            const advertisementId = data.advertisementIds[Math.floor(index / bearers.length)]!;
            return {
              ...request,
              headers: {
                ...request.headers,
                authorization: bearers[candidate]!,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ advertisementId, examCentreId: data.examCentreId }),
            };
          },
        },
      ],
    });
    report('POST apply (new application)', apply);

    const duplicate = await autocannon({
      url: `${baseUrl}/api/candidate/applications`,
      connections,
      duration: Math.max(5, Math.round(duration / 3)),
      requests: [
        {
          method: 'POST',
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            headers: {
              ...request.headers,
              authorization: bearers[0]!,
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              advertisementId: data.advertisementIds[0],
              examCentreId: data.examCentreId,
            }),
          }),
        },
      ],
    });
    report('POST apply (double submits, 409)', duplicate);

    // Sign-in is dominated by argon2id by design; this is the rate the hardware allows.
    let signIn = 0;
    const login = await autocannon({
      url: `${baseUrl}/oauth/token`,
      connections: Math.min(connections, 20),
      duration: Math.max(5, Math.round(duration / 2)),
      requests: [
        {
          method: 'POST',
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            headers: {
              ...request.headers,
              authorization: `Basic ${Buffer.from('niyukti-web:niyukti-web-secret').toString('base64')}`,
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: new URLSearchParams({
              grant_type: 'password',
              username: `bench_${signIn++ % candidateCount}`,
              password: BENCH_PASSWORD,
            }).toString(),
          }),
        },
      ],
    });
    report('POST /oauth/token (password grant)', login);
  } finally {
    server?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await withAdmin((client) =>
      client.query(`drop database if exists ${databaseName} with (force)`),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
