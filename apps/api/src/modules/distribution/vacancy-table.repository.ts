import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vacancyTableValues } from '../../db/schema';
import type { ClassOfService } from './vacancy-formulas.repository';

export type VacancyTableCountValues = { heading: string; actualValue: number };

const ofClassService = (where: ClassOfService) =>
  and(
    eq(vacancyTableValues.phase, where.phase),
    eq(vacancyTableValues.classId, where.classId),
    eq(vacancyTableValues.serviceId, where.serviceId),
  );

const ofRow = (where: ClassOfService, vacancyNumber: number) =>
  and(ofClassService(where), eq(vacancyTableValues.vacancyNumber, vacancyNumber));

/** A phase's saved counts of a class of a service (of one vacancy count if given). */
export function listCounts(executor: Executor, where: ClassOfService, vacancyNumber?: number) {
  return executor
    .select({
      heading: vacancyTableValues.heading,
      vacancyNumber: vacancyTableValues.vacancyNumber,
      actualValue: vacancyTableValues.actualValue,
    })
    .from(vacancyTableValues)
    .where(vacancyNumber === undefined ? ofClassService(where) : ofRow(where, vacancyNumber))
    .orderBy(asc(vacancyTableValues.vacancyNumber), asc(vacancyTableValues.id));
}

/** Replaces every count of one vacancy count; returns how many were there before. */
export async function replaceRow(
  executor: Executor,
  where: ClassOfService,
  vacancyNumber: number,
  counts: readonly VacancyTableCountValues[],
) {
  const removed = await executor
    .delete(vacancyTableValues)
    .where(ofRow(where, vacancyNumber))
    .returning({ id: vacancyTableValues.id });
  if (counts.length > 0)
    await executor
      .insert(vacancyTableValues)
      .values(counts.map((count) => ({ ...where, vacancyNumber, ...count })));
  return removed.length;
}
