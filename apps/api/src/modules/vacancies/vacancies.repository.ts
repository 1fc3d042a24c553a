import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { listPage } from '../../db/paging';
import {
  advertisements,
  applications,
  classes,
  faculties,
  localBodies,
  postSubjects,
  posts,
  quotas,
  serviceGroups,
  services,
  subjects,
} from '../../db/schema';
import { containsFolded, containsPattern } from '../../db/like-pattern';
import { appliedEarlierBy, postsExaminedWith } from '../eligibility/index';
import {
  localLevelColumns,
  localLevelDistrictJoin,
  localLevelDistricts,
  localLevelProvinceJoin,
  localLevelProvinces,
  localLevelTypeJoin,
  localLevelTypes,
} from '../master-data/index';
import { publishedDates } from '../../db/published-dates';

const groups = alias(serviceGroups, 'groups');

/** The columns of a vacancy as candidates see it; one select shared by list and detail. */
const vacancyColumns = {
  id: advertisements.id,
  code: advertisements.code,
  advertisementNumber: advertisements.advertisementNumber,
  status: advertisements.status,
  postId: advertisements.postId,
  postEn: posts.nameEn,
  postNe: posts.nameNe,
  serviceEn: services.nameEn,
  serviceNe: services.nameNe,
  classEn: classes.nameEn,
  classNe: classes.nameNe,
  groupEn: groups.nameEn,
  groupNe: groups.nameNe,
  quotaEn: quotas.nameEn,
  quotaNe: quotas.nameNe,
  localBody: localLevelColumns,
  vacancyCount: advertisements.vacancyCount,
  feePaisa: advertisements.feePaisa,
  publishDate: publishedDates.publishDate,
  singleFeeDeadline: publishedDates.singleFeeDeadline,
  doubleFeeDeadline: publishedDates.doubleFeeDeadline,
  ageCutOffDate: publishedDates.ageCutOffDate,
  admitCardDate: publishedDates.admitCardDate,
};

const SORTABLE: Record<string, SQL | typeof advertisements.code> = {
  code: sql`${advertisements.code}`,
  advertisementNumber: sql`${advertisements.advertisementNumber}`,
  postEn: sql`${posts.nameEn}`,
  postNe: sql`${posts.nameNe}`,
  vacancyCount: sql`${advertisements.vacancyCount}`,
  feePaisa: sql`${advertisements.feePaisa}`,
  publishDateAd: sql`${advertisements.publishDate}`,
  singleFeeDeadlineAd: sql`${advertisements.singleFeeDeadline}`,
};

export interface VacancyPageQuery {
  page: number;
  pageSize: number;
  search?: string;
  serviceId?: number;
  classId?: number;
  quotaId?: number;
  sort?: { field: string; direction: 'asc' | 'desc' };
}

function vacancyQuery(executor: Executor) {
  return executor
    .select(vacancyColumns)
    .from(advertisements)
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .innerJoin(services, eq(services.id, posts.serviceId))
    .innerJoin(classes, eq(classes.id, posts.classId))
    .leftJoin(groups, eq(groups.id, posts.groupId))
    .innerJoin(quotas, eq(quotas.id, advertisements.quotaId))
    .leftJoin(localBodies, eq(localBodies.id, advertisements.localBodyId))
    .leftJoin(localLevelTypes, localLevelTypeJoin)
    .leftJoin(localLevelDistricts, localLevelDistrictJoin)
    .leftJoin(localLevelProvinces, localLevelProvinceJoin);
}

export type VacancyRow = Awaited<ReturnType<ReturnType<typeof vacancyQuery>['execute']>>[number];

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(advertisements.code, pattern),
    ilike(advertisements.advertisementNumber, pattern),
    containsFolded(posts.nameEn, search),
    containsFolded(posts.nameNe, search),
    containsFolded(services.nameEn, search),
    containsFolded(services.nameNe, search),
    containsFolded(quotas.nameEn, search),
    containsFolded(quotas.nameNe, search),
    containsFolded(localBodies.nameEn, search),
    containsFolded(localBodies.nameNe, search),
  );
}

