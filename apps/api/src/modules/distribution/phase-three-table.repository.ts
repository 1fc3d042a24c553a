import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { phaseThreeFormulas, phaseThreeTableValues, quotas } from '../../db/schema';

export type TableValueValues = { quotaId: number; vacancyNumber: number; actualValue: number };

/** The saved counts with their categories' names and formulas (none: percent null). */
export function listValues(executor: Executor, where: SQL | undefined = undefined) {
  return executor
    .select({
      id: phaseThreeTableValues.id,
      quotaId: phaseThreeTableValues.quotaId,
      vacancyNumber: phaseThreeTableValues.vacancyNumber,
      actualValue: phaseThreeTableValues.actualValue,
      nameEn: quotas.nameEn,
      nameNe: quotas.nameNe,
      percentHundredths: phaseThreeFormulas.percentHundredths,
    })
    .from(phaseThreeTableValues)
    .innerJoin(quotas, eq(quotas.id, phaseThreeTableValues.quotaId))
    .leftJoin(phaseThreeFormulas, eq(phaseThreeFormulas.quotaId, phaseThreeTableValues.quotaId))
    .where(where)
    .orderBy(
      asc(phaseThreeTableValues.vacancyNumber),
      asc(phaseThreeFormulas.priority),
      asc(phaseThreeTableValues.quotaId),
    );
}

export type TableValueRow = Awaited<ReturnType<typeof listValues>>[number];

export const byId = (id: number) => eq(phaseThreeTableValues.id, id);
export const byVacancyNumber = (vacancyNumber: number) =>
  eq(phaseThreeTableValues.vacancyNumber, vacancyNumber);

export async function insertValue(executor: Executor, values: TableValueValues) {
  const [row] = await executor.insert(phaseThreeTableValues).values(values).returning();
  return row!;
}

export async function updateValue(executor: Executor, id: number, values: TableValueValues) {
  await executor
    .update(phaseThreeTableValues)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(phaseThreeTableValues.id, id));
}

export async function deleteValue(executor: Executor, id: number) {
  await executor.delete(phaseThreeTableValues).where(eq(phaseThreeTableValues.id, id));
}

/** Replaces every count of one vacancy number with `values`. */
export async function replaceRow(
  executor: Executor,
  vacancyNumber: number,
  values: TableValueValues[],
) {
  await executor
    .delete(phaseThreeTableValues)
    .where(and(eq(phaseThreeTableValues.vacancyNumber, vacancyNumber)));
  if (values.length > 0) await executor.insert(phaseThreeTableValues).values(values);
}
