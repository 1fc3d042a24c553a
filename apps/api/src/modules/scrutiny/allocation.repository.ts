import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  advertisements,
  applications,
  modules,
  organizations,
  posts,
  quotas,
  roleModules,
  rolePrivileges,
  scrutinyAllocations,
  userRoles,
  users,
} from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';
import { ofFiscalYear } from '../../db/advertisement-fiscal-year';

export { ofFiscalYear };
import { listPage, type PageRequest } from '../../db/paging';
import { joinPostPlace, postPlaceColumns } from '../../db/post-place';

/** Advertisements whose forms are scrutinised: open to applications now, or closed since. */
const SCRUTINISED_STATUSES = ['live', 'closed'] as const;

const isPaid = sql`${applications.paymentStatus} = 'paid'`;
const isDecided = sql`${applications.scrutinyStatus} in ('approved', 'rejected')`;

/** The four counts of forms (ZFormCounts), over applications joined to their allocation. */
const formCounts = {
  allocated: sql<number>`count(${scrutinyAllocations.applicationId})::int`,
  completed: sql<number>`count(*) filter (where ${isPaid} and ${isDecided})::int`,
  onHold: sql<number>`count(*) filter (where ${isPaid} and ${applications.scrutinyStatus} = 'hold')::int`,
  pending: sql<number>`count(*) filter (where ${isPaid} and ${applications.scrutinyStatus} = 'pending')::int`,
};

export interface AllocationListQuery extends PageRequest {
  fiscalYear?: string;
  search?: string;
  /** Only this advertisement (an allocation page). */
  advertisementId?: number;
}

/** A page of the advertisements whose forms are scrutinised, newest first, with their place. */
export function listScrutinisedAdvertisements(executor: Executor, query: AllocationListQuery) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const selected = executor
    .select({
      advertisementId: advertisements.id,
      code: advertisements.code,
      advertisementNumber: advertisements.advertisementNumber,
      fiscalYear: advertisements.fiscalYear,
      finalisedAt: advertisements.scrutinyFinalisedAt,
      organizationEn: organizations.nameEn,
      organizationNe: organizations.nameNe,
      quotaEn: quotas.nameEn,
      quotaNe: quotas.nameNe,
      totalVacancy: advertisements.vacancyCount,
      ...postPlaceColumns,
    })
    .from(advertisements)
    .innerJoin(quotas, eq(quotas.id, advertisements.quotaId))
    .leftJoin(organizations, eq(organizations.id, advertisements.organizationId))
    .$dynamic();
  const listed = joinPostPlace(selected, advertisements.postId).where(
    and(
      inArray(advertisements.status, [...SCRUTINISED_STATUSES]),
      query.advertisementId ? eq(advertisements.id, query.advertisementId) : undefined,
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
  );
  return listPage(executor, listed, [desc(advertisements.id)], query);
}

export type ScrutinisedAdvertisementRow = Awaited<
  ReturnType<typeof listScrutinisedAdvertisements>
>['rows'][number];

/** The forms of each advertisement by where they stand, read by the (advertisement, status) index. */
export function formCountsOf(executor: Executor, advertisementIds: readonly number[]) {
  if (advertisementIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      advertisementId: applications.advertisementId,
      forms: sql<number>`count(*) filter (where ${isPaid})::int`,
      awaitingPayment: sql<number>`count(*) filter (where not ${isPaid})::int`,
      ...formCounts,
    })
    .from(applications)
    .leftJoin(scrutinyAllocations, eq(scrutinyAllocations.applicationId, applications.id))
    .where(inArray(applications.advertisementId, [...advertisementIds]))
    .groupBy(applications.advertisementId);
}

const officerName = sql<string>`concat_ws(' ', ${users.firstName}, ${users.middleName}, ${users.lastName})`;

/** The allocations of one advertisement (officerCountsOf's condition). */
export const ofAdvertisement = (advertisementId: number) =>
  eq(scrutinyAllocations.advertisementId, advertisementId);

