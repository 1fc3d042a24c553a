import {
  and,
  asc,
  eq,
  inArray,
  sql,
  type AnyColumn,
  type Param,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
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
  combinedPosts,
  educationLevels,
  faculties,
  inclusiveGroups,
  posts,
  quotas,
} from '../../db/schema';
import { publishedDates } from '../../db/published-dates';
import { namedStatement } from '../../db/named-statement';

// The check reads everything it needs in one statement (findVacancyFacts), for any number of
// (candidate, advertisement) pairs at once: apply checks a whole batch of applications in one
// round trip (applications/apply-queue.ts), the vacancy page asks for one pair. The lists come
// back as JSON arrays built by correlated subqueries, in the order the check expects.
// Statements apply runs are named and built once (namedStatement): the server builds them once,
// and each pooled connection of PostgreSQL parses and plans them once, instead of on every
// apply. A name must always carry the same text, so a named statement has a fixed shape (no
// optional parts; lists travel as one array value each).

/** A candidate and an advertisement they look at or apply to. */
export interface VacancyPair {
  candidateUserId: number;
  advertisementId: number;
}

/** The pairs as a relation `pair(candidate_user_id, advertisement_id)`: two array values. */
const pairsOf = (
  candidateUserIds: Param | Placeholder,
  advertisementIds: Param | Placeholder,
) => sql`unnest(
    ${candidateUserIds}::int[], ${advertisementIds}::int[]
  ) as pair(candidate_user_id, advertisement_id)`;
const pairCandidate = sql<number>`pair.candidate_user_id`;
const pairAdvertisement = sql<number>`pair.advertisement_id`;

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

