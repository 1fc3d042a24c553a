// The registration form (spec: candidate-portal §5 "Registration"). Each date is entered in both
// calendars; the pair must name the same day, and age is checked in both calendars as the spec asks.
import { z } from 'zod';
import { adToBs, ageOn, ageOnBs, bsToAd } from '../dates/bs-date';
import { todayIso } from '../dates/nepal-time';
import type { MessageKey } from '../i18n/messages';
import {
  ZBsDateText,
  ZCitizenshipNumber,
  ZEmail,
  ZEnglishName,
  ZGender,
  ZId,
  ZIsoDate,
  ZMobile,
  ZNationalId,
  ZUsername,
  objectFieldsValid,
} from '../validation/fields';

export const MIN_AGE_YEARS = 18;
/** The spec: "with the BS date age must be less than 58". */
export const MAX_BS_AGE_YEARS = 58;

/** Many Nepali names have no middle name: an empty or blank field means none. */
const ZMiddleName = z.preprocess(
  (value: string | undefined) =>
    typeof value === 'string' && value.trim() === '' ? undefined : value,
  ZEnglishName.optional(),
);

/** Who the person is: asked at registration and kept up to date in the profile. */
export const ZIdentityFields = z.object({
  firstName: ZEnglishName,
  middleName: ZMiddleName,
  lastName: ZEnglishName,
  dobAd: ZIsoDate,
  dobBs: ZBsDateText,
  gender: ZGender,
  genderOtherConfirmed: z.boolean({ error: 'validation.invalid' }).default(false),
  citizenshipNumber: ZCitizenshipNumber,
  citizenshipIssueDateAd: ZIsoDate,
  citizenshipIssueDateBs: ZBsDateText,
  citizenshipIssueDistrictId: ZId,
});

const identity = ZIdentityFields.shape;
const ZRegistrationFields = z.object({
  firstName: identity.firstName,
  middleName: identity.middleName,
  lastName: identity.lastName,
  username: ZUsername,
  dobAd: identity.dobAd,
  dobBs: identity.dobBs,
  email: ZEmail,
  gender: identity.gender,
  genderOtherConfirmed: identity.genderOtherConfirmed,
  mobile: ZMobile,
  nationalId: ZNationalId,
  citizenshipNumber: identity.citizenshipNumber,
  citizenshipIssueDateAd: identity.citizenshipIssueDateAd,
  citizenshipIssueDateBs: identity.citizenshipIssueDateBs,
  citizenshipIssueDistrictId: identity.citizenshipIssueDistrictId,
});

type Fields = z.output<typeof ZIdentityFields>;
type FieldName = keyof Fields;

/** A cross-field rule: which fields it reads, where its message goes, and the test itself. */
type CrossRule = {
  reads: FieldName[];
  path: FieldName;
  message: MessageKey;
  holds: (value: Fields, todayAd: string) => boolean;
};

const sameDay = (bs: string, ad: string) => bsToAd(bs) === ad;

/** The rules between identity fields, the same at registration and in the profile. */
const IDENTITY_RULES: CrossRule[] = [
  {
    reads: ['gender', 'genderOtherConfirmed'],
    path: 'genderOtherConfirmed',
    message: 'validation.genderOtherConfirm',
    holds: (v) => v.gender !== 'other' || v.genderOtherConfirmed,
  },
  {
    reads: ['dobAd', 'dobBs'],
    path: 'dobBs',
    message: 'validation.bsAdMismatch',
    holds: (v) => sameDay(v.dobBs, v.dobAd),
  },
  {
    reads: ['dobAd'],
    path: 'dobAd',
    message: 'validation.ageMin18',
    holds: (v, today) => ageOn(v.dobAd, today).years >= MIN_AGE_YEARS,
  },
  {
    reads: ['dobBs'],
    path: 'dobBs',
    message: 'validation.ageMin18',
    holds: (v, today) => ageOnBs(v.dobBs, adToBs(today)).years >= MIN_AGE_YEARS,
  },
  {
    reads: ['dobBs'],
    path: 'dobBs',
    message: 'validation.ageMaxBs58',
    holds: (v, today) => ageOnBs(v.dobBs, adToBs(today)).years < MAX_BS_AGE_YEARS,
  },
  {
    reads: ['citizenshipIssueDateAd', 'citizenshipIssueDateBs'],
    path: 'citizenshipIssueDateBs',
    message: 'validation.bsAdMismatch',
    holds: (v) => sameDay(v.citizenshipIssueDateBs, v.citizenshipIssueDateAd),
  },
  {
    reads: ['citizenshipIssueDateAd', 'dobAd'],
    path: 'citizenshipIssueDateAd',
    message: 'validation.issueBeforeBirth',
    holds: (v) => v.citizenshipIssueDateAd >= v.dobAd, // ISO dates compare as text
  },
  {
    reads: ['citizenshipIssueDateAd'],
    path: 'citizenshipIssueDateAd',
    message: 'validation.dateInFuture',
    holds: (v, today) => v.citizenshipIssueDateAd <= today,
  },
];

/**
 * Adds the identity rules to a form holding the identity fields. Cross-field rules run even
 * while other fields are still wrong (the form shows every problem at once), but each only when
 * the fields it reads are valid. "Today" is read at validation time.
 */
export function withIdentityRules<T extends z.ZodType<Fields>>(schema: T): T {
  return IDENTITY_RULES.reduce(
    (current, rule) =>
      current.refine((value) => rule.holds(value, todayIso()), {
        path: [rule.path],
        error: rule.message,
        when: (payload) => objectFieldsValid(payload, rule.reads),
      }) as T,
    schema,
  );
}

export const ZRegistration = withIdentityRules(ZRegistrationFields);
export type TRegistration = z.output<typeof ZRegistration>;
/** What a form holds before parsing (middle name may be '', dates may use Devanagari digits). */
export type TRegistrationInput = z.input<typeof ZRegistration>;
