import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  getTableColumns,
  ilike,
  inArray,
  lt,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { addDaysIso, toLatinDigits, type TApplicationsReportQuery } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { listPage, type PageRequest } from '../../db/paging';
import {
  advertisements,
  applicationEvents,
  applications,
  candidates,
  classes,
  examCentres,
  payments,
  posts,
  registrationDayCounts,
  users,
} from '../../db/schema';
import type { Summary } from '../../db/report-summaries';
import { nepalDay, nepalMidnight } from '../../db/nepal-day';
import { ofFiscalYear } from '../../db/advertisement-fiscal-year';
import { readAll } from '../../db/read-all';

// The staff reports' reads (decision 157): counts by day, class and advertisement, and the
// lists of applications and candidates with their personal data. Days are Nepal's (UTC+05:45,
// no daylight saving), so "today" is the commission's today.

const byGender = (unit: SQL = sql`*`) => ({
  male: sql<number>`count(${unit}) filter (where ${candidates.gender} = 'male')::int`,
  female: sql<number>`count(${unit}) filter (where ${candidates.gender} = 'female')::int`,
  other: sql<number>`count(${unit}) filter (where ${candidates.gender} = 'other')::int`,
  total: sql<number>`count(${unit})::int`,
});

/**
 * Candidates by the Nepal day they registered, by gender, with those who have applied since:
 * counted whole into `registration_day_counts` (decision 161), a few hundred rows a season.
 */
export const REGISTRATION_SUMMARY: Summary = {
  name: 'registered-candidates',
  async count(tx) {
    const day = nepalDay(users.createdAt);
    await tx.delete(registrationDayCounts);
    await tx.execute(sql`
      insert into ${registrationDayCounts} (day, male, female, other, total, applied)
      select ${day}, ${sql.join(Object.values(byGender()), sql`, `)},
        count(applied.candidate_user_id)::int
      from ${candidates}
      join ${users} on ${users.id} = ${candidates.userId}
      left join (select distinct ${applications.candidateUserId} as candidate_user_id
        from ${applications}) as applied on applied.candidate_user_id = ${candidates.userId}
      group by 1`);
  },
};

/** Registered between two Nepal days, both included (either may be open). */
const registeredBetween = (from?: string, to?: string) =>
  and(
    from ? gte(registrationDayCounts.day, from) : undefined,
    to ? lte(registrationDayCounts.day, to) : undefined,
  );

const { day: _day, ...dayCounts } = getTableColumns(registrationDayCounts);

/** A page of the registration days, newest first, as counted. */
export function registrationDays(
  executor: Executor,
  range: { from?: string; to?: string },
  page: PageRequest,
) {
  const query = executor
    .select({ date: registrationDayCounts.day, ...dayCounts })
    .from(registrationDayCounts)
    .where(registeredBetween(range.from, range.to))
    .$dynamic();
  return listPage(executor, query, [desc(registrationDayCounts.day)], page);
}

/** The registration days' sums, as counted. */
export async function registeredTotals(executor: Executor, range: { from?: string; to?: string }) {
  const summed = (column: SQLWrapper) => sql<number>`coalesce(sum(${column}), 0)::int`;
  const [row] = await executor
    .select({
      male: summed(registrationDayCounts.male),
      female: summed(registrationDayCounts.female),
      other: summed(registrationDayCounts.other),
      total: summed(registrationDayCounts.total),
      applied: summed(registrationDayCounts.applied),
    })
    .from(registrationDayCounts)
    .where(registeredBetween(range.from, range.to));
  return row!;
}

const isPaid = sql`${applications.paymentStatus} = 'paid'`;
const paidWith = (status: string) =>
  sql<number>`count(${applications.id}) filter (where ${isPaid}
    and ${applications.scrutinyStatus} = ${status})::int`;
/** Applications, and forms by scrutiny status, over a join that may bring no application. */
const applicationCounts = {
  applications: sql<number>`count(${applications.id})::int`,
  paid: sql<number>`count(${applications.id}) filter (where ${isPaid})::int`,
  pending: paidWith('pending'),
  hold: paidWith('hold'),
  approved: paidWith('approved'),
  rejected: paidWith('rejected'),
};

/** Advertisements whose applications the reports count: open to them now, or closed since. */
const applied = sql`${advertisements.status} in ('live', 'closed')`;

