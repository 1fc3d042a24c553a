import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { config } from './config';
import type { BenchData } from './generate-data';
import { seedAndGenerate } from './seed-and-generate';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One client of the database at `url` for `work`, closed afterwards. */
export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One client of the admin database (`config.adminUrl`) for `work`. */
export const withAdmin = <T>(work: (client: pg.Client) => Promise<T>) =>
  withClient(config.adminUrl, work);

/** A new, empty database on the server of `config.adminUrl`; its name and URL. */
export async function createBenchDatabase() {
  const name = `niyukti_bench_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(config.adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropBenchDatabase(name: string) {
  await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `baseUrl` answers /api/health 2xx (the anchor's catch-all answers it too). */
export async function waitForHealth(baseUrl: string, server: ChildProcess) {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await pause(500);
  }
  throw new Error('server did not become healthy');
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ApiServer {
  baseUrl: string;
  process: ChildProcess;
}

/**
 * The real API as its own process on `databaseUrl`, its files in `dataDir`, rate limits off,
 * once it answers health.
 */
export async function startApiServer(options: {
  databaseUrl: string;
  dataDir: string;
  jwtSecret: string;
}): Promise<ApiServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      'apps/api/src/main.ts',
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: options.dataDir,
        FILE_STORAGE: 'local',
        JWT_SECRET: options.jwtSecret,
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'false',
        RATE_LIMIT_ENABLED: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitForHealth(baseUrl, child);
  return { baseUrl, process: child };
}

/**
 * Waits until the server answers health within `quickMs` again: requests the load generator
 * abandoned at the end of a run are still being served, and would slow the next run down.
 */
export async function settle(server: ApiServer, quickMs = 20, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${server.baseUrl}/api/health`).catch(() => undefined);
    if (performance.now() - started < quickMs) return;
    await pause(200);
  }
}

/** Lets abandoned requests finish, then stops the server and waits for it to exit. */
export async function stopApiServer(server: ApiServer) {
  await settle(server);
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await Promise.race([exited, pause(5000)]);
}

/**
 * A fresh database with the demo data and `sizes` of generated rows, the real API serving it,
 * then `work`; afterwards the server stopped and the database and files gone, whatever happened.
 */
export async function withBenchServer<T>(
  sizes: { candidateCount: number; advertisementCount: number },
  work: (bench: {
    server: ApiServer;
    data: BenchData;
    jwtSecret: string;
    databaseUrl: string;
  }) => Promise<T>,
  beforeStart?: () => Promise<void>,
): Promise<T> {
  const database = await createBenchDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'niyukti-bench-'));
  const jwtSecret = randomBytes(32).toString('base64url');
  let server: ApiServer | undefined;
  try {
    const data = await seedAndGenerate(database.url, dataDir, sizes);
    await beforeStart?.();
    server = await startApiServer({ databaseUrl: database.url, dataDir, jwtSecret });
    return await work({ server, data, jwtSecret, databaseUrl: database.url });
  } finally {
    if (server) await stopApiServer(server);
    await dropBenchDatabase(database.name);
    await rm(dataDir, { recursive: true, force: true });
  }
}