/** Each officer's forms of one advertisement (or, without one, of all), by officer. */
export function officerCountsOf(executor: Executor, condition: SQL | undefined) {
  return executor
    .select({
      userId: users.id,
      username: users.username,
      name: officerName,
      advertisements: sql<number>`count(distinct ${scrutinyAllocations.advertisementId})::int`,
      ...formCounts,
    })
    .from(scrutinyAllocations)
    .innerJoin(applications, eq(applications.id, scrutinyAllocations.applicationId))
    .innerJoin(users, eq(users.id, scrutinyAllocations.officerUserId))
    .innerJoin(advertisements, eq(advertisements.id, scrutinyAllocations.advertisementId))
    .where(condition)
    .groupBy(users.id)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** One officer's forms by advertisement. */
export function advertisementCountsOfOfficer(
  executor: Executor,
  officerUserId: number,
  fiscalYear?: string,
) {
  return executor
    .select({
      advertisementId: advertisements.id,
      code: advertisements.code,
      postEn: posts.nameEn,
      postNe: posts.nameNe,
      finalisedAt: advertisements.scrutinyFinalisedAt,
      ...formCounts,
    })
    .from(scrutinyAllocations)
    .innerJoin(applications, eq(applications.id, scrutinyAllocations.applicationId))
    .innerJoin(advertisements, eq(advertisements.id, scrutinyAllocations.advertisementId))
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .where(and(eq(scrutinyAllocations.officerUserId, officerUserId), ofFiscalYear(fiscalYear)))
    .groupBy(advertisements.id, posts.id)
    .orderBy(desc(advertisements.id));
}

const scrutinyModule = alias(modules, 'scrutiny_module');

/**
 * Staff who may be given forms: their role holds SC and may approve in it (the auditor, who
 * only reads, is no officer). `userIds` narrows to those asked about.
 */
export function scrutinyOfficers(executor: Executor, userIds?: readonly number[]) {
  return executor
    .selectDistinct({
      userId: users.id,
      username: users.username,
      name: officerName,
      firstName: users.firstName,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(
      rolePrivileges,
      and(eq(rolePrivileges.roleId, userRoles.roleId), eq(rolePrivileges.code, 'SC')),
    )
    .innerJoin(scrutinyModule, eq(scrutinyModule.code, 'SC'))
    .innerJoin(
      roleModules,
      and(
        eq(roleModules.roleId, userRoles.roleId),
        eq(roleModules.moduleId, scrutinyModule.id),
        eq(roleModules.canApprove, true),
      ),
    )
    .where(and(eq(users.kind, 'staff'), userIds ? inArray(users.id, [...userIds]) : undefined))
    .orderBy(asc(users.firstName), asc(users.username));
}

/** The advertisement, locked: allocations, reallocations and finalising of it queue behind one another. */
export async function lockAdvertisement(executor: Executor, advertisementId: number) {
  const [row] = await executor
    .select({
      id: advertisements.id,
      status: advertisements.status,
      finalisedAt: advertisements.scrutinyFinalisedAt,
      doubleFeeDeadline: advertisements.doubleFeeDeadline,
      doubleFeePaymentLastDate: advertisements.doubleFeePaymentLastDate,
    })
    .from(advertisements)
    .where(eq(advertisements.id, advertisementId))
    .for('update');
  return row;
}

/** The paid forms of an advertisement no officer has yet, oldest application first. */
export async function unallocatedForms(executor: Executor, advertisementId: number) {
  const rows = await executor
    .select({ id: applications.id })
    .from(applications)
    .leftJoin(scrutinyAllocations, eq(scrutinyAllocations.applicationId, applications.id))
    .where(
      and(
        eq(applications.advertisementId, advertisementId),
        isPaid,
        isNull(scrutinyAllocations.applicationId),
      ),
    )
    .orderBy(asc(applications.appliedAt), asc(applications.id));
  return rows.map((row) => row.id);
}

/** Every allocated form of an advertisement: its officer and whether it is decided. */
export function allocatedForms(executor: Executor, advertisementId: number) {
  return executor
    .select({
      formId: scrutinyAllocations.applicationId,
      userId: scrutinyAllocations.officerUserId,
      decided: sql<boolean>`${isDecided}`,
    })
    .from(scrutinyAllocations)
    .innerJoin(applications, eq(applications.id, scrutinyAllocations.applicationId))
    .where(eq(scrutinyAllocations.advertisementId, advertisementId))
    .orderBy(asc(applications.appliedAt), asc(applications.id));
}

/** Form and officer ids as two parallel arrays: one statement however many forms. */
function pairsOf(byOfficer: ReadonlyMap<number, readonly number[]>) {
  const formIds: number[] = [];
  const officerIds: number[] = [];
  for (const [officerId, forms] of byOfficer)
    for (const formId of forms) {
      formIds.push(formId);
      officerIds.push(officerId);
    }
  // Passed as array literals: one parameter each, the same on node-postgres and PGlite.
  return { forms: `{${formIds.join(',')}}`, officers: `{${officerIds.join(',')}}` };
}

/** Gives the forms to their officers; a form already given makes the statement fail (primary key). */
export async function insertAllocations(
  executor: Executor,
  advertisementId: number,
  byOfficer: ReadonlyMap<number, readonly number[]>,
  allocatedByUserId: number,
) {
  const { forms, officers } = pairsOf(byOfficer);
  await executor.execute(sql`
    insert into ${scrutinyAllocations}
      (application_id, advertisement_id, officer_user_id, allocated_by_user_id)
    select form_id, ${advertisementId}, officer_id, ${allocatedByUserId}
    from unnest(${forms}::int[], ${officers}::int[]) as given(form_id, officer_id)`);
}

/** Moves forms to other officers (the form's allocation row changes hands). */
export async function moveAllocations(
  executor: Executor,
  byOfficer: ReadonlyMap<number, readonly number[]>,
  allocatedByUserId: number,
) {
  const { forms, officers } = pairsOf(byOfficer);
  await executor.execute(sql`
    update ${scrutinyAllocations}
    set officer_user_id = given.officer_id, allocated_by_user_id = ${allocatedByUserId},
      allocated_at = now()
    from unnest(${forms}::int[], ${officers}::int[]) as given(form_id, officer_id)
    where application_id = given.form_id`);
}

/** What finalising must find: no paid form undecided, no payment still being verified. */
export async function undecidedOf(executor: Executor, advertisementId: number) {
  const [row] = await executor
    .select({
      undecided: sql<number>`count(*) filter (where ${isPaid} and not ${isDecided})::int`,
      paymentsBeingVerified: sql<number>`count(*) filter (where ${applications.paymentStatus} = 'pending')::int`,
    })
    .from(applications)
    .where(eq(applications.advertisementId, advertisementId));
  return row ?? { undecided: 0, paymentsBeingVerified: 0 };
}

export async function markFinalised(executor: Executor, advertisementId: number, userId: number) {
  await executor
    .update(advertisements)
    .set({ scrutinyFinalisedAt: new Date(), scrutinyFinalisedByUserId: userId })
    .where(eq(advertisements.id, advertisementId));
}

/** The officer a form is given to (null: not allocated) and whether its advertisement is finalised. */
export async function allocationOf(executor: Executor, applicationId: number) {
  const [row] = await executor
    .select({
      officerUserId: scrutinyAllocations.officerUserId,
      finalisedAt: advertisements.scrutinyFinalisedAt,
    })
    .from(applications)
    .innerJoin(advertisements, eq(advertisements.id, applications.advertisementId))
    .leftJoin(scrutinyAllocations, eq(scrutinyAllocations.applicationId, applications.id))
    .where(eq(applications.id, applicationId));
  return row;
}

/** A staff member by id, as an officer is shown. */
export function staffMember(executor: Executor, userId: number) {
  return executor
    .select({ userId: users.id, username: users.username, name: officerName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.kind, 'staff')));
}

/** Whether scrutiny of an advertisement is finalised (roll numbers wait for it). */
export async function isScrutinyFinalised(executor: Executor, advertisementId: number) {
  const [row] = await executor
    .select({ finalisedAt: advertisements.scrutinyFinalisedAt })
    .from(advertisements)
    .where(eq(advertisements.id, advertisementId));
  return Boolean(row?.finalisedAt);
}