/** Each class's advertisements and vacancies of a fiscal year. */
export function advertisementsByClass(executor: Executor, fiscalYear?: string) {
  return executor
    .select({
      classId: classes.id,
      classEn: classes.nameEn,
      classNe: classes.nameNe,
      advertisements: sql<number>`count(*)::int`,
      vacancies: sql<number>`sum(${advertisements.vacancyCount})::int`,
    })
    .from(advertisements)
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .innerJoin(classes, eq(classes.id, posts.classId))
    .where(and(applied, ofFiscalYear(fiscalYear)))
    .groupBy(classes.id)
    .orderBy(asc(classes.id));
}

/** Each class's applications of a fiscal year, and its forms by scrutiny status. */
export function applicationsByClass(executor: Executor, fiscalYear?: string) {
  return executor
    .select({ classId: posts.classId, ...applicationCounts })
    .from(applications)
    .innerJoin(advertisements, eq(advertisements.id, applications.advertisementId))
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .where(and(applied, ofFiscalYear(fiscalYear)))
    .groupBy(posts.classId);
}

export interface AdvertisementCountsQuery extends PageRequest {
  fiscalYear?: string;
  search?: string;
}

/** A page of the advertisements the reports count, newest first, with their names. */
export function advertisementsPage(executor: Executor, query: AdvertisementCountsQuery) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const listed = executor
    .select({
      advertisementId: advertisements.id,
      advertisementNumber: advertisements.advertisementNumber,
      code: advertisements.code,
      postEn: posts.nameEn,
      postNe: posts.nameNe,
      vacancies: advertisements.vacancyCount,
    })
    .from(advertisements)
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .where(
      and(
        applied,
        ofFiscalYear(query.fiscalYear),
        pattern
          ? or(
              ilike(advertisements.code, pattern),
              ilike(advertisements.advertisementNumber, pattern),
              ilike(posts.nameEn, pattern),
              ilike(posts.nameNe, pattern),
            )
          : undefined,
      ),
    )
    .$dynamic();
  return listPage(executor, listed, [desc(advertisements.id)], query);
}

export type AdvertisementLine = Awaited<ReturnType<typeof advertisementsPage>>['rows'][number];

/** Applications of each advertisement by where they stand and by the applicant's gender. */
export function countsByAdvertisement(executor: Executor, advertisementIds: number[]) {
  if (advertisementIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      advertisementId: applications.advertisementId,
      ...applicationCounts,
      male: byGender().male,
      female: byGender().female,
      other: byGender().other,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.userId, applications.candidateUserId))
    .where(sql`${applications.advertisementId} in ${advertisementIds}`)
    .groupBy(applications.advertisementId);
}

/** Applications of each advertisement, and those its candidates made by re-applying. */
export function reapplicationsOf(executor: Executor, advertisementIds: number[]) {
  if (advertisementIds.length === 0) return Promise.resolve([]);
  const reapplied = sql`exists (select 1 from ${applicationEvents}
    where ${applicationEvents.applicationId} = ${applications.id}
      and ${applicationEvents.kind} = 'applied'
      and (${applicationEvents.detail} ->> 'reapply')::boolean)`;
  return executor
    .select({
      advertisementId: applications.advertisementId,
      applications: sql<number>`count(*)::int`,
      reapplications: sql<number>`count(*) filter (where ${reapplied})::int`,
      reapplicationsPaid: sql<number>`count(*) filter (where ${reapplied} and ${isPaid})::int`,
    })
    .from(applications)
    .where(sql`${applications.advertisementId} in ${advertisementIds}`)
    .groupBy(applications.advertisementId);
}

const candidateName = sql<string>`concat_ws(' ', ${users.firstName}, ${users.middleName},
  ${users.lastName})`;
/**
 * The same name as the search reads it, written with operators PostgreSQL may index
 * (`concat_ws` may not be): the trigram index `users_name_trgm_idx` is on this expression.
 */
const searchableName = sql`(${users.firstName} || ' ' || coalesce(${users.middleName} || ' ', '')
  || ${users.lastName})`;

