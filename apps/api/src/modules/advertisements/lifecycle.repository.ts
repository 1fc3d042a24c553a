// SQL of the advertisement lifecycle (back-office.md §4): the staff lists, one advertisement
// with its names, exam centres and events, and the locked reads every transition starts from.
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AdvertisementListFilter } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { joinPostPlace, postPlaceColumns } from '../../db/post-place';
import { listPage } from '../../db/paging';
import {
  advertisementEvents,
  advertisementExamCentres,
  advertisements,
  auditLog,
  distributionParts,
  districts,
  examCentres,
  localBodies,
  paymentFees,
  posts,
  quotas,
  requisitions,
  users,
} from '../../db/schema';
import { containsFolded, containsPattern } from '../../db/like-pattern';
import {
  localLevelColumns,
  localLevelDistrictJoin,
  localLevelDistricts,
  localLevelProvinceJoin,
  localLevelProvinces,
  localLevelTypeJoin,
  localLevelTypes,
} from '../master-data/index';

export type AdvertisementRow = typeof advertisements.$inferSelect;
export type NewAdvertisement = typeof advertisements.$inferInsert;
export type AdvertisementChanges = Partial<Omit<NewAdvertisement, 'id' | 'createdAt'>>;
export type NewAdvertisementEvent = typeof advertisementEvents.$inferInsert;

/**
 * An advertisement with the names of its post, service, class, group, sub-group and quota, and
 * its local level if it has one.
 */
const viewColumns = {
  advertisement: advertisements,
  ...postPlaceColumns,
  quotaEn: quotas.nameEn,
  quotaNe: quotas.nameNe,
  localBody: localLevelColumns,
  requisitionNumber: requisitions.number,
};

function viewQuery(executor: Executor) {
  return joinPostPlace(
    executor.select(viewColumns).from(advertisements).$dynamic(),
    advertisements.postId,
  )
    .innerJoin(quotas, eq(quotas.id, advertisements.quotaId))
    .leftJoin(localBodies, eq(localBodies.id, advertisements.localBodyId))
    .leftJoin(localLevelTypes, localLevelTypeJoin)
    .leftJoin(localLevelDistricts, localLevelDistrictJoin)
    .leftJoin(localLevelProvinces, localLevelProvinceJoin)
    .leftJoin(requisitions, eq(requisitions.id, advertisements.requisitionId));
}

export type AdvertisementViewRow = Awaited<
  ReturnType<ReturnType<typeof viewQuery>['execute']>
>[number];

function filterCondition(filter: AdvertisementListFilter): SQL | undefined {
  switch (filter) {
    case 'pending':
      return and(eq(advertisements.status, 'pending'), isNull(advertisements.scheduledPublishAt));
    case 'scheduled':
      return and(
        eq(advertisements.status, 'pending'),
        isNotNull(advertisements.scheduledPublishAt),
      );
    case 'published':
      return inArray(advertisements.status, ['pre_live', 'live']);
    default:
      return eq(advertisements.status, filter);
  }
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(advertisements.code, pattern),
    ilike(advertisements.advertisementNumber, pattern),
    ilike(advertisements.oldAdvertisementNumber, pattern),
    containsFolded(posts.nameEn, search),
    containsFolded(posts.nameNe, search),
  );
}

const SORTABLE: Record<string, SQL> = {
  code: sql`${advertisements.code}`,
  advertisementNumber: sql`${advertisements.advertisementNumber}`,
  publishDateAd: sql`${advertisements.publishDate}`,
  singleFeeDeadlineAd: sql`${advertisements.singleFeeDeadline}`,
  scheduledPublishAt: sql`${advertisements.scheduledPublishAt}`,
  vacancyCount: sql`${advertisements.vacancyCount}`,
};

export interface AdvertisementListQuery {
  filter: AdvertisementListFilter;
  page: number;
  pageSize: number;
  search?: string;
  sort?: { field: string; direction: 'asc' | 'desc' } | null;
}

/** One page of a list; the scheduled list reads soonest first, the others newest first. */
export async function listAdvertisements(executor: Executor, query: AdvertisementListQuery) {
  const where = and(filterCondition(query.filter), searchCondition(query.search));
  const sortColumn = query.sort ? SORTABLE[query.sort.field] : undefined;
  const order = sortColumn
    ? [query.sort!.direction === 'desc' ? desc(sortColumn) : asc(sortColumn)]
    : query.filter === 'scheduled'
      ? [asc(advertisements.scheduledPublishAt)]
      : [desc(advertisements.createdAt)];
  const listed = viewQuery(executor).where(where).$dynamic();
  return listPage(executor, listed, [...order, desc(advertisements.id)], query);
}

export async function findAdvertisementView(executor: Executor, id: number) {
  const [row] = await viewQuery(executor).where(eq(advertisements.id, id));
  return row;
}

/** The row, locked until the transaction ends: every transition starts here. */
export async function lockAdvertisement(executor: Executor, id: number) {
  const [row] = await executor
    .select()
    .from(advertisements)
    .where(eq(advertisements.id, id))
    .for('update');
  return row;
}

/**
 * Pending advertisements whose scheduled moment has come, locked; rows another instance holds
 * are skipped, so several API instances can run the job at once.
 */
