import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { uploadedFiles } from '../../../db/schema';

export type RecordRow = { id: number; candidateUserId: number } & Record<string, unknown>;

function column(table: PgTable, name: string): AnyPgColumn {
  const found = (getTableColumns(table) as Record<string, AnyPgColumn>)[name];
  if (!found) throw new Error(`column ${name} is not defined`);
  return found;
}

const ownedBy = (table: PgTable, candidateUserId: number) =>
  eq(column(table, 'candidateUserId'), candidateUserId);

export async function listRecords(executor: Executor, table: PgTable, candidateUserId: number) {
  const rows = await executor
    .select()
    .from(table)
    .where(ownedBy(table, candidateUserId))
    .orderBy(asc(column(table, 'id')));
  return rows as RecordRow[];
}

/** One of the candidate's records, locked for the change about to be made; another's is none. */
export async function findOwnRecordForUpdate(
  executor: Executor,
  table: PgTable,
  candidateUserId: number,
  id: number,
) {
  const [row] = await executor
    .select()
    .from(table)
    .where(and(eq(column(table, 'id'), id), ownedBy(table, candidateUserId)))
    .for('update');
  return row as RecordRow | undefined;
}

export async function insertRecord(
  executor: Executor,
  table: PgTable,
  values: Record<string, unknown>,
) {
  const [row] = await executor.insert(table).values(values).returning();
  return row as RecordRow;
}

export async function updateRecord(
  executor: Executor,
  table: PgTable,
  id: number,
  values: Record<string, unknown>,
) {
  const [row] = await executor
    .update(table)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(column(table, 'id'), id))
    .returning();
  return row as RecordRow;
}

export async function deleteRecord(executor: Executor, table: PgTable, id: number) {
  await executor.delete(table).where(eq(column(table, 'id'), id));
}

/** What a record's files are (type and size), by file id. */
export async function fileFacts(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { contentType: string; byteSize: number }>();
  const rows = await executor
    .select({
      id: uploadedFiles.id,
      contentType: uploadedFiles.contentType,
      byteSize: uploadedFiles.byteSize,
    })
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.id, [...ids]));
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}

/** A master-data record a reference names: whether it is active, and its fields. */
