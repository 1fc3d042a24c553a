import { and, asc, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
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
  users,
} from '../../db/schema';
import { ofFiscalYear } from '../../db/advertisement-fiscal-year';

// The staff reports' reads (decision 157): counts by day, class and advertisement, and the
// lists of applications and candidates with their personal data. Days are Nepal's (UTC+05:45,
// no daylight saving), so "today" is the commission's today.

/** The A.D. day in Nepal of a timestamp column. */
const nepalDay = (column: SQL | typeof users.createdAt) =>
  sql<string>`((${column} at time zone 'UTC') + interval '5 hours 45 minutes')::date`;
/** The instant a Nepal day starts. */
const nepalMidnight = (isoDay: string) => sql`(${isoDay}::date - interval '5 hours 45 minutes')
  at time zone 'UTC'`;

const byGender = (unit: SQL = sql`*`) => ({
  male: sql<number>`count(${unit}) filter (where ${candidates.gender} = 'male')::int`,
  female: sql<number>`count(${unit}) filter (where ${candidates.gender} = 'female')::int`,
  other: sql<number>`count(${unit}) filter (where ${candidates.gender} = 'other')::int`,
  total: sql<number>`count(${unit})::int`,
});

/** Registered between two Nepal days, both included (either may be open). */
function registeredBetween(from?: string, to?: string) {
  return and(
    from ? gte(users.createdAt, sql`${nepalMidnight(from)}`) : undefined,
    to ? sql`${users.createdAt} < ${nepalMidnight(addDaysIso(to, 1))}` : undefined,
  );
}

export function registrationDays(
  executor: Executor,
  range: { from?: string; to?: string },
  page: PageRequest,
) {
  const day = nepalDay(users.createdAt);
  const query = executor
    .select({ date: sql<string>`${day}::text`.as('date'), ...byGender() })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(registeredBetween(range.from, range.to))
    .groupBy(day)
    .$dynamic();
  return listPage(executor, query, [desc(sql`1`)], page);
}

export async function registeredTotals(executor: Executor, range: { from?: string; to?: string }) {
  const [row] = await executor
    .select({
      ...byGender(),
      applied: sql<number>`count(*) filter (where exists (select 1 from ${applications}
        where ${applications.candidateUserId} = ${candidates.userId}))::int`,
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
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

/** What a search of people matches: a master id exactly, or a name, mobile, e-mail or citizenship. */
function personMatching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const latin = toLatinDigits(search.trim());
  const pattern = containsPattern(latin);
  return or(
    /^\d{1,9}$/.test(latin) ? eq(candidates.masterId, Number(latin)) : undefined,
    ilike(candidateName, pattern),
    ilike(candidates.mobile, pattern),
    ilike(users.email, pattern),
    ilike(candidates.citizenshipNumber, pattern),
  );
}

function applicationsMatching(query: Omit<TApplicationsReportQuery, 'page' | 'pageSize'>) {
  return and(
    query.advertisementCode ? eq(advertisements.code, query.advertisementCode) : undefined,
    ofFiscalYear(query.fiscalYear),
    query.paymentStatus ? eq(applications.paymentStatus, query.paymentStatus) : undefined,
    query.scrutinyStatus ? eq(applications.scrutinyStatus, query.scrutinyStatus) : undefined,
    query.appliedFrom
      ? gte(applications.appliedAt, sql`${nepalMidnight(query.appliedFrom)}`)
      : undefined,
    query.appliedTo
      ? sql`${applications.appliedAt} < ${nepalMidnight(addDaysIso(query.appliedTo, 1))}`
      : undefined,
    personMatching(query.search),
  );
}

/** A page of the applications the filters name, newest first. */
export function applicationsPage(executor: Executor, query: TApplicationsReportQuery) {
  return listPage(
    executor,
    selectApplicationRows(executor).where(applicationsMatching(query)),
    [desc(applications.id)],
    query,
  );
}

/**
 * The applications the filters name after `beforeId`, newest first, `limit` at a time: the
 * spreadsheet reads the whole result by keyset, so each batch costs the same however deep.
 */
export function applicationsBatch(
  executor: Executor,
  query: Omit<TApplicationsReportQuery, 'page' | 'pageSize'>,
  beforeId: number | null,
  limit: number,
) {
  return selectApplicationRows(executor)
    .where(
      and(
        applicationsMatching(query),
        beforeId === null ? undefined : sql`${applications.id} < ${beforeId}`,
      ),
    )
    .orderBy(desc(applications.id))
    .limit(limit);
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

/** A page of the candidates a search matches, by master id. */
export function candidatesPage(executor: Executor, search: string | undefined, page: PageRequest) {
  return listPage(
    executor,
    selectCandidates(executor).where(personMatching(search)),
    [asc(candidates.masterId)],
    page,
  );
}

export function candidatesBatch(
  executor: Executor,
  search: string | undefined,
  afterMasterId: number,
  limit: number,
) {
  return selectCandidates(executor)
    .where(and(personMatching(search), sql`${candidates.masterId} > ${afterMasterId}`))
    .orderBy(asc(candidates.masterId))
    .limit(limit);
}

export async function findCandidateByMasterId(executor: Executor, masterId: number) {
  const [row] = await selectCandidates(executor).where(eq(candidates.masterId, masterId));
  return row;
}
