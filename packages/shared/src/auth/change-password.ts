// Change password (spec: candidate-portal §5 "Login and password"), and the user the token names.
import { z } from 'zod';
import { ZPermissions } from '../access/permission-schemas';
import { ZEmail, ZNewPassword, objectFieldsValid, requiredString } from '../validation/fields';

export const ZChangePassword = z
  .object({
    oldPassword: requiredString().max(128, 'validation.maxLength128'),
    newPassword: ZNewPassword,
    confirmPassword: requiredString(),
  })
  .refine((v) => v.newPassword !== v.oldPassword, {
    path: ['newPassword'],
    error: 'validation.passwordSameAsOld',
    when: (payload) => objectFieldsValid(payload, ['oldPassword', 'newPassword']),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
    // Report a mismatch as soon as both are typed, even while the new one is still too weak.
    when: (payload) =>
      objectFieldsValid(payload, ['confirmPassword']) &&
      typeof (payload.value as { newPassword?: unknown }).newPassword === 'string',
  });
export type TChangePassword = z.output<typeof ZChangePassword>;

/** "Forgot password": the reset link goes to this address (spec: "e-mail must be valid"). */
export const ZForgotPassword = z.object({ email: ZEmail });
export type TForgotPassword = z.output<typeof ZForgotPassword>;

export const USER_TYPES = ['candidate', 'staff'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** GET /oauth/me (docs/api.md). Privileges stay plain strings: the module list holds more codes. */
export const ZCurrentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  type: z.enum(USER_TYPES),
  masterId: z.number().int().nullable(),
  privileges: z.array(z.string()),
  /** The actions held on each privilege (the API always sends it; absent: every action). */
  permissions: ZPermissions.optional(),
  mustChangePassword: z.boolean(),
});
export type TCurrentUser = z.output<typeof ZCurrentUser>;
