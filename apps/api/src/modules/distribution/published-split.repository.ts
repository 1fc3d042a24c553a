import { and, asc, eq, exists, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  advertisements,
  distributionParts,
  distributions,
  ministryOffices,
  posts,
  requisitions,
} from '../../db/schema';

/** The distribution that made an advertisement, with its requisition's number and posts. */
export async function findDistributionOfAdvertisement(executor: Executor, advertisementId: number) {
  const [row] = await executor
    .select({
      distributionId: distributionParts.distributionId,
      requisitionNumber: requisitions.number,
      totalVacancy: requisitions.totalVacancy,
    })
    .from(distributionParts)
    .innerJoin(distributions, eq(distributions.id, distributionParts.distributionId))
    .innerJoin(requisitions, eq(requisitions.id, distributions.requisitionId))
    .where(eq(distributionParts.advertisementId, advertisementId));
  return row;
}

/**
 * The approved distributions of a fiscal year that the public may read: those with an
 * advertisement past pending (published, live or closed), oldest approval first.
 */
export function listPublishedDistributions(executor: Executor, fiscalYear: string) {
  const published = executor
    .select({ id: distributionParts.id })
    .from(distributionParts)
    .innerJoin(advertisements, eq(advertisements.id, distributionParts.advertisementId))
    .where(
      and(
        eq(distributionParts.distributionId, distributions.id),
        notInArray(advertisements.status, ['pending', 'rejected']),
      ),
    );
  return executor
    .select({
      id: distributions.id,
      fiscalYear: distributions.fiscalYear,
      approvedAt: distributions.decidedAt,
      requisitionNumber: requisitions.number,
      totalVacancy: requisitions.totalVacancy,
      postEn: posts.nameEn,
      postNe: posts.nameNe,
      demandOfficeEn: ministryOffices.nameEn,
      demandOfficeNe: ministryOffices.nameNe,
    })
    .from(distributions)
    .innerJoin(requisitions, eq(requisitions.id, distributions.requisitionId))
    .innerJoin(posts, eq(posts.id, requisitions.postId))
    .innerJoin(ministryOffices, eq(ministryOffices.id, requisitions.demandOfficeId))
    .where(
      and(
        eq(distributions.fiscalYear, fiscalYear),
        eq(distributions.status, 'approved'),
        exists(published),
      ),
    )
    .orderBy(asc(distributions.decidedAt), asc(distributions.id));
}
