// One schema per field, written once and composed by every form and route. Each error message is
// a key of MESSAGES. An empty field reports only 'validation.required': the other rules pass on
// '' (see `unlessEmpty`). Checks never use zod's `abort`, because an aborted field would stop the
// cross-field rules of the whole form from running.
import { z } from 'zod';
import { hasDevanagari, hasLatinLetter } from '../text/scripts';
import { formatBsDate, isValidAdDate, parseBsDate } from '../dates/bs-date';
import { toLatinDigits } from '../digits/devanagari';
import type { MessageKey } from '../i18n/messages';
import { GENDERS } from './genders';

const REQUIRED: MessageKey = 'validation.required';

type StringOptions = {
  /** Trim surrounding spaces before checking (not for names: there spaces are an error). */
  trim?: boolean;
  /** People in Nepali mode may type Devanagari digits; numbers are kept in Latin digits. */
  latinDigits?: boolean;
};

/**
 * A string field: missing, null or '' is 'validation.required'. Normalising uses `overwrite`,
 * which keeps the input type `string` for forms (a preprocess would make it `unknown`).
 */
export function requiredString({ trim = false, latinDigits = false }: StringOptions = {}) {
  let schema = z.string({
    error: (issue) => (issue.input == null ? REQUIRED : 'validation.invalid'),
  });
  if (trim) schema = schema.trim();
  if (latinDigits) schema = schema.overwrite(toLatinDigits);
  return schema.min(1, REQUIRED);
}

/**
 * Cross-field rules run only on an object whose own fields passed: with `when`, zod would
 * otherwise call them on null, an array or text, and the rule would throw instead of failing.
 */
export function objectFieldsValid(
  payload: { value: unknown; issues: readonly { path?: PropertyKey[] }[] },
  fields: readonly string[],
): boolean {
  const { value, issues } = payload;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return !issues.some(
    (issue) => (issue.path?.length ?? 0) === 0 || fields.includes(String(issue.path?.[0])),
  );
}

/** A rule that leaves the empty string to the required check. */
export function unlessEmpty(test: (value: string) => boolean) {
  return (value: string) => value === '' || test(value);
}

const matches = (pattern: RegExp) => unlessEmpty((value) => pattern.test(value));

const NUMBER_TEXT: StringOptions = { trim: true, latinDigits: true };

/** English letters, single words or several separated by spaces; at most 30 characters. */
export const ZEnglishName = requiredString()
  .refine((s) => s === s.trim(), 'validation.noEdgeSpaces')
  .refine(matches(/^[A-Za-z ]+$/), 'validation.englishLettersOnly')
  .max(30, 'validation.maxLength30');

/** Written in Nepali: Devanagari letters and no Latin ones (digits and punctuation may be either). */
export const isNepaliText = (value: string) => hasDevanagari(value) && !hasLatinLetter(value);

/** A name in Nepali (profile, master data): 'please enter in Nepali' otherwise. */
export const ZNepaliName = requiredString()
  .refine((s) => s === s.trim(), 'validation.noEdgeSpaces')
  .refine(unlessEmpty(isNepaliText), 'validation.nepaliOnly')
  .max(100, 'validation.maxLength100');

/** A full name in English (a parent's, a spouse's): letters, spaces and dots, at most 100. */
export const ZEnglishFullName = requiredString()
  .refine((s) => s === s.trim(), 'validation.noEdgeSpaces')
  .refine(matches(/^[A-Za-z. ]+$/), 'validation.englishLettersOnly')
  .max(100, 'validation.maxLength100');

/** An optional text field: empty or blank means none (undefined). */
export function optionalText<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value: unknown) =>
      (typeof value === 'string' && value.trim() === '') || value === null ? undefined : value,
    schema.optional(),
  );
}

export const ZUsername = requiredString()
  .refine(matches(/^[A-Za-z0-9_-]+$/), 'validation.usernameChars')
  .max(30, 'validation.maxLength30');