const applicationRowColumns = {
  applicationId: applications.id,
  masterId: candidates.masterId,
  candidateName,
  gender: candidates.gender,
  mobile: candidates.mobile,
  advertisementId: advertisements.id,
  advertisementCode: advertisements.code,
  advertisementNumber: advertisements.advertisementNumber,
  postEn: posts.nameEn,
  postNe: posts.nameNe,
  appliedAt: applications.appliedAt,
  feePaisa: applications.feePaisa,
  paymentStatus: applications.paymentStatus,
  scrutinyStatus: applications.scrutinyStatus,
  rollNumber: applications.rollNumber,
};

const applicationReportColumns = {
  ...applicationRowColumns,
  email: users.email,
  dobAd: candidates.dobAd,
  citizenshipNumber: candidates.citizenshipNumber,
  examCentreEn: examCentres.nameEn,
  examCentreNe: examCentres.nameNe,
  scrutinyRemarks: applications.scrutinyRemarks,
  paymentReference: payments.ebpCode,
};

/** The applications with their advertisement's post and their candidate. */
function selectApplicationRows(executor: Executor) {
  return executor
    .select(applicationRowColumns)
    .from(applications)
    .innerJoin(advertisements, eq(advertisements.id, applications.advertisementId))
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .innerJoin(candidates, eq(candidates.userId, applications.candidateUserId))
    .innerJoin(users, eq(users.id, applications.candidateUserId))
    .$dynamic();
}

/**
 * The users a search of people names: a master id exactly, or a name, mobile, e-mail or
 * citizenship containing it. Each table is searched by its own trigram indexes (decision 161),
 * so a search of half a million candidates reads only the rows that match.
 */
function peopleMatching(executor: Executor, search: string) {
  const latin = toLatinDigits(search.trim());
  const pattern = containsPattern(latin);
  const byUser = executor
    .select({ userId: users.id })
    .from(users)
    .where(or(ilike(searchableName, pattern), ilike(users.email, pattern)));
  const byCandidate = executor
    .select({ userId: candidates.userId })
    .from(candidates)
    .where(
      or(
        /^\d{1,9}$/.test(latin) ? eq(candidates.masterId, Number(latin)) : undefined,
        ilike(candidates.mobile, pattern),
        ilike(candidates.citizenshipNumber, pattern),
      ),
    );
  return union(byUser, byCandidate);
}

/** The advertisements the filters name (by code, by fiscal year); undefined when they name none. */
export async function advertisementIdsOf(
  executor: Executor,
  query: Pick<TApplicationsReportQuery, 'advertisementCode' | 'fiscalYear'>,
): Promise<number[] | undefined> {
  if (!query.advertisementCode && !query.fiscalYear) return undefined;
  const rows = await executor
    .select({ id: advertisements.id })
    .from(advertisements)
    .where(
      and(
        query.advertisementCode ? eq(advertisements.code, query.advertisementCode) : undefined,
        ofFiscalYear(query.fiscalYear),
      ),
    );
  return rows.map((row) => row.id);
}

export type ApplicationsFilter = Omit<TApplicationsReportQuery, 'page' | 'pageSize'> & {
  /** The advertisements the code and fiscal year name (`advertisementIdsOf`). */
  advertisementIds: number[] | undefined;
};

/**
 * The applications the filters name, as conditions on the applications table alone: the
 * advertisements by their ids (so the planner knows how many forms each has), the people by
 * a subquery. A page's ids are picked by these first, and only they are joined.
 */
function applicationsMatching(executor: Executor, filter: ApplicationsFilter) {
  const { advertisementIds: ids } = filter;
  return and(
    ids === undefined
      ? undefined
      : ids.length > 0
        ? inArray(applications.advertisementId, ids)
        : sql`false`,
    filter.paymentStatus ? eq(applications.paymentStatus, filter.paymentStatus) : undefined,
    filter.scrutinyStatus ? eq(applications.scrutinyStatus, filter.scrutinyStatus) : undefined,
    filter.appliedFrom
      ? gte(applications.appliedAt, sql`${nepalMidnight(filter.appliedFrom)}`)
      : undefined,
    filter.appliedTo
      ? sql`${applications.appliedAt} < ${nepalMidnight(addDaysIso(filter.appliedTo, 1))}`
      : undefined,
    filter.search
      ? inArray(applications.candidateUserId, peopleMatching(executor, filter.search))
      : undefined,
  );
}

