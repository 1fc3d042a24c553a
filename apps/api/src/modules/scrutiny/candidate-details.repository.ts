import { alias } from 'drizzle-orm/pg-core';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { allocatedTo } from './scrutiny.repository';
import type { ScrutinyStatus } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { nepalMidnight } from '../../db/nepal-day';
import {
  advertisements,
  applications,
  candidates,
  classes,
  posts,
  quotas,
  scrutinyAllocations,
} from '../../db/schema';
import { readAll } from '../../db/read-all';

// What the candidate list adds to a form (class, the candidate's applications), the form the
// candidate preview opens, and where it stands in the officer's list (back-office.md §3; issue
// 21). The candidate's parts the preview shows come from the form's profile snapshot.

const others = alias(applications, 'others');

/** Each form's class and its candidate's applications, all and today's (Nepal's day). */
export async function listExtrasOf(
  executor: Executor,
  applicationIds: readonly number[],
  today: string,
) {
  if (applicationIds.length === 0) return new Map<number, ListExtras>();
  const rows = await executor
    .select({
      id: applications.id,
      classEn: classes.nameEn,
      classNe: classes.nameNe,
      totalApplied: sql<number>`(select count(*) from ${applications} as ${others}
        where ${others.candidateUserId} = ${applications.candidateUserId})::int`,
      appliedToday: sql<number>`(select count(*) from ${applications} as ${others}
        where ${others.candidateUserId} = ${applications.candidateUserId}
          and ${others.appliedAt} >= ${nepalMidnight(today)})::int`,
    })
    .from(applications)
    .innerJoin(advertisements, eq(advertisements.id, applications.advertisementId))
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .innerJoin(classes, eq(classes.id, posts.classId))
    .where(inArray(applications.id, [...applicationIds]));
  return new Map(rows.map(({ id, ...extras }) => [id, extras]));
}

export interface ListExtras {
  classEn: string;
  classNe: string;
  totalApplied: number;
  appliedToday: number;
}

/** The form of a candidate (by master id) to an advertisement (by code). */
export async function findForm(executor: Executor, advertisementCode: string, masterId: number) {
  const [row] = await executor
    .select({
      id: applications.id,
      candidateUserId: applications.candidateUserId,
      advertisementId: applications.advertisementId,
      quotaCode: quotas.code,
      profileSnapshotId: applications.profileSnapshotId,
      scrutinyStatus: applications.scrutinyStatus,
      officerUserId: scrutinyAllocations.officerUserId,
    })
    .from(applications)
    .innerJoin(advertisements, eq(advertisements.id, applications.advertisementId))
    .innerJoin(quotas, eq(quotas.id, advertisements.quotaId))
    .innerJoin(candidates, eq(candidates.userId, applications.candidateUserId))
    .leftJoin(scrutinyAllocations, eq(scrutinyAllocations.applicationId, applications.id))
    .where(and(eq(advertisements.code, advertisementCode), eq(candidates.masterId, masterId)));
  return row;
}

export type FoundForm = NonNullable<Awaited<ReturnType<typeof findForm>>>;

/** The officer's list of a status (every form for one who sees all), as the list orders it. */
function listOf(executor: Executor, status: ScrutinyStatus, officerUserId: number | undefined) {
  return and(
    eq(applications.scrutinyStatus, status),
    officerUserId === undefined ? undefined : allocatedTo(executor, officerUserId),
  );
}

/**
 * Forms listed before `form` (applied earlier, or at once with a lower id), and after it. The
 * form's time is read in SQL: a JavaScript Date would drop its microseconds.
 */
const ofForm = (form: FoundForm) =>
  sql`(select ${applications.appliedAt}, ${applications.id} from ${applications}
    where ${applications.id} = ${form.id})`;
const before = (form: FoundForm) =>
  sql`(${applications.appliedAt}, ${applications.id}) < ${ofForm(form)}`;
const after = (form: FoundForm) =>
  sql`(${applications.appliedAt}, ${applications.id}) > ${ofForm(form)}`;

/** The neighbouring form on one side of `form` in the list, as the preview's path names it. */
async function neighbour(
  executor: Executor,
  list: SQL | undefined,
  form: FoundForm,
  side: 'previous' | 'next',
) {
  const direction = side === 'previous' ? 'desc' : 'asc';
  const [row] = await executor
    .select({ advertisementCode: advertisements.code, masterId: candidates.masterId })
    .from(applications)
    .innerJoin(advertisements, eq(advertisements.id, applications.advertisementId))
    .innerJoin(candidates, eq(candidates.userId, applications.candidateUserId))
    .where(and(list, side === 'previous' ? before(form) : after(form)))
    .orderBy(
      sql`${applications.appliedAt} ${sql.raw(direction)}`,
      sql`${applications.id} ${sql.raw(direction)}`,
    )
    .limit(1);
  return row ?? null;
}

/**
 * Where the form stands in the officer's list of `status`: its position (0 when it is not of
 * that list, as after a decision), the list's size and the forms before and after it. The
 * form is the officer's (or the viewer sees every form): its status says whether it is listed.
 */
export async function placeOf(
  executor: Executor,
  form: FoundForm,
  status: ScrutinyStatus,
  officerUserId: number | undefined,
) {
  const list = listOf(executor, status, officerUserId);
  const [[counted], [ahead], previous, next] = await readAll(executor, [
    () => executor.select({ total: count() }).from(applications).where(list),
    () =>
      executor
        .select({ ahead: count() })
        .from(applications)
        .where(and(list, before(form))),
    () => neighbour(executor, list, form, 'previous'),
    () => neighbour(executor, list, form, 'next'),
  ]);
  return {
    position: form.scrutinyStatus === status ? ahead!.ahead + 1 : 0,
    total: counted!.total,
    previous,
    next,
  };
}
