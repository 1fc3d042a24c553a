import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');

/** Slow shared CI machines: migrations on a fresh embedded database can take a while. */
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

// The API reads these; the e2e server must not inherit a developer's own values for them.
const API_VARIABLES = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'DATA_DIR',
  'DATABASE_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'MAINTENANCE_MODE',
  'RATE_LIMIT_ENABLED',
  'TRUST_PROXY',
  // CI exports one for the API tests; e2e servers running side by side must not share limits.
  'REDIS_URL',
  'LOG_LEVEL',
  'JWT_SECRET',
  'SEED_DEMO_DATA',
  'WEB_DIST_DIR',
  'PAYMENT_SANDBOXES',
  'PAYMENT_CONFIRMATION_GRACE_MINUTES',
  'PAYMENT_RECONCILE_INTERVAL_SECONDS',
  'ESEWA_FORM_URL',
  'ESEWA_STATUS_URL',
  'ESEWA_PRODUCT_CODE',
  'ESEWA_SECRET_KEY',
  'KHALTI_BASE_URL',
  'KHALTI_SECRET_KEY',
  'CONNECTIPS_GATEWAY_URL',
  'CONNECTIPS_VALIDATE_URL',
  'CONNECTIPS_MERCHANT_ID',
  'CONNECTIPS_APP_ID',
  'CONNECTIPS_APP_NAME',
  'CONNECTIPS_APP_PASSWORD',
  'CONNECTIPS_PRIVATE_KEY_FILE',
  'FONEPAY_REQUEST_URL',
  'FONEPAY_VERIFY_URL',
  'FONEPAY_MERCHANT_CODE',
  'FONEPAY_SECRET_KEY',
  'ADMIT_CARD_SIGNING_KEY',
  'ACCESS_TOKEN_TTL_SECONDS',
  'REFRESH_TOKEN_TTL_SECONDS',
  'OAUTH_CLIENT_ID',
  'OAUTH_CLIENT_SECRET',
  'SCHEDULED_PUBLISH_INTERVAL_SECONDS',
];

export interface ServerOptions {
  /** A PostgreSQL admin URL: a fresh database is created through it. Else embedded PGlite. */
  adminDatabaseUrl?: string;
  /** Extra variables, e.g. `{ MAINTENANCE_MODE: 'true' }`. */
  env?: Record<string, string>;
  /** Prefix of the server's lines forwarded to our output once it is up. */
  label?: string;
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the kernel picks it). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function runAdminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of our own on the given cluster, dropped again by the returned function. */
async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `niyukti_e2e_${randomBytes(6).toString('hex')}`;
  await runAdminQuery(adminUrl, `create database ${name}`);
  return {
    url: databaseUrlFor(adminUrl, name),
    // `with (force)` ends connections a killed server may have left behind (PostgreSQL 13+).
    drop: () => runAdminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

function cleanEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of API_VARIABLES) delete env[name];
  return env;
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Resolves once /api/health answers 200; rejects when the process dies or time runs out. */
async function waitUntilHealthy(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited early (code ${child.exitCode}, signal ${child.signalCode})`,
      );
    }
    if (await isHealthy(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(
    `the server did not answer ${url}/api/health within ${START_TIMEOUT_MS / 1000} s`,
  );
}

/** Ends the whole process group (node and anything it started), politely first. */
async function killGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  signalGroup('SIGTERM');
  const timer = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS),
  );
  if ((await Promise.race([exited, timer])) === 'timeout') {
    signalGroup('SIGKILL');
    await exited;
  }
}

/**
 * Starts the real API the way `npm start` does (it serves the built SPA too), on a free port,
 * with its own data: a fresh embedded database in a temp folder, or a fresh PostgreSQL database.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (!fs.existsSync(webIndex)) {
    throw new Error(`${webIndex} is missing: build the web app first (npm run build -w apps/web)`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'niyukti-e2e-'));
  const database = options.adminDatabaseUrl
    ? await createDatabase(options.adminDatabaseUrl)
    : undefined;
  const env: NodeJS.ProcessEnv = {
    ...cleanEnvironment(),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The shortest the API takes: a journey sees a scheduled publish fire within seconds.
    SCHEDULED_PUBLISH_INTERVAL_SECONDS: '5',
    ...(database ? { DATABASE_URL: database.url, SEED_DEMO_DATA: 'true' } : {}),
    ...options.env,
  };

  // detached: the server leads its own process group, so teardown can end all of it at once.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  let started = false;
  const label = options.label ?? 'server';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    if (started) process.stderr.write(text.replace(/^(?=.)/gm, `[${label}] `));
    else output.push(text);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const cleanUp = async () => {
    await killGroup(child);
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilHealthy(child, url);
  } catch (error) {
    await cleanUp().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not start the API for e2e: ${reason}\n--- server output ---\n${output.join('')}`,
    );
  }
  started = true;
  return { url, stop: cleanUp };
}
