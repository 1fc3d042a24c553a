import { and, asc, eq, sql } from 'drizzle-orm';
import type { VacancyPhase } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { classes, services, vacancyFormulas, vacancyLimits } from '../../db/schema';
import { readAll } from '../../db/read-all';

export type VacancyFormulaRow = typeof vacancyFormulas.$inferSelect;
export type VacancyFormulaValues = Pick<
  typeof vacancyFormulas.$inferInsert,
  'phase' | 'classId' | 'serviceId' | 'heading' | 'priority' | 'percent'
>;

export interface ClassOfService {
  phase: VacancyPhase;
  classId: number;
  serviceId: number;
}

const ofClassService = (where: ClassOfService) =>
  and(
    eq(vacancyFormulas.phase, where.phase),
    eq(vacancyFormulas.classId, where.classId),
    eq(vacancyFormulas.serviceId, where.serviceId),
  );

/** A phase's formulas of a class of a service, by priority. */
export function listFormulas(executor: Executor, where: ClassOfService) {
  return executor
    .select()
    .from(vacancyFormulas)
    .where(ofClassService(where))
    .orderBy(asc(vacancyFormulas.priority));
}

export async function findFormula(executor: Executor, phase: VacancyPhase, id: number) {
  const [row] = await executor
    .select()
    .from(vacancyFormulas)
    .where(and(eq(vacancyFormulas.id, id), eq(vacancyFormulas.phase, phase)));
  return row;
}

/** Whether the class and the service are real and active (a formula may name only such). */
export async function classAndServiceExist(executor: Executor, classId: number, serviceId: number) {
  const [[klass], [service]] = await readAll(executor, [
    () =>
      executor
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.id, classId), eq(classes.active, true))),
    () =>
      executor
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.id, serviceId), eq(services.active, true))),
  ]);
  return { classExists: klass !== undefined, serviceExists: service !== undefined };
}

/**
 * Holds the formulas still for the rest of the transaction (other writers wait, readers do not),
 * so the total of the percents checked is the total saved.
 */
export async function lockFormulas(executor: Executor) {
  await executor.execute(sql`lock table ${vacancyFormulas} in share row exclusive mode`);
}

/** The sum of the percents of a class of a service in a phase, leaving out one formula. */
export async function totalPercent(executor: Executor, where: ClassOfService, exceptId?: number) {
  const [row] = await executor
    .select({ total: sql<number>`coalesce(sum(${vacancyFormulas.percent}), 0)::int` })
    .from(vacancyFormulas)
    .where(
      and(
        ofClassService(where),
        exceptId === undefined ? undefined : sql`${vacancyFormulas.id} <> ${exceptId}`,
      ),
    );
  return row?.total ?? 0;
}

export async function insertFormula(executor: Executor, values: VacancyFormulaValues) {
  const [row] = await executor.insert(vacancyFormulas).values(values).returning();
  return row!;
}

export async function updateFormula(executor: Executor, id: number, values: VacancyFormulaValues) {
  const [row] = await executor
    .update(vacancyFormulas)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(vacancyFormulas.id, id))
    .returning();
  return row!;
}

export async function deleteFormula(executor: Executor, id: number) {
  await executor.delete(vacancyFormulas).where(eq(vacancyFormulas.id, id));
}

export async function findLimit(executor: Executor, where: ClassOfService) {
  const [row] = await executor
    .select()
    .from(vacancyLimits)
    .where(
      and(
        eq(vacancyLimits.phase, where.phase),
        eq(vacancyLimits.classId, where.classId),
        eq(vacancyLimits.serviceId, where.serviceId),
      ),
    );
  return row;
}

/** Sets the limit, one row per phase, class and service (a second save replaces the first). */
export async function upsertLimit(executor: Executor, where: ClassOfService, limit: number) {
  await executor
    .insert(vacancyLimits)
    .values({ ...where, limit })
    .onConflictDoUpdate({
      target: [vacancyLimits.phase, vacancyLimits.classId, vacancyLimits.serviceId],
      set: { limit, updatedAt: new Date() },
    });
}
