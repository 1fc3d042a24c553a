// Reset a forgotten password through a one-time mailed link (spec: candidate-portal §5,
// route /change/password/{tokenid}). The request for the link is ZForgotPassword
// (change-password.ts); this is the form behind the link.
import { z } from 'zod';
import { ZNewPassword, objectFieldsValid, requiredString } from '../validation/fields';

/** The token of the link (32 random bytes, base64url); an unknown one is refused by the server. */
export const ZResetToken = requiredString().max(100, 'validation.maxLength100');

export const ZResetPassword = z
  .object({
    token: ZResetToken,
    newPassword: ZNewPassword,
    confirmPassword: requiredString(),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
    // As in ZChangePassword: a mismatch shows as soon as both are typed, even if the new is weak.
    when: (payload) =>
      objectFieldsValid(payload, ['confirmPassword']) &&
      typeof (payload.value as { newPassword?: unknown }).newPassword === 'string',
  });
export type TResetPassword = z.output<typeof ZResetPassword>;

/** GET /oauth/password/reset/:token: whose password the link resets. */
export const ZResetTokenInfo = z.object({ username: z.string() });
export type TResetTokenInfo = z.output<typeof ZResetTokenInfo>;
