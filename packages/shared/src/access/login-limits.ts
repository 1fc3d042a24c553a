import { z } from 'zod';

/** Whole numbers typed as text in forms; digits only (Devanagari accepted), within bounds. */
function boundedCount(
  min: number,
  max: number,
  message: 'validation.loginAttempts' | 'validation.lockMinutes',
) {
  return z.coerce
    .number({ error: 'validation.required' })
    .int(message)
    .min(min, message)
    .max(max, message);
}

/**
 * The brute-force setting (back-office.md §7): how many wrong passwords lock an account, and
 * for how many minutes. Read by sign-in from master config, never a constant.
 */
export const ZLoginLimits = z.object({
  maxWrongLoginAttempts: boundedCount(1, 100, 'validation.loginAttempts'),
  loginLockMinutes: boundedCount(1, 1440, 'validation.lockMinutes'),
});
export type TLoginLimits = z.output<typeof ZLoginLimits>;
