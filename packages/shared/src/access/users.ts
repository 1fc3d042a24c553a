// Staff users of the back office (spec: back-office.md §3 "User", §5 "User creation").
import { z } from 'zod';
import { ZPageQuery } from '../api/envelope';
import { ZUserBlock } from './blocks';
import {
  ZEmail,
  ZEnglishName,
  ZId,
  ZNewPassword,
  ZUsername,
  objectFieldsValid,
  requiredString,
} from '../validation/fields';

/** At least one role, each named once: a user without a role could do nothing at all. */
export const ZRoleIds = z
  .array(ZId, { error: 'validation.roleRequired' })
  .min(1, 'validation.roleRequired')
  .max(50, 'validation.invalid')
  .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicateChoice');

/** The middle name is optional; an empty field counts as no middle name. */
const ZMiddleName = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  ZEnglishName.optional(),
);

/** POST /api/internal/users: the spec's rule, password 8+ with upper, lower, digit, confirmed. */
export const ZCreateStaffUser = z
  .object({
    firstName: ZEnglishName,
    middleName: ZMiddleName,
    lastName: ZEnglishName,
    username: ZUsername,
    email: ZEmail,
    password: ZNewPassword,
    confirmPassword: requiredString(),
    roleIds: ZRoleIds,
    /** The organization the user works for; absent: the commission (its own staff). */
    organizationId: ZId.optional(),
  })
  .refine((v) => v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
    when: (payload) =>
      objectFieldsValid(payload, ['confirmPassword']) &&
      typeof (payload.value as { password?: unknown }).password === 'string',
  });
export type TCreateStaffUser = z.output<typeof ZCreateStaffUser>;

/** PUT /api/internal/users/:id/username */
export const ZChangeUsername = z.object({ username: ZUsername });
export type TChangeUsername = z.output<typeof ZChangeUsername>;

/** PUT /api/internal/users/:id/organization: the organization the user works for. */
export const ZUserOrganizationInput = z.object({ organizationId: ZId });
export type TUserOrganizationInput = z.output<typeof ZUserOrganizationInput>;

/** PUT /api/internal/users/:id/roles */
export const ZUserRoles = z.object({ roleIds: ZRoleIds });
export type TUserRoles = z.output<typeof ZUserRoles>;

/** GET /api/internal/users?page&pageSize&search&roleId: search by name, username or e-mail. */
export const ZStaffUserQuery = ZPageQuery.extend({
  roleId: z.preprocess((value) => (value === '' ? undefined : value), ZId.optional()),
});
export type TStaffUserQuery = z.output<typeof ZStaffUserQuery>;

export const ZRoleRef = z.object({ id: z.number().int(), title: z.string() });

/** The organization a staff user works for; its staff see only its requisitions, unless it is the commission. */
export const ZUserOrganization = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameNe: z.string(),
  isCommission: z.boolean(),
});
export type TUserOrganization = z.output<typeof ZUserOrganization>;

export const ZStaffUserSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  fullName: z.string(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  roles: z.array(ZRoleRef),
  organization: ZUserOrganization,
});
export type TStaffUserSummary = z.output<typeof ZStaffUserSummary>;

/** GET /api/internal/users/:id: the roles, the privileges they grant, and every block. */
export const ZStaffUserDetail = ZStaffUserSummary.extend({
  privileges: z.array(z.string()),
  blocks: z.array(ZUserBlock),
});
export type TStaffUserDetail = z.output<typeof ZStaffUserDetail>;
