// The Contact tab (candidate-portal.md §3 and §5): a permanent and a mailing address.
// "All address fields required", except two that many homes do not have: a village house often
// has no street (marga) and no house number (gharNo), so those two may stay empty; the tole
// (neighbourhood) every home has is required. The server also checks what a schema cannot: the
// district lies in the province, the local body in the district, and the ward exists there.
import { z } from 'zod';
import {
  optionalText,
  requiredString,
  unlessEmpty,
  ZEmail,
  ZId,
  ZMobile,
} from '../validation/fields';

/** The most wards a local body may have (the master-data check on `wardCount`). */
export const MAX_WARD_NO = 99;

/** A ward chosen from 1 … the local body's number of wards (the upper bound is the server's). */
export const ZWardNo = ZId.refine((n) => n <= MAX_WARD_NO, 'validation.id');

/** A landline: digits only (Latin or Devanagari), 6 to 15 of them, e.g. 014412345. */
export const ZPhoneNo = requiredString({ trim: true, latinDigits: true }).refine(
  unlessEmpty((s) => /^\d{6,15}$/.test(s)),
  'validation.phoneNo',
);

const ZPlaceText = requiredString({ trim: true }).max(100, 'validation.maxLength100');

export const ZAddress = z.object({
  provinceId: ZId,
  districtId: ZId,
  localBodyId: ZId,
  wardNo: ZWardNo,
  marga: optionalText(ZPlaceText),
  tole: ZPlaceText,
  gharNo: optionalText(
    requiredString({ trim: true, latinDigits: true }).max(30, 'validation.maxLength30'),
  ),
  phoneNo: optionalText(ZPhoneNo),
  mobileNo: ZMobile,
  email: ZEmail,
});
export type TAddress = z.output<typeof ZAddress>;
export type TAddressInput = z.input<typeof ZAddress>;

export const ADDRESS_KINDS = ['permanent', 'mailing'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/**
 * What the Contact tab saves. With `mailingSameAsPermanent` the server keeps a copy of the
 * permanent address as the mailing one, whatever `mailing` holds (the form copies it too).
 */
export const ZContactDetails = z.object({
  permanent: ZAddress,
  mailing: ZAddress,
  mailingSameAsPermanent: z.boolean({ error: 'validation.invalid' }),
});
export type TContactDetails = z.output<typeof ZContactDetails>;
export type TContactDetailsInput = z.input<typeof ZContactDetails>;

/** A saved address as GET answers it: fields a candidate left empty are null. */
export const ZAddressView = z.object({
  provinceId: z.number().int(),
  districtId: z.number().int(),
  localBodyId: z.number().int(),
  wardNo: z.number().int(),
  marga: z.string().nullable(),
  tole: z.string(),
  gharNo: z.string().nullable(),
  phoneNo: z.string().nullable(),
  mobileNo: z.string(),
  email: z.string(),
});
export type TAddressView = z.output<typeof ZAddressView>;

export const ZContactDetailsView = z.object({
  permanent: ZAddressView,
  mailing: ZAddressView,
  mailingSameAsPermanent: z.boolean(),
});
export type TContactDetailsView = z.output<typeof ZContactDetailsView>;

/**
 * The mobile number and e-mail given at registration: the contact tab starts from them rather
 * than asking for them again (issue 19).
 */
export const ZRegisteredContact = z.object({ mobile: z.string(), email: z.string() });
export type TRegisteredContact = z.output<typeof ZRegisteredContact>;
