import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { TDistributionHistoryQuery, UnadvertisedHeading } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { joinPostPlace, postPlaceColumns } from '../../db/post-place';
import { containsFolded, containsPattern } from '../../db/like-pattern';
import { listPage } from '../../db/paging';
import { readAll } from '../../db/read-all';
import {
  classes,
  distributionLogSeats,
  distributionLogs,
  distributions,
  districts,
  localBodies,
  ministries,
  ministryOffices,
  postTypes,
  posts,
  provinces,
  quotas,
  requisitions,
  services,
} from '../../db/schema';

/** A log with the names the history list shows (the spec's columns). */
const itemColumns = {
  log: distributionLogs,
  ...postPlaceColumns,
  postTypeEn: postTypes.nameEn,
  postTypeNe: postTypes.nameNe,
  ministryId: ministries.id,
  ministryEn: ministries.nameEn,
  ministryNe: ministries.nameNe,
  officeEn: ministryOffices.nameEn,
  officeNe: ministryOffices.nameNe,
};

function itemQuery(executor: Executor) {
  return joinPostPlace(
    executor.select(itemColumns).from(distributionLogs).$dynamic(),
    distributionLogs.postId,
  )
    .leftJoin(postTypes, eq(postTypes.id, posts.postTypeId))
    .innerJoin(ministryOffices, eq(ministryOffices.id, distributionLogs.demandOfficeId))
    .innerJoin(ministries, eq(ministries.id, ministryOffices.ministryId));
}

export type HistoryItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['execute']>>[number];

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(
    ilike(distributionLogs.chalaniNumber, containsPattern(search)),
    containsFolded(posts.nameEn, search),
    containsFolded(posts.nameNe, search),
    containsFolded(ministryOffices.nameEn, search),
    containsFolded(ministryOffices.nameNe, search),
  );
}

/** A page of the history, newest publish date first. */
export function listLogs(executor: Executor, query: TDistributionHistoryQuery) {
  const where = and(
    searchCondition(query.search),
    query.fiscalYear ? eq(distributionLogs.fiscalYear, query.fiscalYear) : undefined,
    query.source === 'niyukti' ? isNotNull(distributionLogs.distributionId) : undefined,
    query.source === 'entered' ? isNull(distributionLogs.distributionId) : undefined,
  );
  return listPage(
    executor,
    itemQuery(executor).where(where).$dynamic(),
    [desc(distributionLogs.publishDate), desc(distributionLogs.id)],
    query,
  );
}

/** One log with every field's names: the list's, its office's district and province, its local
 * body and the requisition a Niyukti distribution was made for. */
export async function findLog(executor: Executor, id: number) {
  const [row] = await joinPostPlace(
    executor
      .select({
        ...itemColumns,
        districtId: districts.id,
        districtEn: districts.nameEn,
        districtNe: districts.nameNe,
        provinceId: provinces.id,
        provinceEn: provinces.nameEn,
        provinceNe: provinces.nameNe,
        localBodyId: localBodies.id,
        localBodyEn: localBodies.nameEn,
        localBodyNe: localBodies.nameNe,
        requisitionId: requisitions.id,
        requisitionNumber: requisitions.number,
      })
      .from(distributionLogs)
      .$dynamic(),
    distributionLogs.postId,
  )
    .leftJoin(postTypes, eq(postTypes.id, posts.postTypeId))
    .innerJoin(ministryOffices, eq(ministryOffices.id, distributionLogs.demandOfficeId))
    .innerJoin(ministries, eq(ministries.id, ministryOffices.ministryId))
    .innerJoin(districts, eq(districts.id, ministryOffices.districtId))
    .innerJoin(provinces, eq(provinces.id, districts.provinceId))
    .leftJoin(localBodies, eq(localBodies.id, distributionLogs.localBodyId))
    .leftJoin(distributions, eq(distributions.id, distributionLogs.distributionId))
    .leftJoin(requisitions, eq(requisitions.id, distributions.requisitionId))
    .where(eq(distributionLogs.id, id));
  return row;
}

/** The logs of a post for an office, oldest first: the rotation's past. */
export function listLogsOfPlace(executor: Executor, postId: number, demandOfficeId: number) {
  return executor
    .select()
    .from(distributionLogs)
    .where(
      and(eq(distributionLogs.postId, postId), eq(distributionLogs.demandOfficeId, demandOfficeId)),
    )
    .orderBy(asc(distributionLogs.publishDate), asc(distributionLogs.id));
}

/** The seats of the given logs with their quotas' names (a heading's is named by the caller). */
export function listSeats(executor: Executor, logIds: readonly number[]) {
  if (logIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      logId: distributionLogSeats.logId,
      quotaId: distributionLogSeats.quotaId,
      heading: distributionLogSeats.heading,
      seats: distributionLogSeats.seats,
      quotaEn: quotas.nameEn,
      quotaNe: quotas.nameNe,
    })
    .from(distributionLogSeats)
    .leftJoin(quotas, eq(quotas.id, distributionLogSeats.quotaId))
    .where(inArray(distributionLogSeats.logId, [...logIds]))
    .orderBy(asc(distributionLogSeats.id));
}

