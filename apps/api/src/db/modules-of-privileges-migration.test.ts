import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

// Migration 0016 gives every privilege code its module and every existing role all six actions
// on each code it holds, so an upgrade changes nothing for anyone. Proven on a database at 0015.

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
let before: string | undefined;
afterAll(async () => {
  if (before) await rm(before, { recursive: true, force: true });
});

/** The checked-in migrations up to and including `last`. */
async function migrationsUpTo(last: number) {
  before = await mkdtemp(path.join(tmpdir(), 'niyukti-migrations-'));
  await cp(migrations, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= last);
  await writeFile(journalPath, JSON.stringify(journal));
  return before;
}

describe('migration 0016 (modules of the privilege codes)', () => {
  it('backfills every (role, code) with all six actions and adopts a module of the same title', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: await migrationsUpTo(15) });
    await client.exec(`
      INSERT INTO roles (id, title) VALUES (1, 'Officer'), (2, 'Other');
      INSERT INTO role_privileges (role_id, code) VALUES (1, 'SC'), (1, 'UM'), (2, 'BU');
      INSERT INTO modules (id, title, description) VALUES (1, 'Scrutiny', 'old'), (2, 'Desk', '');
      INSERT INTO role_modules (role_id, module_id, can_read) VALUES (1, 1, true), (2, 1, true), (2, 2, true);
      SELECT setval(pg_get_serial_sequence('modules', 'id'), 2);
    `);
    await migrate(db, { migrationsFolder: migrations });

    const modules = await client.query<{ code: string | null; title_en: string }>(
      'SELECT code, title_en FROM modules ORDER BY id',
    );
    expect(modules.rows.filter((m) => m.code !== null)).toHaveLength(24);
    expect(modules.rows.slice(0, 2)).toEqual([
      { code: 'SC', title_en: 'Scrutiny' },
      { code: null, title_en: 'Desk' },
    ]);
    const actions = await client.query<Record<string, unknown>>(`
      SELECT rm.role_id, coalesce(m.code, m.title_en) AS module, can_read, can_create, can_update,
             can_delete, can_approve, can_reject
      FROM role_modules rm JOIN modules m ON m.id = rm.module_id ORDER BY rm.role_id, module`);
    const all = {
      can_read: true,
      can_create: true,
      can_update: true,
      can_delete: true,
      can_approve: true,
      can_reject: true,
    };
    expect(actions.rows).toEqual([
      { role_id: 1, module: 'SC', ...all },
      { role_id: 1, module: 'UM', ...all },
      { role_id: 2, module: 'BU', ...all },
      {
        role_id: 2,
        module: 'Desk',
        ...all,
        can_create: false,
        can_update: false,
        can_delete: false,
        can_approve: false,
        can_reject: false,
      },
    ]);
    await client.close();
  });
});
