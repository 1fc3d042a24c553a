import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AgeRule, QualificationCategory } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import {
  academicQualifications,
  advertisements,
  ageLimits,
  applications,
  candidateEducations,
  candidateExtraDetails,
  candidateInclusiveGroups,
  candidates,
  educationLevels,
  faculties,
  inclusiveGroups,
  posts,
  quotas,
  users,
} from '../../db/schema';

// The check reads everything it needs in one statement (findVacancyFacts): apply asks it inside
// its transaction, where statements run one after the other and each costs a round trip. The
// lists come back as JSON arrays built by correlated subqueries, in the order the check expects.
// Statements apply runs are named (`prepare`): on PostgreSQL each pooled connection parses and
// plans them once instead of on every apply. A name must always carry the same text, so a named
// statement has a fixed shape (no optional parts, no lists of varying length).

/** An active academic qualification of a post, with the rank of the level it names. */
export interface QualificationRow {
  id: number;
  category: QualificationCategory;
  minimumRank: number;
  levelEn: string;
  levelNe: string;
  facultyId: number | null;
  facultyEn: string | null;
  facultyNe: string | null;
}

/** One of the candidate's education records, with the rank of its level. */
export interface EducationRow {
  rank: number;
  levelEn: string;
  levelNe: string;
  facultyId: number;
  facultyEn: string;
  facultyNe: string;
}

/** The age limits of the post's class and service, as much of each as the check reads. */
const ageRulesOfPost = sql<AgeRule[]>`coalesce((
  select json_agg(json_build_object(
      'id', ${ageLimits.id}, 'gender', ${ageLimits.gender}, 'minAge', ${ageLimits.minAge},
      'maxAge', ${ageLimits.maxAge}, 'forDisabled', ${ageLimits.forDisabled},
      'forInternal', ${ageLimits.forInternal}, 'active', ${ageLimits.active})
    order by ${ageLimits.forInternal}, ${ageLimits.forDisabled},
      ${ageLimits.gender} nulls first, ${ageLimits.id})
  from ${ageLimits}
  where ${ageLimits.classId} = ${posts.classId} and ${ageLimits.serviceId} = ${posts.serviceId}
), '[]'::json)`;

const qualificationsOfPost = sql<QualificationRow[]>`coalesce((
  select json_agg(json_build_object(
      'id', ${academicQualifications.id}, 'category', ${academicQualifications.category},
      'minimumRank', ${educationLevels.rank}, 'levelEn', ${educationLevels.nameEn},
      'levelNe', ${educationLevels.nameNe}, 'facultyId', ${academicQualifications.facultyId},
      'facultyEn', ${faculties.nameEn}, 'facultyNe', ${faculties.nameNe})
    order by ${academicQualifications.id})
  from ${academicQualifications}
  inner join ${educationLevels}
    on ${educationLevels.id} = ${academicQualifications.minimumLevelId}
  left join ${faculties} on ${faculties.id} = ${academicQualifications.facultyId}
  where ${academicQualifications.postId} = ${advertisements.postId}
    and ${academicQualifications.active}
), '[]'::json)`;

const educationsOf = (candidateUserId: number) => sql<EducationRow[]>`coalesce((
  select json_agg(json_build_object(
      'rank', ${educationLevels.rank}, 'levelEn', ${educationLevels.nameEn},
      'levelNe', ${educationLevels.nameNe}, 'facultyId', ${candidateEducations.facultyId},
      'facultyEn', ${faculties.nameEn}, 'facultyNe', ${faculties.nameNe})
    order by ${candidateEducations.id})
  from ${candidateEducations}
  inner join ${educationLevels} on ${educationLevels.id} = ${candidateEducations.levelId}
  inner join ${faculties} on ${faculties.id} = ${candidateEducations.facultyId}
  where ${candidateEducations.candidateUserId} = ${candidateUserId}
), '[]'::json)`;

/** Codes of the inclusive groups the candidate declared (each row carries its proof). */
const declaredGroupCodesOf = (candidateUserId: number) => sql<string[]>`array(
  select ${inclusiveGroups.code}::text
  from ${candidateInclusiveGroups}
  inner join ${inclusiveGroups}
    on ${inclusiveGroups.id} = ${candidateInclusiveGroups.inclusiveGroupId}
  where ${candidateInclusiveGroups.candidateUserId} = ${candidateUserId})`;

const myApplicationTo = (candidateUserId: number) => sql<number | null>`(
  select ${applications.id} from ${applications}
  where ${applications.candidateUserId} = ${candidateUserId}
    and ${applications.advertisementId} = ${advertisements.id})`;

const otherGroup = alias(advertisements, 'other_group');
const earlier = alias(advertisements, 'earlier');

