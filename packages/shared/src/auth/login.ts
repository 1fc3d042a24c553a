// The login form (spec: candidate-portal §5 "Login and password").
import { z } from 'zod';
import { requiredString, unlessEmpty } from '../validation/fields';

/** Username or e-mail address; the server decides which by the presence of '@'. */
const ZLoginName = requiredString({ trim: true }).max(100, 'validation.maxLength100');

/**
 * The spec's English text says "min 4 max 4" and its Nepali text "min 4 max 20"; both are
 * defects. Accept 4–128, the range the change-password form can produce, and never trim.
 */
const ZLoginPassword = requiredString()
  .refine(
    unlessEmpty((s) => s.length >= 4),
    'validation.loginPasswordLength',
  )
  .max(128, 'validation.loginPasswordLength');

export const ZLogin = z.object({ username: ZLoginName, password: ZLoginPassword });
export type TLogin = z.output<typeof ZLogin>;
