import { Column, getTableColumns, is, SQL } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, type PgTable } from 'drizzle-orm/pg-core';

// The unique facts of a master-data table, read from its Drizzle definition (unique columns and
// unique indexes such as `(district_id, lower(name_en))`), so duplicates in a file are reported
// row by row before anything is written, for every entity, without a second list to keep.

export interface KeyPart {
  field: string;
  /** Compared in any letter case: the index is on `lower(column)`. */
  caseless: boolean;
}

export type UniqueKey = readonly KeyPart[];

function fieldNamesByColumn(table: PgTable) {
  const names = new Map<string, string>();
  for (const [field, column] of Object.entries(getTableColumns(table)))
    names.set(column.name, field);
  return names;
}

/** A part of an index: a plain column, or an expression over one (only `lower(…)` is known). */
function partOf(part: unknown, fieldOf: Map<string, string>): KeyPart | null {
  if (is(part, IndexedColumn)) {
    const field = part.name ? fieldOf.get(part.name) : undefined;
    return field ? { field, caseless: false } : null;
  }
  if (is(part, SQL)) {
    const column = part.queryChunks.find((chunk) => is(chunk, Column));
    const text = part.queryChunks
      .filter((chunk) => !is(chunk, Column))
      .map((chunk) => String((chunk as { value?: unknown }).value ?? ''))
      .join('');
    const field = column ? fieldOf.get(column.name) : undefined;
    return field ? { field, caseless: /lower\(/i.test(text) } : null;
  }
  return null;
}

/** Every unique key of `table` but its primary key. */
export function uniqueKeysOf(table: PgTable): UniqueKey[] {
  const config = getTableConfig(table);
  const fieldOf = fieldNamesByColumn(table);
  const keys: UniqueKey[] = [];
  for (const column of config.columns)
    if (column.isUnique && !column.primary)
      keys.push([{ field: fieldOf.get(column.name)!, caseless: false }]);
  for (const constraint of config.uniqueConstraints)
    keys.push(
      constraint.columns.map((column) => ({ field: fieldOf.get(column.name)!, caseless: false })),
    );
  for (const index of config.indexes) {
    if (!index.config.unique) continue;
    const parts = index.config.columns.map((part) => partOf(part, fieldOf));
    if (parts.every((part): part is KeyPart => part !== null)) keys.push(parts);
  }
  return keys;
}
