import type { MasterEntityDefinition } from '@niyukti/shared';
import type { Database, Executor } from '../../../db/client';
import { recordAudit } from '../../../platform/audit/record-audit';
import { rethrowConstraint, toStored } from '../master-records.service';
import { tableOf } from '../master-tables.repository';
import { parseRows } from './import-rows';
import { rowsRefused } from '../../../platform/spreadsheets/row-problems';
import { readImportFile, type ImportSheet } from '../../../platform/spreadsheets/read-import-file';
import { uniqueKeysOf } from '../../../db/unique-keys';
import { duplicateErrors, type KeyedRow } from './unique-keys';
import * as repo from './import.repository';
import { referenceProblems } from '../master-references';

export interface ImportResult {
  imported: number;
  created: number;
  updated: number;
}

/**
 * Checks every row of `sheet` and, only when all pass, writes them into `entity`'s table within
 * the caller's transaction: rows with an id are inserted or replace that record, the others are
 * added. Throws VALIDATION_FAILED listing the rows' problems, having written nothing.
 */
export async function importSheet(
  executor: Executor,
  entity: MasterEntityDefinition,
  sheet: ImportSheet,
): Promise<ImportResult> {
  const table = tableOf(entity);
  const { parsed, errors } = parseRows(entity, sheet);
  const rows: KeyedRow[] = parsed.map(({ line, id, input }) => ({
    line,
    id,
    values: toStored(entity, input),
  }));
  const keys = uniqueKeysOf(table);
  const stored = await repo.storedKeys(executor, table, [
    ...new Set(keys.flatMap((key) => key.map((part) => part.field))),
  ]);
  errors.push(...(await referenceProblems(executor, entity, parsed)));
  errors.push(...duplicateErrors(keys, rows, stored));
  if (errors.length > 0) throw rowsRefused(errors, 'masterData.importFailed');

  const storedIds = new Set(stored.map((row) => row.id as number));
  const updated = rows.filter((row) => row.id !== undefined && storedIds.has(row.id)).length;
  await repo.upsertRows(
    executor,
    table,
    entity.fields.map((field) => field.name),
    rows.map(({ id, values }) => (id === undefined ? values : { id, ...values })),
  );
  if (rows.some((row) => row.id !== undefined))
    await repo.moveIdSequencePastStoredIds(executor, table);
  return { imported: rows.length, created: rows.length - updated, updated };
}

export interface ImportUpload {
  bytes: Buffer;
  fileName: string;
}

export function createMasterImportService(db: Database) {
  /** One file, one transaction, one audit row with the counts (not a row per record). */
  async function importFile(
    entity: MasterEntityDefinition,
    upload: ImportUpload,
    actorUserId: number,
  ): Promise<ImportResult> {
    const sheet = await readImportFile(upload.bytes);
    try {
      return await db.transaction(async (tx) => {
        const result = await importSheet(tx, entity, sheet);
        await recordAudit(tx, {
          actorUserId,
          action: 'masterData.import',
          entity: entity.key,
          entityId: '',
          before: null,
          after: { ...result, fileName: upload.fileName.slice(0, 200), format: sheet.format },
        });
        return result;
      });
    } catch (error) {
      rethrowConstraint(error);
    }
  }

  return { importFile };
}