/** One page of live vacancies, the same for every candidate (so it can be cached). */
export async function listLiveVacancies(executor: Executor, query: VacancyPageQuery) {
  const where = and(
    eq(advertisements.status, 'live'),
    searchCondition(query.search),
    query.serviceId === undefined ? undefined : eq(posts.serviceId, query.serviceId),
    query.classId === undefined ? undefined : eq(posts.classId, query.classId),
    query.quotaId === undefined ? undefined : eq(advertisements.quotaId, query.quotaId),
  );
  const sortColumn =
    (query.sort && SORTABLE[query.sort.field]) || sql`${advertisements.singleFeeDeadline}`;
  const order = query.sort?.direction === 'desc' ? desc(sortColumn) : asc(sortColumn);
  const listed = vacancyQuery(executor).where(where).$dynamic();
  return listPage(executor, listed, [order, asc(advertisements.id)], query);
}

export async function findVacancyById(executor: Executor, id: number) {
  const [row] = await vacancyQuery(executor).where(eq(advertisements.id, id));
  return row;
}

/** The candidate's application ids among the given advertisements (served by the unique key). */
export async function findMyApplicationIds(
  executor: Executor,
  candidateUserId: number,
  advertisementIds: number[],
): Promise<Map<number, number>> {
  if (advertisementIds.length === 0) return new Map();
  const rows = await executor
    .select({ advertisementId: applications.advertisementId, id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.candidateUserId, candidateUserId),
        inArray(applications.advertisementId, advertisementIds),
      ),
    );
  return new Map(rows.map((row) => [row.advertisementId, row.id]));
}

/**
 * The faculty and subject pairs a post offers: active pairs of active faculties and subjects
 * (to be read with post_subjects joined to faculties and subjects). `postId` may be a column,
 * for a correlated subquery.
 */
export const offeredSubjectPairs = (postId: number | typeof posts.id) =>
  and(
    eq(postSubjects.postId, postId),
    eq(postSubjects.active, true),
    eq(faculties.active, true),
    eq(subjects.active, true),
  );

/** The pairs a candidate chooses between when applying for a post, by faculty and subject. */
export async function findSubjectsOfPost(executor: Executor, postId: number) {
  return executor
    .select({
      facultyId: faculties.id,
      facultyEn: faculties.nameEn,
      facultyNe: faculties.nameNe,
      subjectId: subjects.id,
      subjectEn: subjects.nameEn,
      subjectNe: subjects.nameNe,
    })
    .from(postSubjects)
    .innerJoin(faculties, eq(faculties.id, postSubjects.facultyId))
    .innerJoin(subjects, eq(subjects.id, postSubjects.subjectId))
    .where(offeredSubjectPairs(postId))
    .orderBy(asc(faculties.nameEn), asc(subjects.nameEn));
}

/** The other posts sat in one examination with `postId` (combinePost), by English name. */
export async function findPostsExaminedWith(executor: Executor, postId: number) {
  return executor
    .select({ id: posts.id, nameEn: posts.nameEn, nameNe: posts.nameNe })
    .from(posts)
    .where(and(sql`${posts.id} in ${postsExaminedWith(postId)}`, ne(posts.id, postId)))
    .orderBy(asc(posts.nameEn));
}

/** Whether the candidate may re-apply to this (pre-live) advertisement. */
export async function mayReapply(
  executor: Executor,
  candidateUserId: number,
  advertisementId: number,
) {
  // Joined on purpose: Drizzle leaves the columns of a one-table select unqualified, and the
  // correlated subquery needs "advertisements"."post_id" spelled out.
  const [row] = await executor
    .select({ allowed: appliedEarlierBy(candidateUserId) })
    .from(advertisements)
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .where(eq(advertisements.id, advertisementId));
  return row?.allowed === true;
}

/** Pre-live advertisements of a post and group the candidate applied to before. */
export async function listReapplyVacancies(executor: Executor, candidateUserId: number) {
  return vacancyQuery(executor)
    .where(and(eq(advertisements.status, 'pre_live'), appliedEarlierBy(candidateUserId)))
    .orderBy(asc(advertisements.advertisementNumber));
}
