import { asc, eq, ilike, inArray } from 'drizzle-orm';
import type { TModulePermission, TRoleInput } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { modules, roleModules, rolePrivileges, roles } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';

export type RoleRow = typeof roles.$inferSelect;

export async function listRoles(executor: Executor) {
  return executor.select().from(roles).orderBy(asc(roles.title));
}

export async function findRole(executor: Executor, id: number, options: { lock?: boolean } = {}) {
  const query = executor.select().from(roles).where(eq(roles.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** How many of the given role ids exist (to refuse unknown ones before inserting links). */
export async function countRoles(executor: Executor, ids: number[]) {
  if (ids.length === 0) return 0;
  const rows = await executor.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids));
  return rows.length;
}

export async function findPrivilegesOfRoles(executor: Executor, roleIds: number[]) {
  if (roleIds.length === 0) return [];
  return executor
    .select()
    .from(rolePrivileges)
    .where(inArray(rolePrivileges.roleId, roleIds))
    .orderBy(asc(rolePrivileges.code));
}

export async function findModulesOfRole(executor: Executor, roleId: number) {
  return executor
    .select({ permission: roleModules, title: modules.title })
    .from(roleModules)
    .innerJoin(modules, eq(modules.id, roleModules.moduleId))
    .where(eq(roleModules.roleId, roleId))
    .orderBy(asc(modules.title));
}

export async function insertRole(executor: Executor, input: TRoleInput) {
  const [row] = await executor
    .insert(roles)
    .values({ title: input.title, description: input.description, type: input.type })
    .returning();
  return row!;
}

export async function updateRole(executor: Executor, id: number, input: TRoleInput) {
  await executor
    .update(roles)
    .set({ title: input.title, description: input.description, type: input.type })
    .where(eq(roles.id, id));
}

export async function replacePrivilegesOfRole(executor: Executor, roleId: number, codes: string[]) {
  await executor.delete(rolePrivileges).where(eq(rolePrivileges.roleId, roleId));
  if (codes.length)
    await executor.insert(rolePrivileges).values(codes.map((code) => ({ roleId, code })));
}

export async function replaceModulesOfRole(
  executor: Executor,
  roleId: number,
  permissions: TModulePermission[],
) {
  await executor.delete(roleModules).where(eq(roleModules.roleId, roleId));
  if (permissions.length)
    await executor.insert(roleModules).values(
      permissions.map((p) => ({
        roleId,
        moduleId: p.moduleId,
        canRead: p.read,
        canCreate: p.create,
        canUpdate: p.update,
        canDelete: p.delete,
        canApprove: p.approve,
        canReject: p.reject,
      })),
    );
}

export async function countModules(executor: Executor, ids: number[]) {
  if (ids.length === 0) return 0;
  const rows = await executor
    .select({ id: modules.id })
    .from(modules)
    .where(inArray(modules.id, ids));
  return rows.length;
}

export async function searchModules(executor: Executor, search: string | undefined) {
  const pattern = search ? containsPattern(search) : undefined;
  return executor
    .select()
    .from(modules)
    .where(pattern ? ilike(modules.title, pattern) : undefined)
    .orderBy(asc(modules.title));
}

export async function insertModule(
  executor: Executor,
  values: { title: string; description: string },
) {
  const [row] = await executor.insert(modules).values(values).returning();
  return row!;
}