export async function lockDueScheduled(executor: Executor, now: Date, limit: number) {
  return executor
    .select()
    .from(advertisements)
    .where(and(eq(advertisements.status, 'pending'), lte(advertisements.scheduledPublishAt, now)))
    .orderBy(asc(advertisements.scheduledPublishAt), asc(advertisements.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Another advertisement already holding this number or code (the unique keys ask the same); for a
 * number, also a distribution that reserved it for an advertisement other than this one.
 */
export async function findClash(
  executor: Executor,
  field: 'code' | 'advertisementNumber',
  value: string,
  exceptId?: number,
) {
  const column = advertisements[field];
  const [row] = await executor
    .select({ id: advertisements.id })
    .from(advertisements)
    .where(
      and(
        eq(column, value),
        exceptId === undefined ? undefined : sql`${advertisements.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  if (row || field === 'code') return row !== undefined;
  const [reserved] = await executor
    .select({ id: distributionParts.id })
    .from(distributionParts)
    .where(
      and(
        eq(distributionParts.advertisementNumber, value),
        exceptId === undefined
          ? undefined
          : sql`${distributionParts.advertisementId} is distinct from ${exceptId}`,
      ),
    )
    .limit(1);
  return reserved !== undefined;
}

export async function postExists(executor: Executor, id: number) {
  const [row] = await executor.select({ id: posts.id }).from(posts).where(eq(posts.id, id));
  return row !== undefined;
}

/** The master-data fee of a further group for the post's class, if the class has a fee. */
export async function findExtraGroupFee(executor: Executor, postId: number) {
  const [row] = await executor
    .select({ extraPrice: paymentFees.extraPrice })
    .from(posts)
    .innerJoin(paymentFees, eq(paymentFees.classId, posts.classId))
    .where(eq(posts.id, postId));
  return row?.extraPrice ?? null;
}

export async function quotaExists(executor: Executor, id: number) {
  const [row] = await executor.select({ id: quotas.id }).from(quotas).where(eq(quotas.id, id));
  return row !== undefined;
}

/** Those of `ids` that name an active exam centre. */
export async function findActiveExamCentreIds(executor: Executor, ids: readonly number[]) {
  const rows = await executor
    .select({ id: examCentres.id })
    .from(examCentres)
    .where(and(inArray(examCentres.id, [...ids]), eq(examCentres.active, true)));
  return rows.map((row) => row.id);
}

/** Every active exam centre, for an advertisement a distribution makes. */
export async function listActiveExamCentreIds(executor: Executor) {
  const rows = await executor
    .select({ id: examCentres.id })
    .from(examCentres)
    .where(eq(examCentres.active, true))
    .orderBy(asc(examCentres.id));
  return rows.map((row) => row.id);
}

/** The active master-data fee of the post's class, in paisa. */
export async function findClassFee(executor: Executor, postId: number) {
  const [row] = await executor
    .select({ basicPaisa: paymentFees.basicPrice, extraPaisa: paymentFees.extraPrice })
    .from(posts)
    .innerJoin(paymentFees, eq(paymentFees.classId, posts.classId))
    .where(and(eq(posts.id, postId), eq(paymentFees.active, true)));
  return row ?? null;
}

export async function insertExamCentres(
  executor: Executor,
  advertisementId: number,
  examCentreIds: readonly number[],
) {
  await executor
    .insert(advertisementExamCentres)
    .values(examCentreIds.map((examCentreId) => ({ advertisementId, examCentreId })));
}

/** The centres candidates of an advertisement choose between, with their districts, by name. */
export async function listExamCentres(executor: Executor, advertisementId: number) {
  return executor
    .select({
      id: examCentres.id,
      nameEn: examCentres.nameEn,
      nameNe: examCentres.nameNe,
      districtEn: districts.nameEn,
      districtNe: districts.nameNe,
    })
    .from(advertisementExamCentres)
    .innerJoin(examCentres, eq(examCentres.id, advertisementExamCentres.examCentreId))
    .innerJoin(districts, eq(districts.id, examCentres.districtId))
    .where(eq(advertisementExamCentres.advertisementId, advertisementId))
    .orderBy(asc(examCentres.nameEn));
}

export type AdvertisementExamCentreRow = Awaited<ReturnType<typeof listExamCentres>>[number];

export async function insertAdvertisement(executor: Executor, values: NewAdvertisement) {
  const [row] = await executor.insert(advertisements).values(values).returning();
  return row!;
}

export async function updateAdvertisement(
  executor: Executor,
  id: number,
  changes: AdvertisementChanges,
) {
  const [row] = await executor
    .update(advertisements)
    .set(changes)
    .where(eq(advertisements.id, id))
    .returning();
  return row!;
}

export async function insertEvent(executor: Executor, event: NewAdvertisementEvent) {
  await executor.insert(advertisementEvents).values(event);
}

/** The timeline, oldest first, with who acted (null for the scheduler). */
export async function listEvents(executor: Executor, advertisementId: number) {
  return executor
    .select({
      id: advertisementEvents.id,
      action: advertisementEvents.action,
      fromStatus: advertisementEvents.fromStatus,
      toStatus: advertisementEvents.toStatus,
      remarks: advertisementEvents.remarks,
      at: advertisementEvents.at,
      actorId: users.id,
      actorUsername: users.username,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(advertisementEvents)
    .leftJoin(users, eq(users.id, advertisementEvents.actorUserId))
    .where(eq(advertisementEvents.advertisementId, advertisementId))
    .orderBy(asc(advertisementEvents.at), asc(advertisementEvents.id));
}

export type AdvertisementEventRow = Awaited<ReturnType<typeof listEvents>>[number];

/** The scheduler's own audit entries: no person acted, so the actor is empty. */
export async function recordSchedulerAudit(
  executor: Executor,
  entry: { action: string; entityId: string; before: unknown; after: unknown },
) {
  await executor.insert(auditLog).values({ ...entry, actorUserId: null, entity: 'advertisement' });
}