/**
 * Whether the candidate applied to an earlier advertisement of the same post and group: who may
 * re-apply while a re-advertised vacancy is still pre-live (docs/decisions.md, re-apply).
 */
export const appliedEarlierBy = (candidateUserId: number) => sql<boolean>`exists (
  select 1 from ${applications}
  inner join ${advertisements} as ${earlier} on ${earlier.id} = ${applications.advertisementId}
  where ${applications.candidateUserId} = ${candidateUserId}
    and ${earlier.postId} = ${advertisements.postId}
    and ${earlier.quotaId} = ${advertisements.quotaId}
    and ${earlier.id} <> ${advertisements.id})`;

/** Whether the candidate applied to another live group of the post: the extra-group fee. */
const appliedToOtherGroupBy = (candidateUserId: number) => sql<boolean>`exists (
  select 1 from ${applications}
  inner join ${advertisements} as ${otherGroup} on ${otherGroup.id} = ${applications.advertisementId}
  where ${applications.candidateUserId} = ${candidateUserId}
    and ${otherGroup.postId} = ${advertisements.postId}
    and ${otherGroup.status} = 'live'
    and ${otherGroup.id} <> ${advertisements.id})`;

/**
 * What the check needs of a live advertisement and of a candidate, in one statement: the
 * advertisement with its post's age limits and qualifications; the candidate's date of birth,
 * gender, disability, employment, declared groups and educations; their application to it and
 * whether they applied to another live group of its post, or to an earlier advertisement of the
 * same post and group. Undefined unless the advertisement is live or pre-live; `dobAd` and
 * `gender` are null when the user is no candidate.
 */
export async function findVacancyFacts(
  executor: Executor,
  candidateUserId: number,
  advertisementId: number,
) {
  const [row] = await executor
    .select({
      id: advertisements.id,
      status: advertisements.status,
      postId: advertisements.postId,
      quotaCode: quotas.code,
      quotaEn: quotas.nameEn,
      quotaNe: quotas.nameNe,
      feePaisa: advertisements.feePaisa,
      extraFeePaisa: advertisements.extraFeePaisa,
      singleFeeDeadline: advertisements.singleFeeDeadline,
      doubleFeeDeadline: advertisements.doubleFeeDeadline,
      ageCutOffDate: advertisements.ageCutOffDate,
      ageRules: ageRulesOfPost,
      qualifications: qualificationsOfPost,
      dobAd: candidates.dobAd,
      gender: candidates.gender,
      disabled: candidateExtraDetails.physicallyDisabled,
      employmentStatus: candidateExtraDetails.employmentStatus,
      declaredGroupCodes: declaredGroupCodesOf(candidateUserId),
      educations: educationsOf(candidateUserId),
      myApplicationId: myApplicationTo(candidateUserId),
      appliedToOtherGroup: appliedToOtherGroupBy(candidateUserId),
      appliedEarlier: appliedEarlierBy(candidateUserId),
    })
    .from(advertisements)
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .innerJoin(quotas, eq(quotas.id, advertisements.quotaId))
    .leftJoin(candidates, eq(candidates.userId, candidateUserId))
    .leftJoin(candidateExtraDetails, eq(candidateExtraDetails.candidateUserId, candidateUserId))
    .where(
      and(
        eq(advertisements.id, advertisementId),
        inArray(advertisements.status, ['live', 'pre_live']),
      ),
    )
    .prepare('eligibility_vacancy_facts')
    .execute();
  return row;
}

/** Every live group (quota) of a post, each its own advertisement, with the candidate's application. */
export async function findLiveGroupsOfPost(
  executor: Executor,
  postId: number,
  candidateUserId: number,
) {
  return executor
    .select({
      advertisementId: advertisements.id,
      advertisementNumber: advertisements.advertisementNumber,
      quotaCode: quotas.code,
      quotaEn: quotas.nameEn,
      quotaNe: quotas.nameNe,
      myApplicationId: applications.id,
    })
    .from(advertisements)
    .innerJoin(quotas, eq(quotas.id, advertisements.quotaId))
    .leftJoin(
      applications,
      and(
        eq(applications.advertisementId, advertisements.id),
        eq(applications.candidateUserId, candidateUserId),
      ),
    )
    .where(and(eq(advertisements.postId, postId), eq(advertisements.status, 'live')))
    .orderBy(asc(advertisements.advertisementNumber));
}

/**
 * Locks the candidate's user row for the rest of the transaction: two applications of one
 * candidate are decided one after the other, so two groups of a post sent at once cannot both
 * be charged as the first. A statement of its own, before the facts are read: a read in the
 * same statement would see the applications as they were before the lock was granted.
 */
export async function lockCandidate(executor: Executor, candidateUserId: number) {
  await executor
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, candidateUserId))
    .for('update')
    .prepare('eligibility_lock_candidate')
    .execute();
}