const educationsOf = (candidateUserId: SQL) => sql<EducationRow[]>`coalesce((
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
const declaredGroupCodesOf = (candidateUserId: SQL) => sql<string[]>`array(
  select ${inclusiveGroups.code}::text
  from ${candidateInclusiveGroups}
  inner join ${inclusiveGroups}
    on ${inclusiveGroups.id} = ${candidateInclusiveGroups.inclusiveGroupId}
  where ${candidateInclusiveGroups.candidateUserId} = ${candidateUserId})`;

const myApplicationTo = (candidateUserId: SQL) => sql<number | null>`(
  select ${applications.id} from ${applications}
  where ${applications.candidateUserId} = ${candidateUserId}
    and ${applications.advertisementId} = ${advertisements.id})`;

const otherGroup = alias(advertisements, 'other_group');
const earlier = alias(advertisements, 'earlier');

/**
 * Whether the candidate applied to an earlier advertisement of the same post and group: who may
 * re-apply while a re-advertised vacancy is still pre-live (docs/decisions.md, re-apply).
 */
export const appliedEarlierBy = (candidateUserId: SQL | number) => sql<boolean>`exists (
  select 1 from ${applications}
  inner join ${advertisements} as ${earlier} on ${earlier.id} = ${applications.advertisementId}
  where ${applications.candidateUserId} = ${candidateUserId}
    and ${earlier.postId} = ${advertisements.postId}
    and ${earlier.quotaId} = ${advertisements.quotaId}
    and ${earlier.id} <> ${advertisements.id})`;

const ownCombination = alias(combinedPosts, 'own_combination');
const partner = alias(combinedPosts, 'partner');

/**
 * The posts sat in one examination with `postId` (combinePost), itself included; none when it
 * is in no active combination. A subquery, for `in`.
 */
export const postsExaminedWith = (postId: SQL | AnyColumn | number) => sql`(
  select ${partner.postId} from ${combinedPosts} as ${ownCombination}
  inner join ${combinedPosts} as ${partner} on ${partner.combination} = ${ownCombination.combination}
  where ${ownCombination.postId} = ${postId}
    and ${ownCombination.active} and ${partner.active})`;

/**
 * Whether the candidate applied to another live group of the post, or to a live group of a
 * post examined together with it: the extra-group fee (docs/decisions.md 78).
 */
const appliedToOtherGroupBy = (candidateUserId: SQL) => sql<boolean>`exists (
  select 1 from ${applications}
  inner join ${advertisements} as ${otherGroup} on ${otherGroup.id} = ${applications.advertisementId}
  where ${applications.candidateUserId} = ${candidateUserId}
    and (${otherGroup.postId} = ${advertisements.postId}
      or ${otherGroup.postId} in ${postsExaminedWith(advertisements.postId)})
    and ${otherGroup.status} = 'live'
    and ${otherGroup.id} <> ${advertisements.id})`;

/** The facts of each pair's advertisement and candidate, of an advertisement in any state. */
function selectFacts(executor: Executor, pairs: SQL) {
  return executor
    .select({
      candidateUserId: pairCandidate,
      id: advertisements.id,
      status: advertisements.status,
      postId: advertisements.postId,
      postEn: posts.nameEn,
      postNe: posts.nameNe,
      advertisementNumber: advertisements.advertisementNumber,
      quotaCode: quotas.code,
      quotaEn: quotas.nameEn,
      quotaNe: quotas.nameNe,
      feePaisa: advertisements.feePaisa,
      extraFeePaisa: advertisements.extraFeePaisa,
      singleFeeDeadline: publishedDates.singleFeeDeadline,
      doubleFeeDeadline: publishedDates.doubleFeeDeadline,
      ageCutOffDate: publishedDates.ageCutOffDate,
      ageRules: ageRulesOfPost,
      qualifications: qualificationsOfPost,
      dobAd: candidates.dobAd,
      gender: candidates.gender,
      disabled: candidateExtraDetails.physicallyDisabled,
      employmentStatus: candidateExtraDetails.employmentStatus,
      declaredGroupCodes: declaredGroupCodesOf(pairCandidate),
      educations: educationsOf(pairCandidate),
      myApplicationId: myApplicationTo(pairCandidate),
      appliedToOtherGroup: appliedToOtherGroupBy(pairCandidate),
      appliedEarlier: appliedEarlierBy(pairCandidate),
    })
    .from(pairs)
    .innerJoin(advertisements, eq(advertisements.id, pairAdvertisement))
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .innerJoin(quotas, eq(quotas.id, advertisements.quotaId))
    .leftJoin(candidates, eq(candidates.userId, pairCandidate))
    .leftJoin(candidateExtraDetails, eq(candidateExtraDetails.candidateUserId, pairCandidate))
    .$dynamic();
}

/**
 * What the check needs of a live advertisement and of a candidate, for each pair, in one
 * statement: the advertisement with its post's age limits and qualifications; the candidate's
 * date of birth, gender, disability, employment, declared groups and educations; their
 * application to it and whether they applied to another live group of its post, or to an
 * earlier advertisement of the same post and group. A pair whose advertisement is neither live
 * nor pre-live has no row; `dobAd` and `gender` are null when the user is no candidate.
 */
export async function findVacancyFacts(executor: Executor, pairs: readonly VacancyPair[]) {
  return vacancyFacts(executor).execute({
    candidateUserIds: pairs.map((p) => p.candidateUserId),
    advertisementIds: pairs.map((p) => p.advertisementId),
  });
}

const vacancyFacts = namedStatement('eligibility_vacancy_facts', (executor) =>
  selectFacts(
    executor,
    pairsOf(sql.placeholder('candidateUserIds'), sql.placeholder('advertisementIds')),
  ).where(inArray(advertisements.status, ['live', 'pre_live'])),
);

/** The same facts of one pair whatever the advertisement's state: scrutiny reads closed ones. */
export async function findFactsOfAnyAdvertisement(executor: Executor, pair: VacancyPair) {
  const [row] = await selectFacts(
    executor,
    pairsOf(sql.param([pair.candidateUserId]), sql.param([pair.advertisementId])),
  );
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

/** The advisory lock space of candidates' applies (any number; this one spells APPL). */
const CANDIDATE_LOCKS = 0x4150504c;

/**
 * Takes each candidate's apply lock for the rest of the transaction: two applications of one
 * candidate are decided one after the other, so two groups of a post sent at once cannot both
 * be charged as the first. A statement of its own, before the facts are read: a read in the
 * same statement would see the applications as they were before the lock was granted. In id
 * order, so two batches that share candidates wait for each other instead of deadlocking. An
 * advisory lock, not a row lock: it writes nothing, and blocks nothing but another apply.
 *
 * The same statement, with no round trip of its own, has the rest of the transaction run its
 * named statements on their generic plans (`plan_cache_mode`, until the transaction ends).
 * They take arrays of ids, for which PostgreSQL otherwise plans anew at every run, judging a
 * plan for an array of unknown length dearer than one for the three ids of a batch: planning
 * the facts and the read-back took 5 ms a batch, running them 1 (decision 173).
 */
export async function lockCandidates(executor: Executor, candidateUserIds: readonly number[]) {
  await executor.execute(sql`select pg_advisory_xact_lock(${CANDIDATE_LOCKS}, id),
      set_config('plan_cache_mode', 'force_generic_plan', true)
    from (select distinct id from unnest(${sql.param(candidateUserIds)}::int[]) as id
      order by id) as ids`);
}
