import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { RequisitionStatus } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { joinPostPlace, postPlaceColumns } from '../../db/post-place';
import { containsFolded, containsPattern } from '../../db/like-pattern';
import { listPage } from '../../db/paging';
import {
  classes,
  ministryOffices,
  organizations,
  posts,
  requisitionEvents,
  requisitions,
  uploadedFiles,
  users,
} from '../../db/schema';
import { readAll } from '../../db/read-all';

export type RequisitionRow = typeof requisitions.$inferSelect;
export type NewRequisition = typeof requisitions.$inferInsert;
export type NewRequisitionEvent = typeof requisitionEvents.$inferInsert;

/** A requisition with the names of its organization, demand office, post and the post's place. */
const viewColumns = {
  requisition: requisitions,
  organizationEn: organizations.nameEn,
  organizationNe: organizations.nameNe,
  demandOfficeEn: ministryOffices.nameEn,
  demandOfficeNe: ministryOffices.nameNe,
  ...postPlaceColumns,
  gazetted: classes.gazetted,
};

function viewQuery(executor: Executor) {
  return joinPostPlace(
    executor.select(viewColumns).from(requisitions).$dynamic(),
    requisitions.postId,
  )
    .innerJoin(organizations, eq(organizations.id, requisitions.organizationId))
    .innerJoin(ministryOffices, eq(ministryOffices.id, requisitions.demandOfficeId));
}

export type RequisitionViewRow = Awaited<
  ReturnType<ReturnType<typeof viewQuery>['execute']>
>[number];

/** Whose requisitions a list or a read may show: one organization's, or (the commission) all. */
export type RequisitionScope = { organizationId: number } | 'all';

const scopeCondition = (scope: RequisitionScope): SQL | undefined =>
  scope === 'all' ? undefined : eq(requisitions.organizationId, scope.organizationId);

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(
    ilike(requisitions.number, containsPattern(search)),
    containsFolded(posts.nameEn, search),
    containsFolded(posts.nameNe, search),
    containsFolded(ministryOffices.nameEn, search),
    containsFolded(ministryOffices.nameNe, search),
    containsFolded(organizations.nameEn, search),
    containsFolded(organizations.nameNe, search),
  );
}

function statusCondition(status: RequisitionListQuery['status']): SQL | undefined {
  if (status === undefined) return undefined;
  return typeof status === 'string'
    ? eq(requisitions.status, status)
    : inArray(requisitions.status, [...status]);
}

export interface RequisitionListQuery {
  page: number;
  pageSize: number;
  search?: string;
  status?: RequisitionStatus | readonly RequisitionStatus[];
}

/** Newest first, within the scope. */
export function listRequisitions(
  executor: Executor,
  scope: RequisitionScope,
  query: RequisitionListQuery,
) {
  const listed = viewQuery(executor)
    .where(and(scopeCondition(scope), statusCondition(query.status), searchCondition(query.search)))
    .$dynamic();
  return listPage(executor, listed, [desc(requisitions.requestedAt), desc(requisitions.id)], query);
}

/** One requisition within the scope (none outside it: another office's is "not found"). */
export async function findRequisitionView(
  executor: Executor,
  id: number,
  scope: RequisitionScope,
): Promise<RequisitionViewRow | undefined> {
  const [row] = await viewQuery(executor).where(
    and(eq(requisitions.id, id), scopeCondition(scope)),
  );
  return row;
}

/** What distributing a requisition needs of it, locked until the transaction ends. */
export async function lockForDistribution(executor: Executor, id: number) {
  const [row] = await executor
    .select({
      id: requisitions.id,
      number: requisitions.number,
      status: requisitions.status,
      totalVacancy: requisitions.totalVacancy,
      postId: requisitions.postId,
      demandOfficeId: requisitions.demandOfficeId,
      organizationId: requisitions.organizationId,
      fiscalYear: requisitions.fiscalYear,
    })
    .from(requisitions)
    .where(eq(requisitions.id, id))
    .for('update');
  return row;
}

/** The row itself, locked for a step of its flow, and whether its post's class is gazetted. */
export async function lockRequisition(executor: Executor, id: number) {
  const [row] = await executor
    .select({ status: requisitions.status, gazetted: classes.gazetted })
    .from(requisitions)
    .innerJoin(posts, eq(posts.id, requisitions.postId))
    .innerJoin(classes, eq(classes.id, posts.classId))
    .where(eq(requisitions.id, id))
    .for('update', { of: requisitions });
  return row;
}

export async function insertRequisition(executor: Executor, values: NewRequisition) {
  const [row] = await executor.insert(requisitions).values(values).returning();
  return row!;
}

export async function updateRequisition(
  executor: Executor,
  id: number,
  changes: Partial<Omit<NewRequisition, 'id'>>,
) {
  await executor.update(requisitions).set(changes).where(eq(requisitions.id, id));
}

export async function insertEvent(executor: Executor, event: NewRequisitionEvent) {
  await executor.insert(requisitionEvents).values(event);
}

/** The flow, oldest step first, with who took each step. */
export function listEvents(executor: Executor, requisitionId: number) {
  return executor
    .select({
      event: requisitionEvents,
      username: users.username,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
    })
    .from(requisitionEvents)
    .innerJoin(users, eq(users.id, requisitionEvents.actorUserId))
    .where(eq(requisitionEvents.requisitionId, requisitionId))
    .orderBy(asc(requisitionEvents.at), asc(requisitionEvents.id));
}

export type RequisitionEventRow = Awaited<ReturnType<typeof listEvents>>[number];

/** The stored document's kind and size (and where its bytes are). */
export async function findDocument(executor: Executor, fileId: number) {
  const [row] = await executor
    .select({
      storageKey: uploadedFiles.storageKey,
      contentType: uploadedFiles.contentType,
      byteSize: uploadedFiles.byteSize,
    })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.id, fileId));
  return row;
}

/** The organization a staff user works for, and whether it is the commission. */
export async function findOrganizationOfUser(executor: Executor, userId: number) {
  const [row] = await executor
    .select({ id: organizations.id, isCommission: organizations.isCommission })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  return row;
}

/** Organizations that may file requisitions (active, canRequestAdvt), optionally only one. */
export function listRequestingOrganizations(executor: Executor, onlyId?: number) {
  return executor
    .select({ id: organizations.id, nameEn: organizations.nameEn, nameNe: organizations.nameNe })
    .from(organizations)
    .where(
      and(
        eq(organizations.canRequestAdvt, true),
        eq(organizations.active, true),
        onlyId === undefined ? undefined : eq(organizations.id, onlyId),
      ),
    )
    .orderBy(asc(organizations.nameEn));
}

/** What the form's choices must agree with: the post's own place, and the office. */
export async function findPostAndOffice(executor: Executor, postId: number, officeId: number) {
  const [[post], [office]] = await readAll(executor, [
    () =>
      executor
        .select({
          id: posts.id,
          serviceId: posts.serviceId,
          classId: posts.classId,
          groupId: posts.groupId,
          subGroupId: posts.subGroupId,
          active: posts.active,
        })
        .from(posts)
        .where(eq(posts.id, postId)),
    () =>
      executor
        .select({ id: ministryOffices.id, active: ministryOffices.active })
        .from(ministryOffices)
        .where(eq(ministryOffices.id, officeId)),
  ]);
  return { post, office };
}
