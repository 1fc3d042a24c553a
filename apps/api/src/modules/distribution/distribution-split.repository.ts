import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DistributionStatus } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { containsFolded, containsPattern } from '../../db/like-pattern';
import { listPage } from '../../db/paging';
import {
  distributionParts,
  distributions,
  ministryOffices,
  posts,
  quotas,
  requisitions,
} from '../../db/schema';

export type DistributionRow = typeof distributions.$inferSelect;

/** A distribution with its requisition's number, post, office and posts to split. */
const viewColumns = {
  distribution: distributions,
  requisitionNumber: requisitions.number,
  totalVacancy: requisitions.totalVacancy,
  postEn: posts.nameEn,
  postNe: posts.nameNe,
  demandOfficeEn: ministryOffices.nameEn,
  demandOfficeNe: ministryOffices.nameNe,
};

function viewQuery(executor: Executor) {
  return executor
    .select(viewColumns)
    .from(distributions)
    .innerJoin(requisitions, eq(requisitions.id, distributions.requisitionId))
    .innerJoin(posts, eq(posts.id, requisitions.postId))
    .innerJoin(ministryOffices, eq(ministryOffices.id, requisitions.demandOfficeId));
}

export type DistributionViewRow = Awaited<
  ReturnType<ReturnType<typeof viewQuery>['execute']>
>[number];

export async function findView(executor: Executor, where: SQL) {
  const [row] = await viewQuery(executor).where(where);
  return row;
}

export const byRequisition = (requisitionId: number) =>
  eq(distributions.requisitionId, requisitionId);
export const byId = (id: number) => eq(distributions.id, id);

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(
    ilike(requisitions.number, containsPattern(search)),
    containsFolded(posts.nameEn, search),
    containsFolded(posts.nameNe, search),
  );
}

/** One page of the distributions in a state, the longest waiting first. */
export function listViews(
  executor: Executor,
  status: DistributionStatus,
  query: { page: number; pageSize: number; search?: string },
) {
  const listed = viewQuery(executor)
    .where(and(eq(distributions.status, status), searchCondition(query.search)))
    .$dynamic();
  return listPage(
    executor,
    listed,
    [asc(distributions.submittedAt), desc(distributions.id)],
    query,
  );
}

/**
 * The parts of some distributions, each distribution's in its order, with their quotas' names
 * (a heading's name is the phase-1 heading's label, given by the caller).
 */
export function listParts(executor: Executor, distributionIds: readonly number[]) {
  if (distributionIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: distributionParts.id,
      distributionId: distributionParts.distributionId,
      quotaId: distributionParts.quotaId,
      heading: distributionParts.heading,
      quotaEn: quotas.nameEn,
      quotaNe: quotas.nameNe,
      advertisementNumber: distributionParts.advertisementNumber,
      seats: distributionParts.seats,
      advertisementId: distributionParts.advertisementId,
    })
    .from(distributionParts)
    .leftJoin(quotas, eq(quotas.id, distributionParts.quotaId))
    .where(inArray(distributionParts.distributionId, [...distributionIds]))
    .orderBy(asc(distributionParts.id));
}

export type DistributionPartRow = Awaited<ReturnType<typeof listParts>>[number];

/** The distribution itself, locked for a step (the requisition is locked first where both are). */
export async function lockDistribution(executor: Executor, where: SQL) {
  const [row] = await executor.select().from(distributions).where(where).for('update');
  return row;
}

export async function insertDistribution(
  executor: Executor,
  values: typeof distributions.$inferInsert,
) {
  const [row] = await executor.insert(distributions).values(values).returning();
  return row!;
}

export async function insertPart(
  executor: Executor,
  values: typeof distributionParts.$inferInsert,
) {
  await executor.insert(distributionParts).values(values);
}

export async function updateDistribution(
  executor: Executor,
  id: number,
  changes: Partial<Omit<typeof distributions.$inferInsert, 'id'>>,
) {
  await executor.update(distributions).set(changes).where(eq(distributions.id, id));
}

export async function setPart(
  executor: Executor,
  partId: number,
  changes: { seats?: number; advertisementId?: number },
) {
  await executor.update(distributionParts).set(changes).where(eq(distributionParts.id, partId));
}

/** The requisition a distribution belongs to (read before locking both, requisition first). */
export async function findRequisitionOf(executor: Executor, id: number) {
  const [row] = await executor
    .select({ requisitionId: distributions.requisitionId })
    .from(distributions)
    .where(eq(distributions.id, id));
  return row;
}
