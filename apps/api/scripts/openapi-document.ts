/**
 * The OpenAPI document the server serves at /api/docs/json, built from the same routes on an
 * empty in-memory database, so the lint and docs/api.md read exactly what clients read.
 */
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createReadInvalidation } from '../src/platform/shared-reads/read-invalidation';
import { createTraffic } from '../src/platform/http/traffic';
import { buildApp } from '../src/app';
import { createAccessTokens } from '../src/platform/auth/access-token';
import { createLocalFileStorage } from '../src/platform/files/file-storage';
import { createOnlinePayments } from '../src/modules/payments/index';

export async function openApiDocument(): Promise<unknown> {
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({
    config,
    db: database.db,
    engine: database.engine,
    accessTokens: createAccessTokens(randomBytes(32), config.ACCESS_TOKEN_TTL_SECONDS),
    admitCardKey: randomBytes(32),
    files: createLocalFileStorage(config.DATA_DIR),
    payments: createOnlinePayments(config),
    reads: createReadInvalidation(),
    traffic: createTraffic(),
  });
  await app.ready();
  const document = app.swagger();
  await app.close();
  await database.close();
  return document;
}
