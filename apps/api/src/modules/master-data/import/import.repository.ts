import { count, getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { localBodies } from '../../../db/schema';

// The SQL of the import: read what the checks need in a few queries, write in batches.

type StoredRow = Record<string, unknown>;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for any master-data table. */
const BATCH_SIZE = 500;

const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, PgColumn>;

/** The id and the given fields of every stored row (master lists are small). */
export async function storedKeys(executor: Executor, table: PgTable, fields: readonly string[]) {
  const columns = columnsOf(table);
  const selection: Record<string, PgColumn> = { id: columns.id! };
  for (const field of fields) selection[field] = columns[field]!;
  return (await executor.select(selection).from(table)) as StoredRow[];
}

/** Inserts the rows in batches; a row with an id that exists replaces that row's fields. */
export async function upsertRows(
  executor: Executor,
  table: PgTable,
  fields: readonly string[],
  rows: readonly StoredRow[],
) {
  const columns = columnsOf(table);
  const set: Record<string, unknown> = { updatedAt: sql`now()` };
  for (const field of [...fields, 'active'])
    set[field] = sql`excluded.${sql.identifier(columns[field]!.name)}`;
  for (let start = 0; start < rows.length; start += BATCH_SIZE)
    await executor
      .insert(table)
      .values(rows.slice(start, start + BATCH_SIZE))
      .onConflictDoUpdate({ target: columns.id!, set });
}

/**
 * After rows came with their own ids, moves the id sequence past the largest one, so the next
 * record staff add does not collide with an imported id. Official ids below the sequence's start
 * (provinces, districts, local bodies) leave it where it is.
 */
export async function moveIdSequencePastStoredIds(executor: Executor, table: PgTable) {
  const name = getTableConfig(table).name;
  const id = columnsOf(table).id!;
  await executor.execute(sql`
    select setval(seq, greatest(nextval(seq), (select coalesce(max(${id}), 0) from ${table})))
    from (select pg_get_serial_sequence(${name}, 'id')::regclass as seq) as s`);
}

export async function localBodyCount(executor: Executor) {
  const [existing] = await executor.select({ value: count() }).from(localBodies);
  return existing?.value ?? 0;
}

/** Two instances seeding local bodies together: the second waits, then finds the table filled. */
export async function lockLocalBodiesForSeeding(executor: Executor) {
  await executor.execute(sql`lock table ${localBodies} in share row exclusive mode`);
}
