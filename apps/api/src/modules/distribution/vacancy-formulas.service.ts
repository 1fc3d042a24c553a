import {
  isHeadingOf,
  type AuditAction,
  type TClassService,
  type TVacancyFormula,
  type TVacancyFormulaInput,
  type TVacancyLimit,
  type TVacancyLimitInput,
  type VacancyPhase,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors/app-error';
import { refuse } from './refuse';
import * as repo from './vacancy-formulas.repository';

const toFormula = (row: repo.VacancyFormulaRow): TVacancyFormula => ({
  id: row.id,
  phase: row.phase as VacancyPhase,
  classId: row.classId,
  serviceId: row.serviceId,
  heading: row.heading as TVacancyFormula['heading'],
  priority: row.priority,
  percent: row.percent,
});

/** A unique key lost to a concurrent save is told as the pre-check tells it. */
function rethrowUnique(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'vacancy_formulas_heading_key')
    refuse('CONFLICT', 'heading', 'distribution.headingUsed');
  if (constraint === 'vacancy_formulas_priority_key')
    refuse('CONFLICT', 'priority', 'distribution.headingPriorityUsed');
  throw error;
}

/**
 * The formulas of phases 1 and 2 (VDC): per class of a service, each heading's percent and
 * priority, the percents at most 100 in all; and each phase's limit (decision 144).
 */
export function createVacancyFormulasService(db: Database) {
  async function referenceCheck(executor: Executor, { classId, serviceId }: TClassService) {
    const { classExists, serviceExists } = await repo.classAndServiceExist(
      executor,
      classId,
      serviceId,
    );
    if (!classExists) refuse('VALIDATION_FAILED', 'classId', 'validation.unknownReference');
    if (!serviceExists) refuse('VALIDATION_FAILED', 'serviceId', 'validation.unknownReference');
  }

  async function checked(
    executor: Executor,
    phase: VacancyPhase,
    input: TVacancyFormulaInput,
    exceptId?: number,
  ): Promise<repo.VacancyFormulaValues> {
    if (!isHeadingOf(phase, input.heading))
      refuse('VALIDATION_FAILED', 'heading', 'validation.invalid');
    await referenceCheck(executor, input);
    const values = { phase, ...input };
    await repo.lockFormulas(executor);
    const others = await repo.totalPercent(executor, values, exceptId);
    if (others + input.percent > 100)
      refuse('VALIDATION_FAILED', 'percent', 'distribution.headingsOver100');
    return values;
  }

  async function formulaOf(executor: Executor, phase: VacancyPhase, id: number) {
    const row = await repo.findFormula(executor, phase, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toFormula(row);
  }

  async function list(phase: VacancyPhase, where: TClassService): Promise<TVacancyFormula[]> {
    return (await repo.listFormulas(db, { phase, ...where })).map(toFormula);
  }

  async function create(phase: VacancyPhase, input: TVacancyFormulaInput, actorUserId: number) {
    try {
      return await db.transaction(async (tx) => {
        const saved = toFormula(await repo.insertFormula(tx, await checked(tx, phase, input)));
        await audit(tx, actorUserId, 'distribution.vacancyFormula.create', saved.id, null, saved);
        return saved;
      });
    } catch (error) {
      rethrowUnique(error);
    }
  }

  async function update(
    phase: VacancyPhase,
    id: number,
    input: TVacancyFormulaInput,
    actorUserId: number,
  ) {
    try {
      return await db.transaction(async (tx) => {
        const before = await formulaOf(tx, phase, id);
        const values = await checked(tx, phase, input, id);
        const saved = toFormula(await repo.updateFormula(tx, id, values));
        await audit(tx, actorUserId, 'distribution.vacancyFormula.update', id, before, saved);
        return saved;
      });
    } catch (error) {
      rethrowUnique(error);
    }
  }

  async function remove(phase: VacancyPhase, id: number, actorUserId: number) {
    await db.transaction(async (tx) => {
      const before = await formulaOf(tx, phase, id);
      await repo.deleteFormula(tx, id);
      await audit(tx, actorUserId, 'distribution.vacancyFormula.delete', id, before, null);
    });
  }

  async function limit(phase: VacancyPhase, where: TClassService): Promise<TVacancyLimit> {
    const row = await repo.findLimit(db, { phase, ...where });
    return { phase, ...where, limit: row?.limit ?? null };
  }

  async function setLimit(phase: VacancyPhase, input: TVacancyLimitInput, actorUserId: number) {
    const { limit: posts, ...where } = input;
    await db.transaction(async (tx) => {
      await referenceCheck(tx, where);
      const before = await repo.findLimit(tx, { phase, ...where });
      await repo.upsertLimit(tx, { phase, ...where }, posts);
      await recordAudit(tx, {
        actorUserId,
        action: 'distribution.limit.update',
        entity: 'vacancy_limit',
        entityId: `${phase}/${where.classId}/${where.serviceId}`,
        before: before ? { limit: before.limit } : null,
        after: { limit: posts },
      });
    });
    return limit(phase, where);
  }

  return { list, create, update, remove, limit, setLimit };
}

function audit(
  tx: Executor,
  actorUserId: number,
  action: Extract<AuditAction, `distribution.vacancyFormula.${string}`>,
  id: number,
  before: TVacancyFormula | null,
  after: TVacancyFormula | null,
) {
  return recordAudit(tx, {
    actorUserId,
    action,
    entity: 'vacancy_formula',
    entityId: String(id),
    before,
    after,
  });
}
