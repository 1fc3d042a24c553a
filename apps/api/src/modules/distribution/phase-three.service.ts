import {
  type TPhaseThreeCategory,
  type TPhaseThreeFormula,
  type TPhaseThreeFormulaInput,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors/app-error';
import { refuse } from './refuse';
import * as repo from './phase-three.repository';

const WHOLE = 100 * 100;

const toFormula = (row: repo.PhaseThreeFormulaRow): TPhaseThreeFormula => ({
  id: row.id,
  categoryId: row.quotaId,
  categoryNameEn: row.nameEn,
  categoryNameNp: row.nameNe,
  priority: row.priority,
  percentage: row.percentHundredths / 100,
});

/** A unique key lost to a concurrent save is told as the pre-check tells it. */
function rethrowUnique(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'phase_three_formulas_quota_key')
    refuse('CONFLICT', 'categoryId', 'distribution.categoryUsed');
  if (constraint === 'phase_three_formulas_priority_key')
    refuse('CONFLICT', 'priority', 'distribution.priorityUsed');
  throw error;
}

const valuesOf = (input: TPhaseThreeFormulaInput): repo.PhaseThreeFormulaValues => ({
  quotaId: input.categoryId,
  priority: input.priority,
  percentHundredths: input.percentage,
});

/** The phase-3 formula (VDC): one share and priority per category, the shares at most 100%. */
export function createPhaseThreeService(db: Database) {
  async function formulaOf(executor: Executor, id: number) {
    const [formula] = await repo.listFormulas(executor, id);
    if (!formula) throw new AppError('NOT_FOUND');
    return toFormula(formula);
  }

  async function checked(executor: Executor, input: TPhaseThreeFormulaInput, exceptId?: number) {
    if (!(await repo.isCategory(executor, input.categoryId)))
      refuse('VALIDATION_FAILED', 'categoryId', 'validation.unknownReference');
    await repo.lockFormulas(executor);
    if ((await repo.totalHundredths(executor, exceptId)) + input.percentage > WHOLE)
      refuse('VALIDATION_FAILED', 'percentage', 'distribution.totalOver100');
  }

  async function list(): Promise<TPhaseThreeFormula[]> {
    return (await repo.listFormulas(db)).map(toFormula);
  }

  async function categories(): Promise<TPhaseThreeCategory[]> {
    return (await repo.listCategories(db)).map((row) => ({
      id: row.id,
      categoryNameEn: row.nameEn,
      categoryNameNp: row.nameNe,
      formulaId: row.formulaId,
    }));
  }

  async function create(input: TPhaseThreeFormulaInput, actorUserId: number) {
    try {
      return await db.transaction(async (tx) => {
        await checked(tx, input);
        const row = await repo.insertFormula(tx, valuesOf(input));
        const saved = await formulaOf(tx, row.id);
        await audit(tx, actorUserId, 'distribution.formula.create', row.id, null, saved);
        return saved;
      });
    } catch (error) {
      rethrowUnique(error);
    }
  }

  async function update(id: number, input: TPhaseThreeFormulaInput, actorUserId: number) {
    try {
      return await db.transaction(async (tx) => {
        const before = await formulaOf(tx, id);
        await checked(tx, input, id);
        await repo.updateFormula(tx, id, valuesOf(input));
        const saved = await formulaOf(tx, id);
        await audit(tx, actorUserId, 'distribution.formula.update', id, before, saved);
        return saved;
      });
    } catch (error) {
      rethrowUnique(error);
    }
  }

  async function remove(id: number, actorUserId: number) {
    await db.transaction(async (tx) => {
      const before = await formulaOf(tx, id);
      await repo.deleteFormula(tx, id);
      await audit(tx, actorUserId, 'distribution.formula.delete', id, before, null);
    });
  }

  return { list, categories, create, update, remove };
}

function audit(
  tx: Executor,
  actorUserId: number,
  action:
    'distribution.formula.create' | 'distribution.formula.update' | 'distribution.formula.delete',
  id: number,
  before: TPhaseThreeFormula | null,
  after: TPhaseThreeFormula | null,
) {
  return recordAudit(tx, {
    actorUserId,
    action,
    entity: 'phase_three_formula',
    entityId: String(id),
    before,
    after,
  });
}
