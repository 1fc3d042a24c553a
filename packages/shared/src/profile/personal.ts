// The Personal tab (candidate-portal.md §3 and §5): the identity asked at registration, kept up
// to date, plus the names in Nepali and the family's names.
import { z } from 'zod';
import { withIdentityRules, ZIdentityFields } from '../auth/registration';
import { optionalText, ZEnglishFullName, ZNepaliName } from '../validation/fields';

export const ZPersonalDetailsFields = ZIdentityFields.extend({
  firstNameNe: ZNepaliName,
  middleNameNe: optionalText(ZNepaliName),
  lastNameNe: ZNepaliName,
  fatherNameEn: ZEnglishFullName,
  fatherNameNe: ZNepaliName,
  motherNameEn: ZEnglishFullName,
  motherNameNe: ZNepaliName,
  grandfatherNameEn: ZEnglishFullName,
  grandfatherNameNe: ZNepaliName,
  spouseNameEn: optionalText(ZEnglishFullName),
  spouseNameNe: optionalText(ZNepaliName),
});

export const ZPersonalDetails = withIdentityRules(ZPersonalDetailsFields);
export type TPersonalDetails = z.output<typeof ZPersonalDetails>;
export type TPersonalDetailsInput = z.input<typeof ZPersonalDetails>;

/** What GET answers: the saved details (Nepali and family names null until first saved). */
export const ZPersonalDetailsView = z.object({
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  dobAd: z.string(),
  dobBs: z.string(),
  gender: z.enum(['male', 'female', 'other']),
  citizenshipNumber: z.string(),
  citizenshipIssueDateAd: z.string(),
  citizenshipIssueDateBs: z.string(),
  citizenshipIssueDistrictId: z.number().int(),
  firstNameNe: z.string().nullable(),
  middleNameNe: z.string().nullable(),
  lastNameNe: z.string().nullable(),
  fatherNameEn: z.string().nullable(),
  fatherNameNe: z.string().nullable(),
  motherNameEn: z.string().nullable(),
  motherNameNe: z.string().nullable(),
  grandfatherNameEn: z.string().nullable(),
  grandfatherNameNe: z.string().nullable(),
  spouseNameEn: z.string().nullable(),
  spouseNameNe: z.string().nullable(),
  /** The commission has locked the profile: read only. */
  locked: z.boolean(),
});
export type TPersonalDetailsView = z.output<typeof ZPersonalDetailsView>;
