import {
  decimalValue,
  splitSeats,
  toAlternateRows,
  type TGeneratedRow,
  type TPhaseThreeTableInput,
  type TPhaseThreeTableRowInput,
  type TPhaseThreeTableValue,
  type TValidationIssue,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors/app-error';
import { validationFailed } from '../../platform/errors/validation-failed';
import * as formulas from './phase-three.repository';
import { refuse } from './refuse';
import * as repo from './phase-three-table.repository';

const toValue = (row: repo.TableValueRow): TPhaseThreeTableValue => {
  const percentage = row.percentHundredths === null ? null : row.percentHundredths / 100;
  return {
    id: row.id,
    categoryId: row.quotaId,
    categoryNameEn: row.nameEn,
    categoryNameNp: row.nameNe,
    vacancyNumber: row.vacancyNumber,
    percentage,
    decimalValue: percentage === null ? null : decimalValue(row.vacancyNumber, percentage),
    actualValue: row.actualValue,
  };
};

function rethrowUnique(error: unknown): never {
  if (violatedUniqueConstraint(error) === 'phase_three_table_values_key')
    refuse('CONFLICT', 'categoryId', 'distribution.tableValueUsed');
  throw error;
}

/** The phase-3 table (VDC): the counts staff set per vacancy number, and the formula's row. */
export function createPhaseThreeTableService(db: Database) {
  /** The categories that have a formula, by id: only they may have counts. */
  async function formulaOfCategory(executor: Executor) {
    const rows = await formulas.listFormulas(executor);
    return new Map(rows.map((row) => [row.quotaId, row]));
  }

  async function valueOf(executor: Executor, id: number) {
    const [row] = await repo.listValues(executor, repo.byId(id));
    if (!row) throw new AppError('NOT_FOUND');
    return toValue(row);
  }

  async function checkedCategory(executor: Executor, categoryId: number, path: string) {
    if (!(await formulas.isCategory(executor, categoryId)))
      refuse('VALIDATION_FAILED', path, 'validation.unknownReference');
    if (!(await formulaOfCategory(executor)).has(categoryId))
      refuse('VALIDATION_FAILED', path, 'distribution.categoryWithoutFormula');
  }

  const valuesOf = (input: TPhaseThreeTableInput): repo.TableValueValues => ({
    quotaId: input.categoryId,
    vacancyNumber: input.vacancyNumber,
    actualValue: input.actualValue,
  });

  async function list() {
    return (await repo.listValues(db)).map(toValue);
  }

  async function rows() {
    return toAlternateRows(await list());
  }

  async function create(input: TPhaseThreeTableInput, actorUserId: number) {
    try {
      return await db.transaction(async (tx) => {
        await checkedCategory(tx, input.categoryId, 'categoryId');
        const row = await repo.insertValue(tx, valuesOf(input));
        const saved = await valueOf(tx, row.id);
        await audit(tx, actorUserId, String(row.id), null, saved);
        return saved;
      });
    } catch (error) {
      rethrowUnique(error);
    }
  }

  async function update(id: number, input: TPhaseThreeTableInput, actorUserId: number) {
    try {
      return await db.transaction(async (tx) => {
        const before = await valueOf(tx, id);
        await checkedCategory(tx, input.categoryId, 'categoryId');
        await repo.updateValue(tx, id, valuesOf(input));
        const saved = await valueOf(tx, id);
        await audit(tx, actorUserId, String(id), before, saved);
        return saved;
      });
    } catch (error) {
      rethrowUnique(error);
    }
  }

  async function remove(id: number, actorUserId: number) {
    await db.transaction(async (tx) => {
      const before = await valueOf(tx, id);
      await repo.deleteValue(tx, id);
      await audit(tx, actorUserId, String(id), before, null);
    });
  }

  /** What is wrong with a whole row: unknown or repeated categories, counts not adding up. */
  async function rowIssues(
    executor: Executor,
    vacancyNumber: number,
    { entries }: TPhaseThreeTableRowInput,
  ): Promise<TValidationIssue[]> {
    const withFormula = await formulaOfCategory(executor);
    const issues: TValidationIssue[] = [];
    const seen = new Set<number>();
    for (const [index, entry] of entries.entries()) {
      if (!withFormula.has(entry.categoryId) || seen.has(entry.categoryId))
        issues.push({ path: `entries.${index}.categoryId`, message: 'validation.invalid' });
      seen.add(entry.categoryId);
    }
    const total = entries.reduce((sum, entry) => sum + entry.actualValue, 0);
    if (total !== vacancyNumber)
      issues.push({ path: 'entries', message: 'distribution.rowSumMismatch' });
    return issues;
  }

  /** Saves every category's count of one vacancy number at once; they must add up to it. */
  async function saveRow(
    vacancyNumber: number,
    input: TPhaseThreeTableRowInput,
    actorUserId: number,
  ) {
    try {
      await db.transaction(async (tx) => {
        const issues = await rowIssues(tx, vacancyNumber, input);
        if (issues.length > 0) throw validationFailed(issues);
        const before = (await repo.listValues(tx, repo.byVacancyNumber(vacancyNumber))).map(
          toValue,
        );
        const values = input.entries.map((entry) => ({
          quotaId: entry.categoryId,
          vacancyNumber,
          actualValue: entry.actualValue,
        }));
        await repo.replaceRow(tx, vacancyNumber, values);
        await audit(tx, actorUserId, `row/${vacancyNumber}`, before, input.entries);
      });
    } catch (error) {
      rethrowUnique(error);
    }
    const saved = await repo.listValues(db, repo.byVacancyNumber(vacancyNumber));
    return toAlternateRows(saved.map(toValue))[0]!;
  }

  /** The formula's split of a vacancy number (fractions by priority), to fill a row with. */
  async function generated(vacancyNumber: number): Promise<TGeneratedRow> {
    const parts = (await formulas.listFormulas(db)).map((row) => ({
      key: String(row.quotaId),
      percent: row.percentHundredths / 100,
      priority: row.priority,
    }));
    const split = splitSeats(vacancyNumber, parts);
    return {
      vacancyNumber,
      entries: split.map((part) => ({
        categoryId: Number(part.key),
        percentage: part.percent,
        decimalValue: decimalValue(vacancyNumber, part.percent),
        actualValue: part.seats,
      })),
    };
  }

  return { list, rows, create, update, remove, saveRow, generated };
}

function audit(
  tx: Executor,
  actorUserId: number,
  entityId: string,
  before: unknown,
  after: unknown,
) {
  return recordAudit(tx, {
    actorUserId,
    action: 'distribution.table.save',
    entity: 'phase_three_table',
    entityId,
    before,
    after,
  });
}