/**
 * The rows of the applications `where` names, newest first, `limit` from `offset`: their ids
 * picked on the applications table alone, then only those joined.
 */
function applicationRowsOf(executor: Executor, where: SQL | undefined, limit: number, offset = 0) {
  const picked = executor
    .select({ id: applications.id })
    .from(applications)
    .where(where)
    .orderBy(desc(applications.id))
    .limit(limit)
    .offset(offset);
  return selectApplicationRows(executor)
    .where(inArray(applications.id, picked))
    .orderBy(desc(applications.id));
}

/** A page of the applications the filters name, newest first, and how many they name. */
export async function applicationsPage(
  executor: Executor,
  filter: ApplicationsFilter,
  { page, pageSize }: PageRequest,
) {
  const where = applicationsMatching(executor, filter);
  const [rows, [counted]] = await readAll(executor, [
    () => applicationRowsOf(executor, where, pageSize, (page - 1) * pageSize),
    () => executor.select({ total: count() }).from(applications).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * The applications the filters name after `beforeId`, newest first, `limit` at a time: the
 * spreadsheet reads the whole result by keyset, so each batch costs the same however deep.
 */
export function applicationsBatch(
  executor: Executor,
  filter: ApplicationsFilter,
  beforeId: number | null,
  limit: number,
) {
  const where = and(
    applicationsMatching(executor, filter),
    beforeId === null ? undefined : lt(applications.id, beforeId),
  );
  return applicationRowsOf(executor, where, limit);
}

/** One application with its candidate's identity, centre and paid payment's reference. */
export async function findApplicationReport(executor: Executor, applicationId: number) {
  const [row] = await executor
    .select(applicationReportColumns)
    .from(applications)
    .innerJoin(advertisements, eq(advertisements.id, applications.advertisementId))
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .innerJoin(candidates, eq(candidates.userId, applications.candidateUserId))
    .innerJoin(users, eq(users.id, applications.candidateUserId))
    .innerJoin(examCentres, eq(examCentres.id, applications.examCentreId))
    .leftJoin(
      payments,
      and(eq(payments.applicationId, applications.id), eq(payments.status, 'paid')),
    )
    .where(eq(applications.id, applicationId));
  return row;
}

/** A candidate's applications, newest first. */
export function applicationsOfCandidate(executor: Executor, candidateUserId: number) {
  return selectApplicationRows(executor)
    .where(eq(applications.candidateUserId, candidateUserId))
    .orderBy(desc(applications.id));
}

const candidateColumns = {
  userId: users.id,
  masterId: candidates.masterId,
  name: candidateName,
  gender: candidates.gender,
  dobAd: candidates.dobAd,
  mobile: candidates.mobile,
  email: users.email,
  citizenshipNumber: candidates.citizenshipNumber,
  registeredAt: users.createdAt,
  applications: sql<number>`(select count(*) from ${applications}
    where ${applications.candidateUserId} = ${users.id})::int`,
};

const selectCandidates = (executor: Executor) =>
  executor
    .select(candidateColumns)
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .$dynamic();

/** The candidates a search names, as a condition on the candidates table alone. */
const candidatesMatching = (executor: Executor, search: string | undefined) =>
  search ? inArray(candidates.userId, peopleMatching(executor, search)) : undefined;

/** A page of the candidates a search matches, by master id, and how many it matches. */
export async function candidatesPage(
  executor: Executor,
  search: string | undefined,
  { page, pageSize }: PageRequest,
) {
  const where = candidatesMatching(executor, search);
  const [rows, [counted]] = await readAll(executor, [
    () =>
      selectCandidates(executor)
        .where(where)
        .orderBy(asc(candidates.masterId))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () => executor.select({ total: count() }).from(candidates).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export function candidatesBatch(
  executor: Executor,
  search: string | undefined,
  afterMasterId: number,
  limit: number,
) {
  return selectCandidates(executor)
    .where(and(candidatesMatching(executor, search), gt(candidates.masterId, afterMasterId)))
    .orderBy(asc(candidates.masterId))
    .limit(limit);
}

export async function findCandidateByMasterId(executor: Executor, masterId: number) {
  const [row] = await selectCandidates(executor).where(eq(candidates.masterId, masterId));
  return row;
}
