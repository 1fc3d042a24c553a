import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { PermissionAction, TModulePermission, TRoleInput } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { modules, roleModules, rolePrivileges, roles } from '../../db/schema';
import { containsFolded, containsPattern } from '../../db/like-pattern';
import { actionsOfRoleModule, roleModuleRow } from '../../db/role-module-actions';

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

/** The role's permissions in modules without a privilege code (those of codes: `findActionsOfRole`). */
export async function findModulesOfRole(executor: Executor, roleId: number) {
  return executor
    .select({ permission: roleModules, title: modules.titleEn })
    .from(roleModules)
    .innerJoin(modules, eq(modules.id, roleModules.moduleId))
    .where(and(eq(roleModules.roleId, roleId), isNull(modules.code)))
    .orderBy(asc(modules.titleEn));
}

/** The actions of the given roles on privilege codes: their rows in the codes' modules. */
export async function findActionsOfRoles(executor: Executor, roleIds: number[]) {
  if (roleIds.length === 0) return [];
  const rows = await executor
    .select({ permission: roleModules, code: modules.code })
    .from(roleModules)
    .innerJoin(modules, eq(modules.id, roleModules.moduleId))
    .where(and(inArray(roleModules.roleId, roleIds), isNotNull(modules.code)));
  return rows.map(({ permission, code }) => ({
    roleId: permission.roleId,
    code: code!,
    actions: actionsOfRoleModule(permission),
  }));
}

/** Replaces the role's rows in the privilege codes' modules: one per code, with its actions. */
export async function replaceActionsOfRole(
  executor: Executor,
  roleId: number,
  actions: { code: string; actions: readonly PermissionAction[] }[],
) {
  const coded = await executor
    .select({ id: modules.id, code: modules.code })
    .from(modules)
    .where(isNotNull(modules.code));
  await executor.delete(roleModules).where(
    and(
      eq(roleModules.roleId, roleId),
      inArray(
        roleModules.moduleId,
        coded.map((m) => m.id),
      ),
    ),
  );
  const moduleOf = new Map(coded.map((m) => [m.code!, m.id]));
  const rows = actions.map(({ code, actions: held }) => {
    const moduleId = moduleOf.get(code);
    // The migration made a module for every code; a code without one is a bug, not input.
    if (moduleId === undefined) throw new Error(`no module for privilege code ${code}`);
    return roleModuleRow(roleId, moduleId, held);
  });
  if (rows.length) await executor.insert(roleModules).values(rows);
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

/** Replaces the role's permissions in modules without a privilege code; those of codes stay. */
export async function replaceModulesOfRole(
  executor: Executor,
  roleId: number,
  permissions: TModulePermission[],
) {
  const uncoded = executor.select({ id: modules.id }).from(modules).where(isNull(modules.code));
  await executor
    .delete(roleModules)
    .where(and(eq(roleModules.roleId, roleId), inArray(roleModules.moduleId, uncoded)));
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

/** The given module ids that exist, each with its privilege code (null for other modules). */
export async function findModuleCodes(executor: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return executor
    .select({ id: modules.id, code: modules.code })
    .from(modules)
    .where(inArray(modules.id, ids));
}

export type ModuleRow = typeof modules.$inferSelect;

/** Modules by English or Nepali title or code; the privilege codes' modules first, in code order. */
export async function searchModules(executor: Executor, search: string | undefined) {
  return executor
    .select()
    .from(modules)
    .where(
      search
        ? or(
            containsFolded(modules.titleEn, search),
            containsFolded(modules.titleNe, search),
            ilike(modules.code, containsPattern(search)),
          )
        : undefined,
    )
    .orderBy(sql`${modules.code} is null`, asc(modules.id));
}

export async function insertModule(
  executor: Executor,
  values: { title: string; titleNe: string; description: string; descriptionNe: string },
) {
  const [row] = await executor
    .insert(modules)
    .values({
      titleEn: values.title,
      titleNe: values.titleNe,
      descriptionEn: values.description,
      descriptionNe: values.descriptionNe,
    })
    .returning();
  return row!;
}
