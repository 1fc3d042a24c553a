import { masterEntity, type MasterEntityDefinition, type MasterField } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { districts } from '../../db/schema';
import * as repo from './master-records.repository';
import { tableOf } from './master-tables.repository';

/** A record to check: its values, and its line when it comes from a file. */
export interface RecordToCheck {
  line: number;
  input: Record<string, unknown>;
}

export interface ReferenceProblem {
  row: number;
  field: string;
  message: 'validation.unknownReference' | 'validation.districtNotInProvince';
}

const referencesOf = (entity: MasterEntityDefinition) =>
  entity.fields.filter(
    (field): field is MasterField & { reference: string } =>
      field.kind === 'reference' && !!field.reference,
  );

const numbersOf = (rows: readonly RecordToCheck[], field: string) => [
  ...new Set(rows.map((row) => row.input[field]).filter((id) => typeof id === 'number')),
];

/**
 * The reference rules of master data: every reference names an existing record, and a district
 * lies in the chosen province. Checked for all records at once, one query per referenced list,
 * whether one record is saved or a whole file imported.
 */
export async function referenceProblems(
  executor: Executor,
  entity: MasterEntityDefinition,
  rows: readonly RecordToCheck[],
): Promise<ReferenceProblem[]> {
  const errors: ReferenceProblem[] = [];
  const unknownDistricts = new Set<number>();
  for (const field of referencesOf(entity)) {
    const target = masterEntity(field.reference);
    const found = target
      ? await repo.existingIds(executor, tableOf(target), numbersOf(rows, field.name))
      : new Set<number>();
    for (const row of rows) {
      const id = row.input[field.name];
      if (typeof id !== 'number' || found.has(id)) continue;
      errors.push({ row: row.line, field: field.name, message: 'validation.unknownReference' });
      if (field.name === 'districtId') unknownDistricts.add(id);
    }
  }
  const names = new Set(entity.fields.map((field) => field.name));
  if (names.has('provinceId') && names.has('districtId')) {
    const provinceOf = await repo.fieldByIds(
      executor,
      districts,
      'provinceId',
      numbersOf(rows, 'districtId'),
    );
    for (const { line, input } of rows) {
      const districtId = input.districtId as number;
      if (unknownDistricts.has(districtId) || typeof input.provinceId !== 'number') continue;
      if (provinceOf.get(districtId) !== input.provinceId)
        errors.push({
          row: line,
          field: 'districtId',
          message: 'validation.districtNotInProvince',
        });
    }
  }
  return errors;
}
