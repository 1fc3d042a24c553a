import { appendFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { buildApp } from '../app';
import type { UndocumentedAnswer } from '../platform/openapi/answer-check';
import { createAccessTokens } from '../platform/auth/access-token';
import { seedDemoData } from '../db/seed/demo-seed';
import {
  createReadInvalidation,
  type ReadInvalidation,
} from '../platform/shared-reads/read-invalidation';
import { createTraffic, type Traffic } from '../platform/http/traffic';
import { pgliteTemplateData, usableTemplate } from './database-template';
import { createLocalFileStorage, type FileStorage } from '../platform/files/file-storage';
import {
  createOnlinePayments,
  type OnlinePaymentProviders,
  type OnlinePayments,
} from '../modules/payments/index';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  baseUrl: string;
  /** The folder the app keeps uploaded files in (removed on close). */
  filesDir: string;
  /** The providers the app pays with (a job under test must ask the same ones). */
  payments: OnlinePayments;
  config: Config;
  /**
   * The app's news of changes to the shared reads: a test that writes straight to the database
   * what a route or job would write says what it changed, as that code does.
   */
  reads: ReadInvalidation;
  /** The requests the app began lately (the app counts them). */
  traffic: Traffic;
  /** PostgreSQL: the URL of the app's database (another instance may share it). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * The OpenAPI document is the contract clients are built from: an error a test met that the
 * route's operation does not list fails the test file (with RECORD_UNDOCUMENTED_ANSWERS set to
 * a file, they are appended there instead, to survey what the document lacks).
 */
function failOnUndocumentedAnswers(answers: UndocumentedAnswer[]) {
  const distinct = [...new Set(answers.map((a) => `${a.route} → ${a.status} ${a.code}`))];
  if (distinct.length === 0) return;
  const survey = process.env.RECORD_UNDOCUMENTED_ANSWERS;
  if (survey) {
    appendFileSync(survey, distinct.map((line) => `${line}\n`).join(''));
    return;
  }
  throw new Error(
    `Answers the OpenAPI document does not list (declare them in the route's schema.errors):\n` +
      distinct.join('\n'),
  );
}

/**
 * A free port, held by a listening placeholder until `release()`: the app's URL must be known
 * before it is built, and building takes seconds (a database, the seed), in which an outgoing
 * connection of this machine could otherwise be given the same port (EADDRINUSE at listen).
 */
async function reservePort(): Promise<{ port: number; release(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    // Unreferenced: a start that fails before release() does not keep the worker alive.
    server.unref();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, release: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/**
 * A fresh database per test file: a new PostgreSQL database when DATABASE_URL is set (created
 * from it and dropped afterwards), otherwise an in-memory PGlite. Each is a copy of the run's
 * migrated and seeded template (database-template.ts) when there is one; without it, migrations
 * and the demo seed run exactly as at start.
 */
async function freshDatabase(
  connectThrough: (url: string) => string = (url) => url,
): Promise<{ handle: DatabaseHandle; drop(): Promise<void>; url?: string; seeded: boolean }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const template = usableTemplate(inject('databaseTemplate'), 'pglite');
    const loadDataDir = template ? await pgliteTemplateData(template) : undefined;
    const handle = await openDatabase({ dataDir: 'memory://', loadDataDir });
    return { handle, drop: async () => {}, seeded: Boolean(template) };
  }
  const template = usableTemplate(inject('databaseTemplate'), 'postgres');
  const scratch = await scratchDatabase(adminUrl, template?.name);
  const handle = await openDatabase({ databaseUrl: connectThrough(scratch.url), dataDir: '' });
  return { handle, drop: scratch.drop, url: scratch.url, seeded: Boolean(template) };
}

/** Another pool on the database of a running test app; that app drops the database. */
async function databaseOf(other: TestApp) {
  if (!other.databaseUrl) throw new Error('only apps on PostgreSQL can share their database');
  const handle = await openDatabase({ databaseUrl: other.databaseUrl, dataDir: '' });
  return { handle, drop: async () => {}, url: other.databaseUrl, seeded: true };
}

/**
 * An empty PostgreSQL database of its own, made through the admin URL and dropped by `drop`:
 * a test never migrates the shared database, whose history outlives any one version.
 */
export async function scratchDatabase(adminUrl: string, copyOf?: string) {
  const name = `niyukti_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${copyOf ? ` template ${copyOf}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The name of the PostgreSQL database the app under test uses (each test file has its own). */
export async function currentDatabaseOf(testApp: TestApp): Promise<string> {
  const result = (await testApp.database.db.execute(sql`select current_database() as name`)) as {
    rows: { name: string }[];
  };
  return result.rows[0]!.name;
}

/**
 * Boots the real app on a real port (payment providers call back over real HTTP). `files`
 * replaces the local folder with another store (filesDir is then created but stays empty).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  overrides: {
    files?: FileStorage;
    /** Replaces providers' adapters (e.g. one whose status calls time out). */
    paymentProviders?: (config: Config) => Partial<OnlinePaymentProviders>;
    /** PostgreSQL only: the URL the app connects with, given its scratch database's (a proxy). */
    connectThrough?: (url: string) => string;
    /** PostgreSQL only: a second instance on that app's database (as behind a load balancer). */
    sameDatabaseAs?: TestApp;
    /** Where the log's lines go (with LOG_LEVEL in `env`). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const { port, release } = await reservePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PUBLIC_URL: baseUrl,
    PORT: String(port),
    RATE_LIMIT_ENABLED: 'false',
    // A test file's setup (building apps, hashing passwords) shares the app's loop and can stall
    // it for a second on a busy machine: that is not a crowd to refuse (load-shedding.test sets
    // its own capacity).
    BUSY_EVENT_LOOP_DELAY_MS: '60000',
    ...env,
  });
  const { handle, drop, url, seeded } = overrides.sameDatabaseAs
    ? await databaseOf(overrides.sameDatabaseAs)
    : await freshDatabase(overrides.connectThrough);
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'niyukti-test-files-'));
  if (!seeded) await seedDemoData(handle.db);
  const payments = createOnlinePayments(config, overrides.paymentProviders?.(config));
  const undocumented: UndocumentedAnswer[] = [];
  const reads = createReadInvalidation({ redisUrl: config.REDIS_URL });
  const traffic = createTraffic();
  const app = await buildApp(
    {
      config,
      db: handle.db,
      engine: handle.engine,
      accessTokens: createAccessTokens(randomBytes(32), config.ACCESS_TOKEN_TTL_SECONDS),
      admitCardKey: randomBytes(32),
      files: overrides.files ?? createLocalFileStorage(filesDir),
      payments,
      reads,
      traffic,
    },
    {
      onUndocumentedAnswer: (answer) => undocumented.push(answer),
      logStream: overrides.logStream,
    },
  );
  await release();
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    database: handle,
    baseUrl,
    filesDir,
    payments,
    config,
    reads,
    traffic,
    databaseUrl: url,
    async close() {
      await app.close();
      await handle.close();
      await drop();
      await rm(filesDir, { recursive: true, force: true });
      failOnUndocumentedAnswers(undocumented);
    },
  };
}
