import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { listPage } from '../../db/paging';
import { containsFolded } from '../../db/like-pattern';

// One repository for every master-data table: the tables share their shape (id, fields,
// active, updated_at), so the queries are written once over the table's columns.

export type StoredRow = Record<string, unknown>;

export interface ListSpec {
  status: 'active' | 'inactive' | 'all';
  search?: string;
  searchFields: readonly string[];
  parent?: { field: string; id: number };
  orderFields: readonly { field: string; direction: 'asc' | 'desc' }[];
  page: number;
  pageSize: number;
}

const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, PgColumn>;

function column(table: PgTable, field: string): PgColumn {
  const found = columnsOf(table)[field];
  if (!found) throw new Error(`${field} is not a column of this master-data table`);
  return found;
}

function conditionsOf(table: PgTable, spec: Omit<ListSpec, 'orderFields' | 'page' | 'pageSize'>) {
  const conditions: (SQL | undefined)[] = [];
  if (spec.status !== 'all') conditions.push(eq(column(table, 'active'), spec.status === 'active'));
  if (spec.parent) conditions.push(eq(column(table, spec.parent.field), spec.parent.id));
  if (spec.search) {
    const { search } = spec;
    conditions.push(
      or(...spec.searchFields.map((field) => containsFolded(column(table, field), search))),
    );
  }
  return and(...conditions);
}

export async function listRows(executor: Executor, table: PgTable, spec: ListSpec) {
  const where = conditionsOf(table, spec);
  const order = [
    ...spec.orderFields.map(({ field, direction }) =>
      direction === 'desc' ? desc(column(table, field)) : asc(column(table, field)),
    ),
    asc(column(table, 'id')),
  ];
  const listed = executor.select().from(table).where(where).$dynamic();
  const { rows, total } = await listPage(executor, listed, order, spec);
  return { rows: rows as StoredRow[], total };
}

/** Every active row (for selects), optionally of one parent, in the list's order. */
export async function activeRows(
  executor: Executor,
  table: PgTable,
  options: { parent?: { field: string; id: number }; orderFields: readonly string[] },
) {
  const rows = await executor
    .select()
    .from(table)
    .where(conditionsOf(table, { status: 'active', parent: options.parent, searchFields: [] }))
    .orderBy(
      ...options.orderFields.map((field) => asc(column(table, field))),
      asc(column(table, 'id')),
    );
  return rows as StoredRow[];
}

export async function findRow(executor: Executor, table: PgTable, id: number, lock = false) {
  const query = executor
    .select()
    .from(table)
    .where(eq(column(table, 'id'), id));
  const [row] = await (lock ? query.for('update') : query);
  return row as StoredRow | undefined;
}

/** Which of `ids` exist in `table`. */
export async function existingIds(executor: Executor, table: PgTable, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const id = column(table, 'id');
  const rows = await executor
    .select({ id })
    .from(table)
    .where(inArray(id, [...ids]));
  return new Set(rows.map((row) => row.id as number));
}

/** `field` of the rows of `table` with the given ids, by id (a district's province). */
export async function fieldByIds(
  executor: Executor,
  table: PgTable,
  field: string,
  ids: readonly number[],
) {
  if (ids.length === 0) return new Map<number, unknown>();
  const id = column(table, 'id');
  const rows = await executor
    .select({ id, value: column(table, field) })
    .from(table)
    .where(inArray(id, [...ids]));
  return new Map(rows.map((row) => [row.id as number, row.value]));
}

export async function insertRow(executor: Executor, table: PgTable, values: StoredRow) {
  const [row] = await executor.insert(table).values(values).returning();
  return row as StoredRow;
}

export async function updateRow(executor: Executor, table: PgTable, id: number, values: StoredRow) {
  const [row] = await executor
    .update(table)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(column(table, 'id'), id))
    .returning();
  return row as StoredRow;
}

export async function deleteRow(executor: Executor, table: PgTable, id: number) {
  await executor.delete(table).where(eq(column(table, 'id'), id));
}