export type NewLog = typeof distributionLogs.$inferInsert;
export type LogSeatsValues = {
  quotaId: number | null;
  heading: UnadvertisedHeading | null;
  seats: number;
};

/** The log entered for the same letter (post, office, fiscal year, chalani number), locked. */
export async function lockLogOfLetter(
  executor: Executor,
  letter: Pick<NewLog, 'postId' | 'demandOfficeId' | 'fiscalYear' | 'chalaniNumber'>,
) {
  const [row] = await executor
    .select()
    .from(distributionLogs)
    .where(
      and(
        eq(distributionLogs.postId, letter.postId),
        eq(distributionLogs.demandOfficeId, letter.demandOfficeId),
        eq(distributionLogs.fiscalYear, letter.fiscalYear),
        eq(distributionLogs.chalaniNumber, letter.chalaniNumber),
      ),
    )
    .for('update');
  return row;
}

export async function lockLog(executor: Executor, id: number) {
  const [row] = await executor
    .select()
    .from(distributionLogs)
    .where(eq(distributionLogs.id, id))
    .for('update');
  return row;
}

/** Writes a log and its seats; an existing id is overwritten, its seats replaced. */
export async function saveLog(
  executor: Executor,
  values: NewLog,
  seats: readonly LogSeatsValues[],
  existingId?: number,
) {
  let id = existingId;
  if (id === undefined) {
    const [row] = await executor
      .insert(distributionLogs)
      .values(values)
      .returning({ id: distributionLogs.id });
    id = row!.id;
  } else {
    await executor.update(distributionLogs).set(values).where(eq(distributionLogs.id, id));
    await executor.delete(distributionLogSeats).where(eq(distributionLogSeats.logId, id));
  }
  const logId = id;
  if (seats.length > 0)
    await executor.insert(distributionLogSeats).values(seats.map((part) => ({ ...part, logId })));
  return logId;
}

export async function deleteLog(executor: Executor, id: number) {
  await executor.delete(distributionLogs).where(eq(distributionLogs.id, id));
}

/** Which of the given posts, offices, local bodies and quotas exist (inactive ones too: history is old). */
export async function existingReferences(
  executor: Executor,
  ids: { posts: number[]; offices: number[]; localBodies: number[]; quotas: number[] },
) {
  const idsOf = async (
    table: typeof posts | typeof ministryOffices | typeof localBodies | typeof quotas,
    wanted: number[],
  ) =>
    wanted.length === 0
      ? new Set<number>()
      : new Set(
          (
            await executor
              .select({ id: table.id })
              .from(table)
              .where(inArray(table.id, [...new Set(wanted)]))
          ).map((row) => row.id),
        );
  const [postIds, officeIds, localBodyIds, quotaIds] = await readAll(executor, [
    () => idsOf(posts, ids.posts),
    () => idsOf(ministryOffices, ids.offices),
    () => idsOf(localBodies, ids.localBodies),
    () => idsOf(quotas, ids.quotas),
  ]);
  return { postIds, officeIds, localBodyIds, quotaIds };
}

/** Every quota, and every post and office with its id: the import template's lists. */
export async function templateLists(executor: Executor) {
  const [quotaRows, postRows, officeRows] = await Promise.all([
    executor
      .select({ id: quotas.id, code: quotas.code, nameEn: quotas.nameEn, nameNe: quotas.nameNe })
      .from(quotas)
      .orderBy(asc(quotas.id)),
    postsWithPlace(executor),
    executor
      .select({
        id: ministryOffices.id,
        nameEn: ministryOffices.nameEn,
        nameNe: ministryOffices.nameNe,
        ministryEn: ministries.nameEn,
      })
      .from(ministryOffices)
      .innerJoin(ministries, eq(ministries.id, ministryOffices.ministryId))
      .orderBy(asc(ministryOffices.id)),
  ]);
  return { quotas: quotaRows, posts: postRows, offices: officeRows };
}

function postsWithPlace(executor: Executor) {
  return executor
    .select({
      id: posts.id,
      nameEn: posts.nameEn,
      nameNe: posts.nameNe,
      classEn: classes.nameEn,
      serviceEn: services.nameEn,
    })
    .from(posts)
    .innerJoin(services, eq(services.id, posts.serviceId))
    .innerJoin(classes, eq(classes.id, posts.classId))
    .orderBy(asc(posts.id));
}

/** Quotas by code (the import's seat columns are named by quota code). */
export function listQuotaCodes(executor: Executor) {
  return executor.select({ id: quotas.id, code: quotas.code }).from(quotas);
}
