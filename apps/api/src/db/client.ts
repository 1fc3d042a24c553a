import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { createResilientPool } from './resilient-pool';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: services and repositories never know which engine runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Repositories take either the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL: connections checked out of the pool or waited for (a leak shows here first). */
  connectionsInUse(): number;
  /** PGlite only: its data folder as a tarball (a test run's template is copied from it). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The extensions the migrations create, which PGlite loads from its own package. */
const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir` (or in memory
 * when `dataDir` is 'memory://'), and applies the checked-in migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL only: the most connections the pool opens (default 20). */
  poolSize?: number;
  /** Told when the server drops an idle pooled connection; the pool replaces it on demand. */
  onConnectionLost?: (error: Error) => void;
  /** PGlite in memory only: starts from this dumped data folder instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = createResilientPool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      // A request waits this long for a connection (a free one, or a new one while the server
      // is away) before it is answered 503 DATABASE_UNAVAILABLE instead of hanging.
      connectionTimeoutMillis: 15_000,
      keepAlive: true,
    });
    // An 'error' event nobody listens to kills the whole process. The pool listens to its idle
    // connections; a connection checked out by a transaction that waits on other work between
    // statements needs its own listener, or a restart of the server at that moment is fatal.
    // Its next statement rejects (and is answered 503), and the pool discards the connection;
    // only the pool's own event is reported, so a lost idle connection is told once.
    pool.on('error', options.onConnectionLost ?? (() => {}));
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return {
      db,
      engine: 'postgres',
      connectionsInUse: () => pool.totalCount - pool.idleCount + pool.waitingCount,
      close: once(() => pool.end()),
    };
  }
  const client =
    options.dataDir === 'memory://'
      ? new PGlite({ loadDataDir: options.loadDataDir, extensions: PGLITE_EXTENSIONS })
      : new PGlite(options.dataDir, { extensions: PGLITE_EXTENSIONS });
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Database,
    engine: 'pglite',
    connectionsInUse: () => 0,
    dumpDataDir: () => client.dumpDataDir('none'),
    close: once(() => client.close()),
  };
}

/** Closing twice (a shutdown, then a test's cleanup) closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
