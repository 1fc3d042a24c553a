/**
 * Keeps the season as made: before the surge writes anything, the highest id of every table
 * apply, pay and sign-in write to is kept in a marker table of the season database
 * (`bench_surge_marks`); afterwards everything above the marks is deleted in one transaction and
 * the sequences are set back. A run that died leaves its marker behind, so the next run restores
 * from it before it takes new marks.
 */
import pg from 'pg';
import { withClient } from '../server';

/** Tables whose new rows are the bench's, by their id (children before parents). */
const MARKED_TABLES = [
  'notifications',
  'application_events',
  'audit_log',
  'payments',
  'applications',
  'profile_snapshots',
] as const;
type MarkedTable = (typeof MARKED_TABLES)[number];

export interface Marks {
  takenAt: Date;
  ids: Record<MarkedTable, number>;
  /** Every sequence's last value: what else moved is named after the run. */
  sequences: Record<string, number>;
}

async function sequenceValues(client: pg.Client) {
  const { rows } = await client.query<{ name: string; value: string | null }>(
    `select sequencename as name, last_value::text as value from pg_sequences
      where schemaname = 'public'`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.value ?? 0)]));
}

async function readMarks(client: pg.Client): Promise<Marks | undefined> {
  const { rows: exists } = await client.query(`select to_regclass('bench_surge_marks') as t`);
  if (!exists[0]?.t) return undefined;
  const { rows } = await client.query<{
    taken_at: Date;
    ids: Marks['ids'];
    sequences: Marks['sequences'];
  }>('select taken_at, ids, sequences from bench_surge_marks limit 1');
  const row = rows[0];
  return row && { takenAt: row.taken_at, ids: row.ids, sequences: row.sequences };
}

/** The marks of this run, after restoring what a run that died left behind. */
export async function takeMarks(databaseUrl: string): Promise<Marks> {
  const left = await withClient(databaseUrl, readMarks);
  if (left) {
    const removed = await restoreSeason(databaseUrl);
    console.log(`surge: a previous run left rows behind; restored (${describe(removed)})`);
  }
  return withClient(databaseUrl, async (client) => {
    const ids = {} as Record<MarkedTable, number>;
    for (const table of MARKED_TABLES) {
      const { rows } = await client.query<{ id: string }>(
        `select coalesce(max(id), 0)::text as id from ${table}`,
      );
      ids[table] = Number(rows[0]!.id);
    }
    const sequences = await sequenceValues(client);
    await client.query(`create table if not exists bench_surge_marks (
      taken_at timestamptz not null, ids jsonb not null, sequences jsonb not null)`);
    const { rows } = await client.query<{ taken_at: Date }>(
      `insert into bench_surge_marks (taken_at, ids, sequences) values (now(), $1, $2)
        returning taken_at`,
      [ids, sequences],
    );
    return { takenAt: rows[0]!.taken_at, ids, sequences };
  });
}

const describe = (removed: Record<string, number>) =>
  Object.entries(removed)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ') || 'nothing to remove';

/** Sets a table's id sequence back to its mark, so the next rows take the ids they would have. */
const resetSequence = (table: string, mark: number) =>
  mark > 0
    ? `select setval(pg_get_serial_sequence('${table}', 'id'), ${mark}, true)`
    : `select setval(pg_get_serial_sequence('${table}', 'id'), 1, false)`;

/**
 * Deletes every row above the marks (and the refresh tokens sign-in gave season candidates since
 * they were taken), puts back the payment status of the season's applications the bench paid,
 * and the snapshots apply took; then the marker. One transaction. Returns the rows removed.
 */
export async function restoreSeason(databaseUrl: string): Promise<Record<string, number>> {
  return withClient(databaseUrl, async (client) => {
    const marks = await readMarks(client);
    if (!marks) {
      await client.query('drop table if exists bench_surge_marks');
      return {};
    }
    const { ids } = marks;
    const removed: Record<string, number> = {};
    const run = async (label: string, text: string, values: unknown[] = []) => {
      removed[label] = (await client.query(text, values)).rowCount ?? 0;
    };
    await client.query('begin');
    try {
      // Without foreign-key triggers: each profile snapshot deleted would otherwise look for
      // applications naming it through all of them (no index leads there). What names the rows
      // deleted here is deleted (or cleared) first, in this transaction.
      await client.query(`set local session_replication_role = replica`);
      // The bench paid only unpaid applications of the season (payments.ts picks them so).
      await run(
        'applications paid back to unpaid',
        `update applications set payment_status = 'unpaid'
          where id <= $1 and payment_status <> 'unpaid'
            and id in (select application_id from payments where id > $2)`,
        [ids.applications, ids.payments],
      );
      await run(
        'snapshots forgotten',
        'update candidates set current_snapshot_id = null where current_snapshot_id > $1',
        [ids.profile_snapshots],
      );
      for (const table of MARKED_TABLES) {
        if (table === 'profile_snapshots')
          await run(
            'profile_snapshot_files',
            'delete from profile_snapshot_files where snapshot_id > $1',
            [ids.profile_snapshots],
          );
        await run(table, `delete from ${table} where id > $1`, [ids[table]]);
      }
      await run(
        'refresh_tokens',
        `delete from refresh_tokens where created_at >= $1
          and user_id in (select id from users where username like 'season\\_%')`,
        [marks.takenAt],
      );
      for (const table of MARKED_TABLES) await client.query(resetSequence(table, ids[table]));
      await client.query('drop table bench_surge_marks');
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    return removed;
  });
}

/** Sequences that moved since the marks besides those restored: rows the bench cannot name. */
export async function otherWrites(databaseUrl: string, marks: Marks) {
  const now = await withClient(databaseUrl, sequenceValues);
  const restored = new Set(MARKED_TABLES.map((table) => `${table}_id_seq`));
  return Object.entries(now)
    .filter(([name, value]) => !restored.has(name) && value !== (marks.sequences[name] ?? 0))
    .map(([name, value]) => `${name} +${value - (marks.sequences[name] ?? 0)}`);
}

export { describe as describeRemoved };

/**
 * Vacuums the tables a run writes and restores, and the candidates, as autovacuum would in
 * service. The server's first count of complete profiles judges every candidate once after
 * migration 0032 (500,000 row versions left dead), and each restore leaves the rows it deleted;
 * where autovacuum is off, as on this machine, they stayed and every read of those tables walked
 * them (apply's p99 2.1 s at ×1 instead of 0.7). Returns the seconds taken and whether
 * autovacuum is on.
 */
export async function vacuumSeason(databaseUrl: string) {
  return withClient(databaseUrl, async (client) => {
    const started = performance.now();
    const tables = ['candidates', ...MARKED_TABLES, 'profile_snapshot_files', 'refresh_tokens'];
    await client.query(`vacuum (analyze) ${tables.join(', ')}`);
    const { rows } = await client.query<{ autovacuum: string }>('show autovacuum');
    return {
      seconds: (performance.now() - started) / 1000,
      autovacuum: rows[0]?.autovacuum === 'on',
    };
  });
}
