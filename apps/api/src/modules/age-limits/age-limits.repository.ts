import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  advertisements,
  ageLimits,
  candidateExtraDetails,
  candidates,
  classes,
  posts,
  quotas,
  services,
} from '../../db/schema';
import { publishedDates } from '../../db/published-dates';
import { readAll } from '../../db/read-all';

export type AgeLimitRow = typeof ageLimits.$inferSelect;
export type AgeLimitValues = Omit<typeof ageLimits.$inferInsert, 'id' | 'updatedAt'>;

/** The rules of one class and service: any gender first, then by gender and flags. */
export function listAgeLimits(executor: Executor, classId: number, serviceId: number) {
  return executor
    .select()
    .from(ageLimits)
    .where(and(eq(ageLimits.classId, classId), eq(ageLimits.serviceId, serviceId)))
    .orderBy(
      asc(ageLimits.forInternal),
      asc(ageLimits.forDisabled),
      sql`${ageLimits.gender} asc nulls first`,
      asc(ageLimits.id),
    );
}

export async function findAgeLimit(executor: Executor, id: number, forUpdate = false) {
  const query = executor.select().from(ageLimits).where(eq(ageLimits.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function insertAgeLimit(executor: Executor, values: AgeLimitValues) {
  const [row] = await executor.insert(ageLimits).values(values).returning();
  return row!;
}

export async function updateAgeLimit(executor: Executor, id: number, values: AgeLimitValues) {
  const [row] = await executor
    .update(ageLimits)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(ageLimits.id, id))
    .returning();
  return row!;
}

export async function deleteAgeLimit(executor: Executor, id: number) {
  await executor.delete(ageLimits).where(eq(ageLimits.id, id));
}

/** Which of the two references exist (inactive ones too: a rule may outlive a renamed class). */
export async function classAndServiceExist(
  executor: Executor,
  classId: number,
  serviceId: number,
): Promise<{ classExists: boolean; serviceExists: boolean }> {
  const [classRows, serviceRows] = await readAll(executor, [
    () => executor.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)),
    () => executor.select({ id: services.id }).from(services).where(eq(services.id, serviceId)),
  ]);
  return { classExists: classRows.length > 0, serviceExists: serviceRows.length > 0 };
}

/** What the age check needs of an advertisement candidates can see (pre-live or live). */
export async function findAdvertisementForAgeCheck(executor: Executor, id: number) {
  const [row] = await executor
    .select({
      id: advertisements.id,
      ageCutOffDate: publishedDates.ageCutOffDate,
      classId: posts.classId,
      serviceId: posts.serviceId,
      quotaCode: quotas.code,
    })
    .from(advertisements)
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .innerJoin(quotas, eq(quotas.id, advertisements.quotaId))
    .where(and(eq(advertisements.id, id), inArray(advertisements.status, ['pre_live', 'live'])));
  return row;
}

/** Date of birth, gender and declared disability (no extra details yet: not declared). */
export async function findCandidateAgeFacts(executor: Executor, userId: number) {
  const [row] = await executor
    .select({
      dobAd: candidates.dobAd,
      gender: candidates.gender,
      disabled: candidateExtraDetails.physicallyDisabled,
    })
    .from(candidates)
    .leftJoin(candidateExtraDetails, eq(candidateExtraDetails.candidateUserId, candidates.userId))
    .where(eq(candidates.userId, userId));
  return row && { ...row, disabled: row.disabled ?? false };
}
