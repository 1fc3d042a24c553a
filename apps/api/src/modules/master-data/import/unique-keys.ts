import { Column, getTableColumns, is, SQL } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { MessageKey } from '@niyukti/shared';
import type { RowError } from './import-rows';

// The unique facts of a master-data table, read from its Drizzle definition (unique columns and
// unique indexes such as `(district_id, lower(name_en))`), so duplicates in a file are reported
// row by row before anything is written, for every entity, without a second list to keep.

interface KeyPart {
  field: string;
  /** Compared in any letter case: the index is on `lower(column)`. */
  caseless: boolean;
}

export type UniqueKey = readonly KeyPart[];

type StoredRow = Record<string, unknown>;

const DUPLICATE: MessageKey = 'masterData.duplicate';

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

/** The key's value for a row, or null when a part is empty (NULLs never clash in PostgreSQL). */
function keyValue(key: UniqueKey, row: StoredRow): string | null {
  const values: unknown[] = [];
  for (const { field, caseless } of key) {
    const value = row[field];
    if (value === null || value === undefined) return null;
    values.push(caseless && typeof value === 'string' ? value.toLowerCase() : value);
  }
  return JSON.stringify(values);
}

export interface KeyedRow {
  line: number;
  id?: number;
  values: StoredRow;
}

/**
 * Rows of the file that would clash with an earlier row of the file or with a stored row the
 * file does not overwrite (a row with an id replaces the stored row of that id, so importing a
 * file twice clashes with nothing). The error names the key's last part: the name, not the parent.
 */
export function duplicateErrors(
  keys: readonly UniqueKey[],
  rows: readonly KeyedRow[],
  stored: readonly StoredRow[],
): RowError[] {
  const replaced = new Set(rows.map((row) => row.id).filter((id) => id !== undefined));
  const kept = stored.filter((row) => !replaced.has(row.id as number));
  const errors: RowError[] = [];
  const seenIds = new Set<number>();
  for (const row of rows) {
    if (row.id === undefined) continue;
    if (seenIds.has(row.id)) errors.push({ row: row.line, field: 'id', message: DUPLICATE });
    seenIds.add(row.id);
  }
  for (const key of keys) {
    const taken = new Set(kept.map((row) => keyValue(key, row)));
    for (const row of rows) {
      const value = keyValue(key, row.values);
      if (value === null) continue;
      if (taken.has(value))
        errors.push({ row: row.line, field: key[key.length - 1]!.field, message: DUPLICATE });
      taken.add(value);
    }
  }
  return errors;
}
