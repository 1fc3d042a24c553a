// The wire form of permissions (roles, the signed-in user), apart from permissions.ts, which the
// web app's entry uses on every page without the weight of zod.
import { z } from 'zod';
import { PERMISSION_ACTIONS } from './permissions';
import { PRIVILEGE_CODES } from './privileges';

export const ZPermissionAction = z.enum(PERMISSION_ACTIONS, { error: 'validation.invalid' });

export const ZPermissions = z.partialRecord(
  z.enum(PRIVILEGE_CODES, { error: 'validation.privilegeCode' }),
  z
    .array(ZPermissionAction, { error: 'validation.invalid' })
    .refine((actions) => new Set(actions).size === actions.length, 'validation.duplicateChoice'),
  { error: 'validation.invalid' },
);
