import type { MessageKey } from '@niyukti/shared';
import type { UniqueKey } from '../../../db/unique-keys';
import type { RowError } from '../../../platform/spreadsheets/row-problems';

// Duplicates in an imported file are reported row by row, against the table's unique keys
// (db/unique-keys.ts), before anything is written.

type StoredRow = Record<string, unknown>;

const DUPLICATE: MessageKey = 'masterData.duplicate';

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
