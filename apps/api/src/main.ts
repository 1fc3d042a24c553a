import { createOnlinePayments, warnIfPublicUrlUnset } from './modules/payments/index';
import { createFileStorage } from './platform/files/storage-from-config';
import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { API_MODULES, buildApp } from './app';
import type { AppContext } from './app-context';
import { createAccessTokens } from './platform/auth/access-token';
import { deliverDueMail } from './platform/mail/outbox';
import { createDevMailboxTransport, createSmtpTransport } from './platform/mail/transport';
import { startPoller } from './platform/jobs/poller';
import { createReadInvalidation } from './platform/shared-reads/read-invalidation';
import { createTraffic } from './platform/http/traffic';
import { shutDownGracefully } from './platform/shutdown/graceful-shutdown';
import { DEMO_STAFF, seedDemoData, seedReferenceData } from './db/seed/demo-seed';
import { listenOnSeveralSockets } from './platform/http/listen';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Without JWT_SECRET (a laptop, the demo) a random secret is kept in DATA_DIR so sessions survive
 * restarts. Several instances behind a load balancer must share one JWT_SECRET instead.
 */
function jwtSecretOf(config: Config): Uint8Array {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  const file = path.join(config.DATA_DIR, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

/** The QR key: its own setting, or derived from the JWT secret so one secret is enough. */
function admitCardKeyOf(config: Config, jwtSecret: Uint8Array): Uint8Array {
  if (config.ADMIT_CARD_SIGNING_KEY) return new TextEncoder().encode(config.ADMIT_CARD_SIGNING_KEY);
  return new Uint8Array(createHmac('sha256', jwtSecret).update('admit-card-qr').digest());
}

function printDemoAccounts(config: Config) {
  const lines = [
    '',
    `Niyukti is running at ${config.publicUrl}`,
    `API docs: ${config.publicUrl}/api/docs`,
    config.SMTP_URL
      ? 'Mail goes out through SMTP_URL.'
      : `Mail is not configured: read it at ${config.publicUrl}/dev-mailbox`,
    'Demo staff accounts (sign in at /login):',
    ...DEMO_STAFF.map(
      (a) =>
        `  ${a.username.padEnd(11)} ${a.password.padEnd(14)} ${a.role}: ${a.codes.length ? a.codes.join(', ') : 'no privileges'}`,
    ),
    'Candidates: register at /register; the temporary password arrives in the mailbox.',
    '',
  ];
  console.log(lines.join('\n'));
}

async function main() {
  const config = loadConfig();
  // Relative paths are read from the repository root, whichever workspace npm started us in.
  config.DATA_DIR = path.resolve(repoRoot, config.DATA_DIR);
  config.WEB_DIST_DIR = path.resolve(repoRoot, config.WEB_DIST_DIR ?? 'apps/web/dist');
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'db'),
    poolSize: config.DATABASE_POOL_SIZE,
    onConnectionLost: (error) => console.warn(`database connection lost: ${error.message}`),
  });
  // The embedded database is the demo: it gets demo staff and vacancies when empty.
  const seedDemo = config.SEED_DEMO_DATA ?? !config.DATABASE_URL;
  if (seedDemo) await seedDemoData(database.db);
  else await seedReferenceData(database.db);

  const jwtSecret = jwtSecretOf(config);
  const context: AppContext = {
    config,
    db: database.db,
    engine: database.engine,
    accessTokens: createAccessTokens(jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS),
    admitCardKey: admitCardKeyOf(config, jwtSecret),
    files: createFileStorage(config),
    payments: createOnlinePayments(config),
    reads: createReadInvalidation({ redisUrl: config.REDIS_URL }),
    traffic: createTraffic(),
  };
  const app = await buildApp(context);
  warnIfPublicUrlUnset(config, app.log);
  const transport = config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : createDevMailboxTransport();
  const jobs = [
    startPoller('mail', 5_000, () => deliverDueMail(database.db, transport), app.log),
    ...API_MODULES.flatMap((module) => module.jobs?.(context, app.log) ?? []),
  ];

  // Listening begins before the signal handlers are set, so a shutdown always finds it.
  const listening = listenOnSeveralSockets(app, { host: config.HOST, port: config.PORT });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // The extra sockets stop taking connections (the app's close stops its own).
    void listening.then(
      (sockets) => sockets.close(),
      () => {},
    );
    const { cut } = await shutDownGracefully({
      app,
      connectionsInUse: database.connectionsInUse,
      stopJobs: async () => {
        await Promise.all(jobs.map((job) => job.stop()));
      },
      closeDatabase: database.close,
      graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
    });
    if (cut) app.log.warn('requests still under way at the end of the grace period were cut');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await listening;
  if (seedDemo) printDemoAccounts(config);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
