import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  academicQualifications,
  advertisements,
  applications,
  candidateEducations,
  candidateExtraDetails,
  candidateInclusiveGroups,
  educationLevels,
  faculties,
  inclusiveGroups,
  posts,
  quotas,
  users,
} from '../../db/schema';

/** What the check needs of a live advertisement; anything not live is not found. */
export async function findLiveAdvertisement(executor: Executor, id: number) {
  const [row] = await executor
    .select({
      id: advertisements.id,
      postId: advertisements.postId,
      classId: posts.classId,
      serviceId: posts.serviceId,
      quotaCode: quotas.code,
      quotaEn: quotas.nameEn,
      quotaNe: quotas.nameNe,
      feePaisa: advertisements.feePaisa,
      extraFeePaisa: advertisements.extraFeePaisa,
      singleFeeDeadline: advertisements.singleFeeDeadline,
      doubleFeeDeadline: advertisements.doubleFeeDeadline,
      ageCutOffDate: advertisements.ageCutOffDate,
    })
    .from(advertisements)
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .innerJoin(quotas, eq(quotas.id, advertisements.quotaId))
    .where(and(eq(advertisements.id, id), eq(advertisements.status, 'live')));
  return row;
}

/** Every live group (quota) of a post, each its own advertisement. */
export async function findLiveGroupsOfPost(executor: Executor, postId: number) {
  return executor
    .select({
      advertisementId: advertisements.id,
      advertisementNumber: advertisements.advertisementNumber,
      quotaCode: quotas.code,
      quotaEn: quotas.nameEn,
      quotaNe: quotas.nameNe,
    })
    .from(advertisements)
    .innerJoin(quotas, eq(quotas.id, advertisements.quotaId))
    .where(and(eq(advertisements.postId, postId), eq(advertisements.status, 'live')))
    .orderBy(asc(advertisements.advertisementNumber));
}

/** The candidate's applications among `advertisementIds`, by advertisement. */
export async function findApplicationsTo(
  executor: Executor,
  candidateUserId: number,
  advertisementIds: readonly number[],
): Promise<Map<number, number>> {
  if (advertisementIds.length === 0) return new Map();
  const rows = await executor
    .select({ advertisementId: applications.advertisementId, id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.candidateUserId, candidateUserId),
        inArray(applications.advertisementId, [...advertisementIds]),
      ),
    );
  return new Map(rows.map((row) => [row.advertisementId, row.id]));
}

/** Whether the candidate applied to another live group of the post: the extra-group fee. */
export async function hasAppliedToOtherGroup(
  executor: Executor,
  candidateUserId: number,
  postId: number,
  advertisementId: number,
) {
  const rows = await executor
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(advertisements, eq(advertisements.id, applications.advertisementId))
    .where(
      and(
        eq(applications.candidateUserId, candidateUserId),
        eq(advertisements.postId, postId),
        eq(advertisements.status, 'live'),
        ne(advertisements.id, advertisementId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Employment status and the inclusive groups declared with their document. */
export async function findGroupFacts(executor: Executor, candidateUserId: number) {
  // One after the other: apply asks inside its transaction, where queries cannot overlap.
  const extra = await executor
    .select({ employmentStatus: candidateExtraDetails.employmentStatus })
    .from(candidateExtraDetails)
    .where(eq(candidateExtraDetails.candidateUserId, candidateUserId));
  const declared = await executor
    .select({ code: inclusiveGroups.code })
    .from(candidateInclusiveGroups)
    .innerJoin(inclusiveGroups, eq(inclusiveGroups.id, candidateInclusiveGroups.inclusiveGroupId))
    .where(eq(candidateInclusiveGroups.candidateUserId, candidateUserId));
  return {
    inGovernmentService: extra[0]?.employmentStatus === 'government_service',
    declaredGroupCodes: declared.map((row) => row.code),
  };
}

/** The candidate's education records with the rank of their level. */
export async function findEducations(executor: Executor, candidateUserId: number) {
  return executor
    .select({
      rank: educationLevels.rank,
      levelEn: educationLevels.nameEn,
      levelNe: educationLevels.nameNe,
      facultyId: candidateEducations.facultyId,
      facultyEn: faculties.nameEn,
      facultyNe: faculties.nameNe,
    })
    .from(candidateEducations)
    .innerJoin(educationLevels, eq(educationLevels.id, candidateEducations.levelId))
    .innerJoin(faculties, eq(faculties.id, candidateEducations.facultyId))
    .where(eq(candidateEducations.candidateUserId, candidateUserId))
    .orderBy(asc(candidateEducations.id));
}

/** The active academic qualifications of a post, with the rank of the level they name. */
export async function findQualificationsOfPost(executor: Executor, postId: number) {
  return executor
    .select({
      id: academicQualifications.id,
      category: academicQualifications.category,
      minimumRank: educationLevels.rank,
      levelEn: educationLevels.nameEn,
      levelNe: educationLevels.nameNe,
      facultyId: academicQualifications.facultyId,
      facultyEn: faculties.nameEn,
      facultyNe: faculties.nameNe,
    })
    .from(academicQualifications)
    .innerJoin(educationLevels, eq(educationLevels.id, academicQualifications.minimumLevelId))
    .leftJoin(faculties, eq(faculties.id, academicQualifications.facultyId))
    .where(and(eq(academicQualifications.postId, postId), eq(academicQualifications.active, true)))
    .orderBy(asc(academicQualifications.id));
}

/**
 * Locks the candidate's user row for the rest of the transaction: two applications of one
 * candidate are decided one after the other, so two groups of a post sent at once cannot both
 * be charged as the first.
 */
export async function lockCandidate(executor: Executor, candidateUserId: number) {
  await executor
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, candidateUserId))
    .for('update');
}
