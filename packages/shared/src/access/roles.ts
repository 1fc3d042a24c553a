// Roles: title, description, type, privilege codes and per-module permissions (back-office.md §3, §6).
import { z } from 'zod';
import { ZId, requiredString } from '../validation/fields';
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

/** POST /api/internal/roles and PUT /api/internal/roles/:id (replaces privileges and modules). */
export const ZRoleInput = z.object({
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
});
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

export const ZRoleDetail = ZRoleSummary.extend({ modules: z.array(ZModulePermissionView) });
export type TRoleDetail = z.output<typeof ZRoleDetail>;
