// Every validation message and server error as a key with its English and Nepali text.
// Zod schemas use the KEY as their error message, the server sends both texts, and the web app
// translates the key, so no user ever sees raw server English. Where the spec gives an exact
// English text, it is kept word for word.
//
// Each domain keeps its messages in its own file beside this one, as the web app keeps one
// catalogue per feature in src/locales; a new domain adds a file and one line below. A file's
// keys start with the prefixes it names (the compiler checks), and messages.test.ts checks that
// every key is defined in exactly one file.
import { ACCESS_MESSAGES } from './access';
import { ACTING_FOR_MESSAGES } from './acting-for';
import { ADVERTISEMENT_MESSAGES } from './advertisements';
import { APPLICATION_MESSAGES } from './applications';
import { AUTH_MESSAGES } from './auth';
import { CLIENT_MESSAGES } from './client';
import { DISTRIBUTION_MESSAGES } from './distribution';
import { ELIGIBILITY_MESSAGES } from './eligibility';
import { ERROR_MESSAGES } from './errors';
import type { LocalizedText } from './localized-text';
import { MASTER_DATA_MESSAGES } from './master-data';
import { NOTICE_MESSAGES } from './notices';
import { NOTIFICATION_MESSAGES } from './notifications';
import { PAYMENT_MESSAGES } from './payments';
import { PROFILE_MESSAGES } from './profile';
import { REQUISITION_MESSAGES } from './requisitions';
import { ROLL_NUMBER_MESSAGES } from './roll-numbers';
import { SCRUTINY_MESSAGES } from './scrutiny';
import { VALIDATION_MESSAGES } from './validation';

export type { LocalizedText } from './localized-text';

export const MESSAGES = {
  ...VALIDATION_MESSAGES,
  ...CLIENT_MESSAGES,
  ...ERROR_MESSAGES,
  ...AUTH_MESSAGES,
  ...ACCESS_MESSAGES,
  ...ACTING_FOR_MESSAGES,
  ...PROFILE_MESSAGES,
  ...MASTER_DATA_MESSAGES,
  ...APPLICATION_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...SCRUTINY_MESSAGES,
  ...ROLL_NUMBER_MESSAGES,
  ...NOTIFICATION_MESSAGES,
  ...NOTICE_MESSAGES,
  ...ELIGIBILITY_MESSAGES,
  ...ADVERTISEMENT_MESSAGES,
  ...REQUISITION_MESSAGES,
  ...DISTRIBUTION_MESSAGES,
} as const satisfies Record<string, LocalizedText>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

/** Both texts of a key; an unknown key (an older or newer server) falls back to a generic text. */
export function messageOf(key: string): LocalizedText {
  return isMessageKey(key) ? MESSAGES[key] : MESSAGES['validation.invalid'];
}
