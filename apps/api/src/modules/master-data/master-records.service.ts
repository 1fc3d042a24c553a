import {
  MESSAGES,
  parseSort,
  type MasterEntityDefinition,
  type TMasterListQuery,
  type TMasterRecord,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { isForeignKeyViolation, violatedUniqueConstraint } from '../../db/unique-violation';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors/app-error';
import { referenceProblems } from './master-references';
import { tableOf } from './master-tables.repository';
import * as repo from './master-records.repository';
import type { ReadInvalidation } from '../../platform/shared-reads/read-invalidation';

type Input = Record<string, unknown>;

const SEARCHABLE_KINDS = new Set([
  'nameEn',
  'nameNe',
  'text',
  'code',
  'digits',
  'fiscalYear',
  'email',
]);
const PAISA_PER_RUPEE = 100;

const searchFieldsOf = (entity: MasterEntityDefinition) =>
  entity.fields.filter((field) => SEARCHABLE_KINDS.has(field.kind)).map((field) => field.name);

/** Lists read in the order people look for things: by English name, else by the first text. */
function defaultOrderOf(entity: MasterEntityDefinition): string[] {
  const names = entity.fields.filter((field) => field.kind === 'nameEn').map((field) => field.name);
  return names.length > 0 ? names.slice(0, 1) : searchFieldsOf(entity).slice(0, 1);
}

/** Amounts are typed in rupees and kept in paisa (DESIGN.md: money is integer paisa). */
export function toStored(entity: MasterEntityDefinition, input: Input): repo.StoredRow {
  const values: repo.StoredRow = { active: input.active };
  for (const field of entity.fields) {
    const value = input[field.name] ?? null;
    values[field.name] =
      field.kind === 'rupees' && typeof value === 'number' ? value * PAISA_PER_RUPEE : value;
  }
  return values;
}

export function toRecord(entity: MasterEntityDefinition, row: repo.StoredRow): TMasterRecord {
  const record: TMasterRecord = { id: row.id as number, active: row.active as boolean };
  for (const field of entity.fields) {
    const value = (row[field.name] ?? null) as string | number | boolean | null;
    record[field.name] =
      field.kind === 'rupees' && typeof value === 'number' ? value / PAISA_PER_RUPEE : value;
  }
  return record;
}

function invalidField(
  field: string,
  key: 'validation.unknownReference' | 'validation.districtNotInProvince',
) {
  return new AppError(
    'VALIDATION_FAILED',
    { issues: [{ path: field, message: key }] },
    MESSAGES[key],
  );
}

/** The reference rules of master data, for one record: the first problem is refused. */
async function assertReferencesValid(
  executor: Executor,
  entity: MasterEntityDefinition,
  input: Input,
) {
  const [problem] = await referenceProblems(executor, entity, [{ line: 0, input }]);
  if (problem) throw invalidField(problem.field, problem.message);
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The field a unique constraint guards, from its name (`religions_name_en_key`,
 * `quotas_code_unique`), so the form can show 'already exists' under that field.
 */
function fieldOfUniqueConstraint(entity: MasterEntityDefinition, constraint: string) {
  return entity.fields.find((field) =>
    ['_key', '_unique'].some((suffix) => constraint.endsWith(`_${snakeCase(field.name)}${suffix}`)),
  )?.name;
}

/** A lost race on a unique name or code, or a record still referred to: told plainly. */
export function rethrowConstraint(error: unknown, entity?: MasterEntityDefinition): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint !== null) {
    const field = entity && fieldOfUniqueConstraint(entity, constraint);
    const issues = field ? [{ path: field, message: 'masterData.duplicate' }] : [];
    throw new AppError('CONFLICT', { issues }, MESSAGES['masterData.duplicate']);
  }
  if (isForeignKeyViolation(error))
    throw new AppError('CONFLICT', null, MESSAGES['masterData.inUse']);
  throw error;
}

/**
 * The master records: listed and kept by staff (audited), read by forms. Every save says so to
 * the shared reads (the public lists, and the vacancies that show these names).
 */
export function createMasterRecordsService(db: Database, reads: ReadInvalidation) {
  async function list(entity: MasterEntityDefinition, query: TMasterListQuery) {
    const sort = parseSort(query.sort);
    const sortable = sort && entity.fields.some((field) => field.name === sort.field);
    const { rows, total } = await repo.listRows(db, tableOf(entity), {
      status: query.status,
      search: query.search,
      searchFields: searchFieldsOf(entity),
      parent:
        entity.parentField && query.parentId !== undefined
          ? { field: entity.parentField, id: query.parentId }
          : undefined,
      orderFields: sortable
        ? [sort]
        : defaultOrderOf(entity).map((field) => ({ field, direction: 'asc' as const })),
      page: query.page,
      pageSize: query.pageSize,
    });
    return {
      items: rows.map((row) => toRecord(entity, row)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async function options(entity: MasterEntityDefinition, parentId?: number) {
    const rows = await repo.activeRows(db, tableOf(entity), {
      parent:
        entity.parentField && parentId !== undefined
          ? { field: entity.parentField, id: parentId }
          : undefined,
      orderFields: defaultOrderOf(entity),
    });
    return rows.map((row) => toRecord(entity, row));
  }

  async function create(entity: MasterEntityDefinition, input: Input, actorUserId: number) {
    try {
      const record = await db.transaction(async (tx) => {
        await assertReferencesValid(tx, entity, input);
        const saved = toRecord(
          entity,
          await repo.insertRow(tx, tableOf(entity), toStored(entity, input)),
        );
        await recordAudit(tx, {
          actorUserId,
          action: 'masterData.create',
          entity: entity.key,
          entityId: String(saved.id),
          before: null,
          after: saved,
        });
        return saved;
      });
      await reads.changed('master-data');
      return record;
    } catch (error) {
      rethrowConstraint(error, entity);
    }
  }

  async function update(
    entity: MasterEntityDefinition,
    id: number,
    input: Input,
    actorUserId: number,
  ) {
    try {
      const record = await db.transaction(async (tx) => {
        const existing = await repo.findRow(tx, tableOf(entity), id, true);
        if (!existing) throw new AppError('NOT_FOUND');
        await assertReferencesValid(tx, entity, input);
        const saved = toRecord(
          entity,
          await repo.updateRow(tx, tableOf(entity), id, toStored(entity, input)),
        );
        await recordAudit(tx, {
          actorUserId,
          action: 'masterData.update',
          entity: entity.key,
          entityId: String(id),
          before: toRecord(entity, existing),
          after: saved,
        });
        return saved;
      });
      await reads.changed('master-data');
      return record;
    } catch (error) {
      rethrowConstraint(error, entity);
    }
  }

  async function remove(entity: MasterEntityDefinition, id: number, actorUserId: number) {
    try {
      await db.transaction(async (tx) => {
        const existing = await repo.findRow(tx, tableOf(entity), id, true);
        if (!existing) throw new AppError('NOT_FOUND');
        await repo.deleteRow(tx, tableOf(entity), id);
        await recordAudit(tx, {
          actorUserId,
          action: 'masterData.delete',
          entity: entity.key,
          entityId: String(id),
          before: toRecord(entity, existing),
          after: null,
        });
      });
      await reads.changed('master-data');
    } catch (error) {
      rethrowConstraint(error, entity);
    }
  }

  return { list, options, create, update, remove };
}
