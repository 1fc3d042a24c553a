import { and, asc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listPage } from '../../db/paging';
import {
  modules,
  organizations,
  roleModules,
  rolePrivileges,
  roles,
  userRoles,
  users,
} from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';
import { liftSignInLocksOf } from '../auth/index';

export type UserRow = typeof users.$inferSelect;

export interface StaffUserListQuery {
  page: number;
  pageSize: number;
  search?: string;
  roleId?: number;
}

function staffConditionOf(query: StaffUserListQuery): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return and(
    eq(users.kind, 'staff'),
    pattern
      ? or(
          ilike(users.username, pattern),
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(
            sql`concat_ws(' ', ${users.firstName}, ${users.middleName}, ${users.lastName})`,
            pattern,
          ),
        )
      : undefined,
    query.roleId
      ? exists(
          sql`(select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${query.roleId})`,
        )
      : undefined,
  );
}

export async function listStaffUsers(executor: Executor, query: StaffUserListQuery) {
  const where = staffConditionOf(query);
  const listed = executor.select().from(users).where(where).$dynamic();
  return listPage(executor, listed, [asc(users.username), asc(users.id)], query);
}

export async function findUser(executor: Executor, id: number, options: { lock?: boolean } = {}) {
  const query = executor.select().from(users).where(eq(users.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The roles of each given user, for a page of users in one query. */
export async function findRolesOfUsers(executor: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return executor
    .select({ userId: userRoles.userId, id: roles.id, title: roles.title })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.title));
}

export async function findPrivilegesOfUser(executor: Executor, userId: number) {
  const rows = await executor
    .selectDistinct({ code: rolePrivileges.code })
    .from(userRoles)
    .innerJoin(rolePrivileges, eq(rolePrivileges.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.code).sort();
}

/** Whether any role of the user holding `code` has `update` on it (its row in the code's module). */
export async function userMayUpdate(executor: Executor, userId: number, code: string) {
  const rows = await executor
    .select({ roleId: roleModules.roleId })
    .from(userRoles)
    .innerJoin(
      rolePrivileges,
      and(eq(rolePrivileges.roleId, userRoles.roleId), eq(rolePrivileges.code, code)),
    )
    .innerJoin(modules, eq(modules.code, code))
    .innerJoin(
      roleModules,
      and(eq(roleModules.roleId, userRoles.roleId), eq(roleModules.moduleId, modules.id)),
    )
    .where(and(eq(userRoles.userId, userId), eq(roleModules.canUpdate, true)))
    .limit(1);
  return rows.length > 0;
}

export async function insertStaffUser(
  executor: Executor,
  values: Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'middleName'
    | 'lastName'
    | 'username'
    | 'email'
    | 'passwordHash'
    | 'organizationId'
  >,
) {
  const [row] = await executor
    .insert(users)
    .values({ ...values, kind: 'staff', mustChangePassword: true })
    .returning();
  return row!;
}

export async function setOrganization(executor: Executor, userId: number, organizationId: number) {
  await executor.update(users).set({ organizationId }).where(eq(users.id, userId));
}

export async function setUsername(executor: Executor, userId: number, username: string) {
  await executor.update(users).set({ username }).where(eq(users.id, userId));
}

export async function replaceRolesOfUser(executor: Executor, userId: number, roleIds: number[]) {
  await executor.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length)
    await executor.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/**
 * A temporary password the user must replace at the next sign-in; like a reset by link, it
 * lifts every wrong-password lock on the account.
 */
export async function setTemporaryPassword(
  executor: Executor,
  userId: number,
  passwordHash: string,
) {
  const [user] = await executor
    .update(users)
    .set({ passwordHash, mustChangePassword: true, failedLogins: 0, lockedUntil: null })
    .where(eq(users.id, userId))
    .returning({ username: users.username, email: users.email });
  if (user) await liftSignInLocksOf(executor, user);
}

const organizationColumns = {
  id: organizations.id,
  nameEn: organizations.nameEn,
  nameNe: organizations.nameNe,
  isCommission: organizations.isCommission,
};
export type UserOrganizationRow = {
  id: number;
  nameEn: string;
  nameNe: string;
  isCommission: boolean;
};

/** The organizations of the given ids, for a page of users in one query. */
export async function findOrganizations(
  executor: Executor,
  ids: number[],
): Promise<UserOrganizationRow[]> {
  if (ids.length === 0) return [];
  return executor
    .select(organizationColumns)
    .from(organizations)
    .where(inArray(organizations.id, [...new Set(ids)]));
}

/** The commission itself: the organization of its own staff (made by migration 0017). */
export async function findCommission(executor: Executor): Promise<UserOrganizationRow> {
  const [row] = await executor
    .select(organizationColumns)
    .from(organizations)
    .where(eq(organizations.isCommission, true));
  if (!row) throw new Error('the commission organization is missing (migration 0017 makes it)');
  return row;
}
