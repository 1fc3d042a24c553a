import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { todayIso } from '@niyukti/shared';
import { openDatabase } from '../db/client';
import { seedDemoData } from '../db/seed/demo-seed';

/**
 * One migrated and seeded database per test run, copied for each test file: migrating and
 * seeding (the reference data, 753 local levels, the demo's hashed passwords) took most of a
 * file's start, on every one of a hundred files. PostgreSQL copies it with `create database …
 * template`; PGlite loads a dump of its data folder.
 */
export type DatabaseTemplate =
  | { engine: 'postgres'; name: string; seededOn: string }
  | { engine: 'pglite'; dumpFile: string; seededOn: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | null;
  }
}

const TEMPLATE_PREFIX = 'niyukti_template_';
/** A template left by a run that was killed is dropped by a later run once this old. */
const STALE_AFTER_SECONDS = 6 * 60 * 60;

/** Builds the run's template; `remove` drops it at the end of the run. */
export async function buildDatabaseTemplate(
  adminUrl: string | undefined,
): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  return adminUrl ? buildPostgresTemplate(adminUrl) : buildPgliteTemplate();
}

async function buildPostgresTemplate(adminUrl: string) {
  await dropStaleTemplates(adminUrl);
  // The creation time is in the name: another run on the same server may be using its own.
  const name = `${TEMPLATE_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  const seededOn = todayIso();
  await seedDemoData(handle.db);
  await handle.close();
  // A database is copied only while nobody is connected to it.
  await withAdmin(adminUrl, (admin) =>
    admin.query(`alter database ${name} with allow_connections false`),
  );
  return {
    template: { engine: 'postgres', name, seededOn } as const,
    remove: async () => {
      await withAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function dropStaleTemplates(adminUrl: string) {
  await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${TEMPLATE_PREFIX}%`],
    );
    const oldest = Date.now() / 1000 - STALE_AFTER_SECONDS;
    for (const { datname } of rows) {
      const createdAt = Number(datname.slice(TEMPLATE_PREFIX.length).split('_')[0]);
      if (createdAt < oldest) await admin.query(`drop database if exists ${datname} with (force)`);
    }
  });
}

async function buildPgliteTemplate() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'niyukti-template-'));
  const dumpFile = path.join(folder, 'data.tar');
  const handle = await openDatabase({ dataDir: 'memory://' });
  const seededOn = todayIso();
  await seedDemoData(handle.db);
  const dump = await handle.dumpDataDir!();
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return {
    template: { engine: 'pglite', dumpFile, seededOn } as const,
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

/**
 * The template to copy, when this run has one that fits: the same engine, and seeded today (the
 * demo's deadlines are relative to the day of seeding, so a run that crosses midnight seeds anew).
 */
export function usableTemplate<E extends DatabaseTemplate['engine']>(
  template: DatabaseTemplate | null | undefined,
  engine: E,
): Extract<DatabaseTemplate, { engine: E }> | undefined {
  if (!template || template.engine !== engine || template.seededOn !== todayIso()) return undefined;
  return template as Extract<DatabaseTemplate, { engine: E }>;
}

/** PGlite: the template's data folder, to open a copy with. */
export async function pgliteTemplateData(
  template: Extract<DatabaseTemplate, { engine: 'pglite' }>,
) {
  return new Blob([await readFile(template.dumpFile)]);
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
