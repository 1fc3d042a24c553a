// The seven dates of an advertisement (back-office.md §3, §5 "Advertisement publishing"), each
// entered in both calendars as `<name>Ad` and `<name>Bs`, and the order rules between them
// (docs/decisions.md: "Advertisement dates and the scheduled publish").
import { z } from 'zod';
import { bsToAd } from '../dates/bs-date';
import type { LocalizedText, MessageKey } from '../i18n/messages';
import { objectFieldsValid, ZBsDateText, ZIsoDate } from '../validation/fields';

/** Names follow the table's columns; the labels are the spec's words. */
export const ADVERTISEMENT_DATE_NAMES = [
  'publishDate',
  'singleFeeDeadline',
  'paymentLastDate',
  'doubleFeeDeadline',
  'doubleFeePaymentLastDate',
  'ageCutOffDate',
  'admitCardDate',
] as const;
export type AdvertisementDateName = (typeof ADVERTISEMENT_DATE_NAMES)[number];

export const ADVERTISEMENT_DATE_LABELS: Record<AdvertisementDateName, LocalizedText> = {
  publishDate: { en: 'Publish date', ne: 'प्रकाशन मिति' },
  singleFeeDeadline: { en: 'Single submission last date', ne: 'एकल दस्तुर आवेदनको अन्तिम मिति' },
  paymentLastDate: { en: 'Payment last date', ne: 'भुक्तानीको अन्तिम मिति' },
  doubleFeeDeadline: {
    en: 'Double fee submission last date',
    ne: 'दोब्बर दस्तुर आवेदनको अन्तिम मिति',
  },
  doubleFeePaymentLastDate: {
    en: 'Double fee payment last date',
    ne: 'दोब्बर दस्तुर भुक्तानीको अन्तिम मिति',
  },
  ageCutOffDate: { en: 'Age cut-off date', ne: 'उमेर गणना मिति' },
  admitCardDate: { en: 'Admit card download date', ne: 'प्रवेशपत्र डाउनलोड मिति' },
};

/** The dates an advertisement has from its creation (the table's required date columns). */
export const CREATION_DATE_NAMES = [
  'publishDate',
  'singleFeeDeadline',
  'doubleFeeDeadline',
  'ageCutOffDate',
  'admitCardDate',
] as const satisfies readonly AdvertisementDateName[];

/** Deadlines that extra days move (the publish and age cut-off dates are facts, not deadlines). */
export const EXTENDABLE_DATE_NAMES = [
  'singleFeeDeadline',
  'paymentLastDate',
  'doubleFeeDeadline',
  'doubleFeePaymentLastDate',
  'admitCardDate',
] as const satisfies readonly AdvertisementDateName[];

type DatePair<N extends string> = { [K in N as `${K}Ad`]: typeof ZIsoDate } & {
  [K in N as `${K}Bs`]: typeof ZBsDateText;
};

/** `{ <name>Ad: A.D. date, <name>Bs: B.S. date }` for every name: one day in both calendars. */
export function bothCalendars<const N extends string>(names: readonly N[]): DatePair<N> {
  const shape: Record<string, z.ZodType> = {};
  for (const name of names) {
    shape[`${name}Ad`] = ZIsoDate;
    shape[`${name}Bs`] = ZBsDateText;
  }
  return shape as DatePair<N>;
}

/** A rule between fields: which it reads, where its message goes, and the test. */
export interface FieldRule {
  readonly path: string;
  readonly reads: readonly string[];
  readonly message: MessageKey;
  readonly holds: (value: Record<string, unknown>) => boolean;
}

/** The B.S. half of each date names the same day as its A.D. half. */
export function sameDayRules(names: readonly string[]): FieldRule[] {
  return names.map((name) => ({
    path: `${name}Bs`,
    reads: [`${name}Ad`, `${name}Bs`],
    message: 'validation.bsAdMismatch',
    holds: (v) => bsToAd(String(v[`${name}Bs`])) === v[`${name}Ad`],
  }));
}

/** `later` is on or after `earlier` (or strictly after); A.D. ISO dates compare as text. */
export function dateOrder(
  later: AdvertisementDateName,
  earlier: AdvertisementDateName,
  message: MessageKey,
  strictly = false,
): FieldRule {
  const [laterAd, earlierAd] = [`${later}Ad`, `${earlier}Ad`];
  return {
    path: laterAd,
    reads: [laterAd, earlierAd],
    message,
    holds: (v) => {
      const [a, b] = [String(v[laterAd]), String(v[earlierAd])];
      return strictly ? a > b : a >= b;
    },
  };
}

/**
 * Adds rules to an object schema. Each runs only when the fields it reads are valid, so a form
 * shows every problem at once and a rule never sees a half-typed date.
 */
export function withRules<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  rules: readonly FieldRule[],
): T {
  return rules.reduce(
    (current, rule) =>
      current.refine((value) => rule.holds(value), {
        path: [rule.path],
        error: rule.message,
        when: (payload) => objectFieldsValid(payload, rule.reads),
      }) as T,
    schema,
  );
}

/** The order of the deadlines when all seven dates are given (publishing, changing dates). */
export const FULL_DATE_RULES: readonly FieldRule[] = [
  dateOrder('singleFeeDeadline', 'publishDate', 'advertisements.singleBeforePublish'),
  dateOrder('doubleFeeDeadline', 'singleFeeDeadline', 'advertisements.doubleBeforeSingle'),
  dateOrder('paymentLastDate', 'singleFeeDeadline', 'advertisements.paymentBeforeSingle'),
  dateOrder(
    'doubleFeePaymentLastDate',
    'doubleFeeDeadline',
    'advertisements.doublePaymentBeforeDouble',
  ),
  dateOrder(
    'doubleFeePaymentLastDate',
    'paymentLastDate',
    'advertisements.doublePaymentBeforePayment',
  ),
  dateOrder(
    'admitCardDate',
    'doubleFeePaymentLastDate',
    'advertisements.admitCardBeforeDoublePayment',
    true,
  ),
];

/** The order when only the creation dates are known (the payment dates come at publishing). */
export const CREATION_DATE_RULES: readonly FieldRule[] = [
  dateOrder('singleFeeDeadline', 'publishDate', 'advertisements.singleBeforePublish'),
  dateOrder('doubleFeeDeadline', 'singleFeeDeadline', 'advertisements.doubleBeforeSingle'),
  dateOrder('admitCardDate', 'doubleFeeDeadline', 'advertisements.admitCardBeforeDouble', true),
];

/** All seven dates in both calendars with their rules; publishing and changing dates share it. */
export const ZAdvertisementDates = withRules(z.object(bothCalendars(ADVERTISEMENT_DATE_NAMES)), [
  ...sameDayRules(ADVERTISEMENT_DATE_NAMES),
  ...FULL_DATE_RULES,
]);
export type TAdvertisementDates = z.output<typeof ZAdvertisementDates>;