/** Trimmed and lower-cased, so one mailbox cannot register twice by changing case. */
export const ZEmail = requiredString({ trim: true })
  .max(100, 'validation.maxLength100')
  .overwrite((s) => s.toLowerCase())
  .pipe(z.email({ error: 'validation.email' }));

/**
 * Nepali mobile numbers are 10 digits beginning 96, 97 or 98 (NTC 984–986 and 974–976, Ncell
 * 980–982, Smart 961–962 and 988, UTL 972). Landlines (01-…) are not accepted: the number
 * receives SMS.
 */
export const ZMobile = requiredString(NUMBER_TEXT).refine(
  matches(/^9[678]\d{8}$/),
  'validation.mobile',
);

/** The national identity card number, written XXX-XXX-XXXX. */
export const ZNationalId = requiredString(NUMBER_TEXT).refine(
  matches(/^\d{3}-\d{3}-\d{4}$/),
  'validation.nationalId',
);

/** Citizenship certificate numbers mix digits with - and / (e.g. 27-01-75-01234, 1234/056). */
export const ZCitizenshipNumber = requiredString(NUMBER_TEXT)
  .max(30, 'validation.maxLength30')
  .refine(matches(/^(?=.*\d)[\d/-]+$/), 'validation.citizenshipNumber');

export const ZGender = z.enum(GENDERS, {
  error: (issue) => (issue.input == null || issue.input === '' ? REQUIRED : 'validation.gender'),
});

/** An A.D. calendar date `YYYY-MM-DD`. */
export const ZIsoDate = requiredString(NUMBER_TEXT).refine(
  unlessEmpty(isValidAdDate),
  'validation.isoDate',
);

/** A real B.S. day `YYYY-MM-DD` (Latin or Devanagari digits), normalised to Latin digits. */
export const ZBsDateText = requiredString(NUMBER_TEXT)
  .refine(
    unlessEmpty((s) => parseBsDate(s) !== null),
    'validation.bsDate',
  )
  .overwrite((s) => {
    const bs = parseBsDate(s);
    return bs ? formatBsDate(bs) : s;
  });

/** The spec's password rule: at least 8 characters with an uppercase, a lowercase and a digit. */
export const ZNewPassword = requiredString()
  .refine(
    unlessEmpty((s) => s.length >= 8),
    'validation.passwordTooShort',
  )
  .max(128, 'validation.maxLength128')
  .refine(matches(/[A-Z]/), 'validation.passwordNeedsUpper')
  .refine(matches(/[a-z]/), 'validation.passwordNeedsLower')
  .refine(matches(/\d/), 'validation.passwordNeedsDigit');

/** Largest value of a PostgreSQL `integer` column: a bigger id cannot exist, so it is invalid. */
const MAX_DATABASE_ID = 2_147_483_647;

/** A database id from a path, query or select: positive integer, numeric text coerced. */
export const ZId = z.preprocess(
  (value: string | number | null | undefined) => {
    if (value === '' || value === null) return undefined;
    return typeof value === 'string' ? Number(toLatinDigits(value.trim())) : value;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED : 'validation.id') })
    .int('validation.id')
    .positive('validation.id')
    .max(MAX_DATABASE_ID, 'validation.id'),
);

/** A whole number typed as text (Devanagari digits too) or sent as a number, within a range. */
export function wholeNumber(min: number, max: number, rangeMessage: MessageKey) {
  return z.preprocess(
    (value) => {
      if (value === '' || value === null || value === undefined) return undefined;
      if (typeof value !== 'string') return value;
      const text = toLatinDigits(value.trim());
      return /^\d{1,12}$/.test(text) ? Number(text) : text;
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'validation.required' : 'validation.digitsOnly',
      })
      .int('validation.digitsOnly')
      .min(min, rangeMessage)
      .max(max, rangeMessage),
  );
}
