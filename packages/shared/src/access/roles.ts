// Roles: title, description, type, privilege codes and per-module permissions (back-office.md §3, §6).
import { z } from 'zod';
import { ZId, requiredString } from '../validation/fields';
import { ZPermissions } from './permission-schemas';
import { PRIVILEGE_CODES } from './privileges';

export const ZPrivilegeCode = z.enum(PRIVILEGE_CODES, { error: 'validation.privilegeCode' });

const flag = z.boolean({ error: 'validation.invalid' }).default(false);

/** What a role may do in one module: read, create, update, delete, approve and reject. */
export const ZModulePermission = z.object({
  moduleId: ZId,
  read: flag,
  create: flag,
  update: flag,
  delete: flag,
  approve: flag,
  reject: flag,
});
export type TModulePermission = z.output<typeof ZModulePermission>;

/** PUT /api/internal/roles/:id/modules: the whole list; each module at most once. */
export const ZModulePermissions = z
  .array(ZModulePermission, { error: 'validation.invalid' })
  .max(500, 'validation.invalid')
  .refine(
    (list) => new Set(list.map((p) => p.moduleId)).size === list.length,
    'validation.duplicateChoice',
  );

/**
 * POST /api/internal/roles and PUT /api/internal/roles/:id (replaces privileges, their actions
 * and modules). `actions` names what the role may do with each of its codes; a code without an
 * entry gets all six actions (so a client that only knows codes grants what it always did).
 * `modules` are the other modules, those without a privilege code: a privilege code's module
 * is given through `privileges` and `actions`.
 */
export const ZRoleInput = z
  .object({
    title: requiredString({ trim: true }).max(100, 'validation.maxLength100'),
    description: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(500, 'validation.maxLength500')
      .default(''),
    type: requiredString({ trim: true }).max(30, 'validation.maxLength30'),
    privileges: z
      .array(ZPrivilegeCode, { error: 'validation.invalid' })
      .default([])
      .refine((codes) => new Set(codes).size === codes.length, 'validation.duplicateChoice'),
    modules: ZModulePermissions.default([]),
    actions: ZPermissions.default({}),
  })
  .refine(
    (role) => Object.keys(role.actions).every((code) => role.privileges.includes(code as never)),
    {
      message: 'validation.actionsWithoutPrivilege',
      path: ['actions'],
    },
  );
export type TRoleInput = z.output<typeof ZRoleInput>;

export const ZRoleSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  privileges: z.array(z.string()),
});
export type TRoleSummary = z.output<typeof ZRoleSummary>;

/** A role's permission in one module as the API answers it (plain values, no input defaults). */
export const ZModulePermissionView = z.object({
  moduleId: z.number().int(),
  title: z.string(),
  read: z.boolean(),
  create: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
  approve: z.boolean(),
  reject: z.boolean(),
});

/** A role: its codes, the actions it holds on each (every code listed) and its other modules. */
export const ZRoleDetail = ZRoleSummary.extend({
  actions: ZPermissions,
  modules: z.array(ZModulePermissionView),
});
export type TRoleDetail = z.output<typeof ZRoleDetail>;
