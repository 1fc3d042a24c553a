// Age limits (back-office.md §3 "Age limit", §5 "gender, max age, min age, for-disabled and
// for-internal are required"; DOMAIN.md "Age"): the contract of the ALC screens and of the
// candidate's age check.
import { z } from 'zod';
import { toLatinDigits } from '../digits/devanagari';
import { ZLocalizedText } from '../api/envelope';
import { AGE_REASONS } from './age-eligibility';
import type { MessageKey } from '../i18n/messages';
import { ZId, objectFieldsValid } from '../validation/fields';
import { GENDERS } from '../validation/genders';

/** The oldest limit a rule may name; anything above is a typing slip, not a rule. */
export const MAX_AGE_LIMIT = 100;

/**
 * The quota code of an internal-competition advertisement (for serving civil servants), whose
 * candidates fall under the rules marked for internal competition. The reference quotas have no
 * such quota yet; a commission adds one with this code in master data.
 */
export const INTERNAL_COMPETITION_QUOTA_CODE = 'INTERNAL';

/** What the form's select sends for "any gender"; stored and answered as null. */
export const ANY_GENDER = 'any';

/**
 * The gender a rule is for: male, female, other, or null (any). It must be given: a missing
 * value is 'required', an explicit null (or 'any', the form's choice) means any gender.
 */
const ZRuleGender = z.preprocess(
  (value) => (value === ANY_GENDER ? null : value === '' ? undefined : value),
  z
    .enum(GENDERS, {
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.gender'),
    })
    .nullable(),
);

const REQUIRED: MessageKey = 'validation.required';

/** A whole number of years typed as text (Latin or Devanagari digits) or sent as a number. */
function yearsSchema() {
  return z
    .number({
      error: (issue) => (issue.input === undefined ? REQUIRED : 'validation.digitsOnly'),
    })
    .int('validation.digitsOnly')
    .min(0, 'validation.tooSmall')
    .max(MAX_AGE_LIMIT, 'validation.tooLarge');
}

const readYears = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = toLatinDigits(value.trim());
  if (text === '') return undefined;
  return /^\d{1,3}$/.test(text) ? Number(text) : text;
};

const ZMinAge = z.preprocess(
  (value) => (value === null ? undefined : readYears(value)),
  yearsSchema(),
);
/** Empty or null: no upper limit (serving civil servants in internal competition). */
const ZMaxAge = z.preprocess((value) => readYears(value) ?? null, yearsSchema().nullable());

const ZFlag = z.boolean({ error: REQUIRED });

/** POST and PUT /api/internal/age-limits: one rule of a class and service. */
export const ZAgeLimitInput = z
  .object({
    classId: ZId,
    serviceId: ZId,
    gender: ZRuleGender,
    minAge: ZMinAge,
    maxAge: ZMaxAge,
    forDisabled: ZFlag,
    forInternal: ZFlag,
    /** Absent: a new rule is active and an edited one keeps its state. */
    active: z.boolean({ error: 'validation.invalid' }).optional(),
  })
  .refine((rule) => rule.maxAge === null || rule.maxAge >= rule.minAge, {
    path: ['maxAge'],
    error: 'eligibility.maxBelowMin',
    when: (payload) => objectFieldsValid(payload, ['minAge', 'maxAge']),
  });
export type TAgeLimitInput = z.input<typeof ZAgeLimitInput>;
export type TAgeLimitValues = z.output<typeof ZAgeLimitInput>;

/** GET /api/internal/age-limits: the rules of one class and service (the spec's modal asks both). */
export const ZAgeLimitQuery = z.object({ classId: ZId, serviceId: ZId });
export type TAgeLimitQuery = z.output<typeof ZAgeLimitQuery>;

export const ZAgeLimit = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  serviceId: z.number().int(),
  gender: z.enum(GENDERS).nullable(),
  minAge: z.number().int(),
  maxAge: z.number().int().nullable(),
  forDisabled: z.boolean(),
  forInternal: z.boolean(),
  active: z.boolean(),
  /** Who the rule is for and its range, in both languages ("Women: 18 to 40 years"). */
  description: ZLocalizedText,
});
export type TAgeLimit = z.output<typeof ZAgeLimit>;

/** GET /api/candidate/eligibility/age: the signed-in candidate against one advertisement. */
export const ZAgeEligibilityQuery = z.object({ advertisementId: ZId });
export type TAgeEligibilityQuery = z.output<typeof ZAgeEligibilityQuery>;

const ZAgeParts = z.object({
  years: z.number().int(),
  months: z.number().int(),
  days: z.number().int(),
});

/** The answer of `ageEligibility` for one advertisement, with what the check knew. */
export const ZAgeEligibility = z.object({
  advertisementId: z.number().int(),
  eligible: z.boolean(),
  reason: z.enum(AGE_REASONS),
  calendar: z.enum(['bs', 'ad']),
  age: ZAgeParts,
  ageAd: ZAgeParts,
  ageBs: ZAgeParts.nullable(),
  dobAd: z.string(),
  dobBs: z.string().nullable(),
  cutOffAd: z.string(),
  cutOffBs: z.string().nullable(),
  rule: ZAgeLimit.omit({ classId: true, serviceId: true }).nullable(),
  /** The facts the rules were matched on. */
  candidate: z.object({
    gender: z.enum(GENDERS),
    disabled: z.boolean(),
    internal: z.boolean(),
  }),
  explanation: ZLocalizedText,
});
export type TAgeEligibility = z.output<typeof ZAgeEligibility>;
