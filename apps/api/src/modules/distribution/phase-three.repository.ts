import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inclusiveGroups, phaseThreeFormulas, quotas } from '../../db/schema';

export type PhaseThreeFormulaValues = {
  quotaId: number;
  priority: number;
  percentHundredths: number;
};

/** The formulas with their categories' names, by priority; `onlyId` narrows to one. */
export function listFormulas(executor: Executor, onlyId?: number) {
  return executor
    .select({
      id: phaseThreeFormulas.id,
      quotaId: phaseThreeFormulas.quotaId,
      priority: phaseThreeFormulas.priority,
      percentHundredths: phaseThreeFormulas.percentHundredths,
      nameEn: quotas.nameEn,
      nameNe: quotas.nameNe,
    })
    .from(phaseThreeFormulas)
    .innerJoin(quotas, eq(quotas.id, phaseThreeFormulas.quotaId))
    .where(onlyId === undefined ? undefined : eq(phaseThreeFormulas.id, onlyId))
    .orderBy(asc(phaseThreeFormulas.priority));
}

export type PhaseThreeFormulaRow = Awaited<ReturnType<typeof listFormulas>>[number];

/**
 * The categories: the active quotas of the inclusive groups (a quota whose code is an inclusive
 * group's; open competition and internal competition are quotas but not groups), each with the
 * formula naming it if any. `onlyId` narrows to one.
 */
export function listCategories(executor: Executor, onlyId?: number) {
  return executor
    .select({
      id: quotas.id,
      nameEn: quotas.nameEn,
      nameNe: quotas.nameNe,
      formulaId: phaseThreeFormulas.id,
    })
    .from(quotas)
    .innerJoin(inclusiveGroups, eq(inclusiveGroups.code, quotas.code))
    .leftJoin(phaseThreeFormulas, eq(phaseThreeFormulas.quotaId, quotas.id))
    .where(and(eq(quotas.active, true), onlyId === undefined ? undefined : eq(quotas.id, onlyId)))
    .orderBy(asc(quotas.id));
}

export async function isCategory(executor: Executor, quotaId: number) {
  return (await listCategories(executor, quotaId)).length > 0;
}

/**
 * Holds the formulas still for the rest of the transaction (other writers wait, readers do not),
 * so the total of the shares checked is the total saved.
 */
export async function lockFormulas(executor: Executor) {
  await executor.execute(sql`lock table ${phaseThreeFormulas} in share row exclusive mode`);
}

/** The sum of the shares in hundredths, leaving out one formula (the one being changed). */
export async function totalHundredths(executor: Executor, exceptId?: number) {
  const [row] = await executor
    .select({
      total: sql<number>`coalesce(sum(${phaseThreeFormulas.percentHundredths}), 0)::int`,
    })
    .from(phaseThreeFormulas)
    .where(exceptId === undefined ? undefined : sql`${phaseThreeFormulas.id} <> ${exceptId}`);
  return row?.total ?? 0;
}

export async function insertFormula(executor: Executor, values: PhaseThreeFormulaValues) {
  const [row] = await executor.insert(phaseThreeFormulas).values(values).returning();
  return row!;
}

export async function updateFormula(
  executor: Executor,
  id: number,
  values: PhaseThreeFormulaValues,
) {
  await executor
    .update(phaseThreeFormulas)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(phaseThreeFormulas.id, id));
}

export async function deleteFormula(executor: Executor, id: number) {
  await executor.delete(phaseThreeFormulas).where(eq(phaseThreeFormulas.id, id));
}
