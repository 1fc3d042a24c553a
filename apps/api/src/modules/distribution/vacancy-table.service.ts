import {
  decimalValue,
  splitSeats,
  toVacancyTableRows,
  type PhaseHeading,
  type TClassService,
  type TGeneratedVacancyRow,
  type TValidationIssue,
  type TVacancyTableRowInput,
  type VacancyPhase,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors/app-error';
import { validationFailed } from '../../platform/errors/validation-failed';
import { refuse } from './refuse';
import * as formulas from './vacancy-formulas.repository';
import * as repo from './vacancy-table.repository';

/**
 * The tables of phases 1 and 2 (VDC, decision 150): per class of a service, the counts staff set
 * for a number of posts, a row at a time; and the formula's row to start from.
 */
export function createVacancyTableService(db: Database) {
  async function percentsOf(executor: Executor, where: formulas.ClassOfService) {
    const rows = await formulas.listFormulas(executor, where);
    return new Map(rows.map((row) => [row.heading, row.percent]));
  }

  async function rowsOf(
    executor: Executor,
    where: formulas.ClassOfService,
    vacancyNumber?: number,
  ) {
    const [counts, percents] = await Promise.all([
      repo.listCounts(executor, where, vacancyNumber),
      percentsOf(executor, where),
    ]);
    return toVacancyTableRows(where.phase, counts, percents);
  }

  function rows(phase: VacancyPhase, pair: TClassService) {
    return rowsOf(db, { phase, ...pair });
  }

  /** What is wrong with a row: headings not the phase's formulas' or repeated, a wrong sum. */
  function rowIssues(
    percents: ReadonlyMap<string, number>,
    vacancyNumber: number,
    { entries }: TVacancyTableRowInput,
  ): TValidationIssue[] {
    const issues: TValidationIssue[] = [];
    const seen = new Set<string>();
    for (const [index, entry] of entries.entries()) {
      if (!percents.has(entry.heading) || seen.has(entry.heading))
        issues.push({ path: `entries.${index}.heading`, message: 'validation.invalid' });
      seen.add(entry.heading);
    }
    const total = entries.reduce((sum, entry) => sum + entry.actualValue, 0);
    if (total !== vacancyNumber)
      issues.push({ path: 'entries', message: 'distribution.rowSumMismatch' });
    return issues;
  }

  /** Saves every heading's count of one vacancy count at once, replacing what was saved. */
  async function saveRow(
    phase: VacancyPhase,
    pair: TClassService,
    vacancyNumber: number,
    input: TVacancyTableRowInput,
    actorUserId: number,
  ) {
    const where = { phase, ...pair };
    try {
      return await db.transaction(async (tx) => {
        // The formulas decide which headings a row may name; held still while it is saved.
        await formulas.lockFormulas(tx);
        const issues = rowIssues(await percentsOf(tx, where), vacancyNumber, input);
        if (issues.length > 0) throw validationFailed(issues);
        const before = await rowsOf(tx, where, vacancyNumber);
        await repo.replaceRow(tx, where, vacancyNumber, input.entries);
        const [saved] = await rowsOf(tx, where, vacancyNumber);
        await audit(tx, actorUserId, where, vacancyNumber, before[0] ?? null, saved);
        return saved!;
      });
    } catch (error) {
      // Two first saves of one row at once: the second is told to reload, not given a 500.
      if (violatedUniqueConstraint(error) === 'vacancy_table_values_key')
        refuse('CONFLICT', 'entries', 'distribution.tableValueUsed');
      throw error;
    }
  }

  async function removeRow(
    phase: VacancyPhase,
    pair: TClassService,
    vacancyNumber: number,
    actorUserId: number,
  ) {
    const where = { phase, ...pair };
    await db.transaction(async (tx) => {
      const [before] = await rowsOf(tx, where, vacancyNumber);
      if (!before) throw new AppError('NOT_FOUND');
      await repo.replaceRow(tx, where, vacancyNumber, []);
      await audit(tx, actorUserId, where, vacancyNumber, before, null);
    });
  }

  /** The formula's split of a vacancy count (fractions by priority), to fill a row with. */
  async function generated(
    phase: VacancyPhase,
    pair: TClassService,
    vacancyNumber: number,
  ): Promise<TGeneratedVacancyRow> {
    const parts = (await formulas.listFormulas(db, { phase, ...pair })).map((row) => ({
      key: row.heading as PhaseHeading,
      percent: row.percent,
      priority: row.priority,
    }));
    return {
      vacancyNumber,
      entries: splitSeats(vacancyNumber, parts).map((part) => ({
        heading: part.key,
        percent: part.percent,
        decimalValue: decimalValue(vacancyNumber, part.percent),
        actualValue: part.seats,
      })),
    };
  }

  return { rows, saveRow, removeRow, generated };
}

function audit(
  tx: Executor,
  actorUserId: number,
  where: formulas.ClassOfService,
  vacancyNumber: number,
  before: unknown,
  after: unknown,
) {
  return recordAudit(tx, {
    actorUserId,
    action: 'distribution.table.save',
    entity: 'vacancy_table',
    entityId: `${where.phase}/${where.classId}/${where.serviceId}/${vacancyNumber}`,
    before,
    after,
  });
}
