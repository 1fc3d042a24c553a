// What staff send to create, publish, reject and re-date an advertisement (back-office.md §5
// "Advertisement publishing", §7 Advertisement). The API validates with these and the forms use
// them as resolvers, so a rule lives once.
import { z } from 'zod';
import { ZPageQuery } from '../api/envelope';
import { todayIso } from '../dates/nepal-time';
import type { LocalizedText } from '../i18n/messages';
import { requiredString, unlessEmpty, wholeNumber, ZId, ZIsoDate } from '../validation/fields';
import {
  ADVERTISEMENT_DATE_NAMES,
  CREATION_DATE_NAMES,
  CREATION_DATE_RULES,
  FULL_DATE_RULES,
  bothCalendars,
  sameDayRules,
  withRules,
  type FieldRule,
} from './advertisement-dates';

/** Letters, digits, hyphen and underscore, like every code of master data. */
export const ZAdvertisementCode = requiredString({ trim: true })
  .refine(
    unlessEmpty((value) => /^[A-Za-z0-9_-]+$/.test(value)),
    'validation.codeChars',
  )
  .max(40, 'validation.maxLength40');

/** Advertisement numbers read like `16613/082-83`: digits, letters and / - _ . */
export const ZAdvertisementNumber = requiredString({ trim: true, latinDigits: true })
  .refine(
    unlessEmpty((value) => /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/.test(value)),
    'advertisements.numberChars',
  )
  .max(40, 'validation.maxLength40');

export const MAX_VACANCY_COUNT = 10_000;
export const MAX_FEE_RUPEES = 100_000;
export const MAX_EXTRA_DAYS = 60;
/** More than any commission runs at once (77 districts, a few centres each). */
export const MAX_EXAM_CENTRES = 500;

/**
 * The exam centres candidates of an advertisement choose between: at least one (an application
 * names its centre), each once. Whether each exists and is active is the server's check.
 */
export const ZAdvertisementExamCentreIds = z
  .array(ZId, { error: 'advertisements.examCentresRequired' })
  .min(1, 'advertisements.examCentresRequired')
  .max(MAX_EXAM_CENTRES, 'validation.invalid')
  .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicateChoice');

export const ZCreateAdvertisement = withRules(
  z.object({
    code: ZAdvertisementCode,
    /**
     * Empty: the server takes the next number of the fiscal year's sequence, the one the
     * distributions take theirs from, so the two never clash (decision 148). A number given on
     * paper before Niyukti may still be typed.
     */
    advertisementNumber: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      ZAdvertisementNumber.optional(),
    ),
    postId: ZId,
    quotaId: ZId,
    vacancyCount: wholeNumber(1, MAX_VACANCY_COUNT, 'advertisements.vacancyRange'),
    /** Whole rupees; kept as paisa. */
    feeRupees: wholeNumber(0, MAX_FEE_RUPEES, 'advertisements.feeRange'),
    ...bothCalendars(CREATION_DATE_NAMES),
    examCentreIds: ZAdvertisementExamCentreIds,
    /**
     * The local level (municipality or rural municipality) the posts serve, for a local-level
     * recruitment; empty for the commission's own (federal or provincial) posts.
     */
    localBodyId: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      ZId.nullable(),
    ),
  }),
  [...sameDayRules(CREATION_DATE_NAMES), ...CREATION_DATE_RULES],
);
export type TCreateAdvertisement = z.output<typeof ZCreateAdvertisement>;
export type TCreateAdvertisementInput = z.input<typeof ZCreateAdvertisement>;

/** An optional instant with its offset (`2026-05-01T10:00:00+05:45`); empty means none. */
const ZScheduledAt = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.iso.datetime({ offset: true, error: 'advertisements.scheduleInvalid' }).optional(),
);

const SCHEDULE_RULES: readonly FieldRule[] = [
  {
    path: 'scheduledAt',
    reads: ['scheduledAt'],
    message: 'advertisements.scheduleInPast',
    holds: (v) => v.scheduledAt == null || Date.parse(String(v.scheduledAt)) > Date.now(),
  },
  {
    // Published after its own single-fee deadline, nobody could apply at the single fee.
    path: 'scheduledAt',
    reads: ['scheduledAt', 'singleFeeDeadlineAd'],
    message: 'advertisements.scheduleAfterDeadline',
    holds: (v) =>
      v.scheduledAt == null ||
      todayIso(new Date(String(v.scheduledAt))) <= String(v.singleFeeDeadlineAd),
  },
];

/**
 * Publishing: the new number (the old one is kept), all seven dates, and optionally the moment
 * a job publishes it (a scheduled publish) instead of now.
 */
export const ZPublishAdvertisement = withRules(
  z.object({
    newAdvertisementNumber: ZAdvertisementNumber,
    ...bothCalendars(ADVERTISEMENT_DATE_NAMES),
    scheduledAt: ZScheduledAt,
  }),
  [...sameDayRules(ADVERTISEMENT_DATE_NAMES), ...FULL_DATE_RULES, ...SCHEDULE_RULES],
);
export type TPublishAdvertisement = z.output<typeof ZPublishAdvertisement>;
export type TPublishAdvertisementInput = z.input<typeof ZPublishAdvertisement>;

export const ZRejectAdvertisement = z.object({
  remarks: requiredString({ trim: true }).max(500, 'validation.maxLength500'),
});
export type TRejectAdvertisement = z.output<typeof ZRejectAdvertisement>;

/** New values for all seven dates, under the same rules as publishing. */
export const ZAdvertisementNewDates = withRules(
  z.object({ mode: z.literal('dates'), ...bothCalendars(ADVERTISEMENT_DATE_NAMES) }),
  [...sameDayRules(ADVERTISEMENT_DATE_NAMES), ...FULL_DATE_RULES],
);
export type TAdvertisementNewDates = z.output<typeof ZAdvertisementNewDates>;

/**
 * Extra days: every deadline not yet passed moves later by this many days. The request names the
 * admit-card date it was made from (always among the dates that move), so a repeated click or a
 * colleague's extension in between is refused instead of extending twice.
 */
export const ZAdvertisementExtraDays = z.object({
  mode: z.literal('extraDays'),
  extraDays: wholeNumber(1, MAX_EXTRA_DAYS, 'advertisements.extraDaysRange'),
  expectedAdmitCardDateAd: ZIsoDate,
});
export type TAdvertisementExtraDays = z.output<typeof ZAdvertisementExtraDays>;

/** "Configure additional date": either the dates themselves or a number of extra days. */
export const ZChangeAdvertisementDates = z.discriminatedUnion('mode', [
  ZAdvertisementNewDates,
  ZAdvertisementExtraDays,
]);
export type TChangeAdvertisementDates = z.output<typeof ZChangeAdvertisementDates>;

/**
 * The lists of back-office.md §4. `pending` holds those waiting for a decision, `scheduled` the
 * pending ones a job will publish, `published` pre-live and live together.
 */
export const ADVERTISEMENT_LIST_FILTERS = [
  'pending',
  'scheduled',
  'pre_live',
  'live',
  'published',
  'rejected',
  'closed',
] as const;
export type AdvertisementListFilter = (typeof ADVERTISEMENT_LIST_FILTERS)[number];

export const ADVERTISEMENT_LIST_LABELS: Record<AdvertisementListFilter, LocalizedText> = {
  pending: { en: 'Pending', ne: 'विचाराधीन' },
  scheduled: { en: 'Scheduled', ne: 'तालिकाबद्ध' },
  pre_live: { en: 'Pre-live', ne: 'प्रकाशन पूर्व' },
  live: { en: 'Live', ne: 'सञ्चालनमा' },
  published: { en: 'Published', ne: 'प्रकाशित' },
  rejected: { en: 'Rejected', ne: 'अस्वीकृत' },
  closed: { en: 'Closed', ne: 'बन्द' },
};

export const ZAdvertisementListQuery = ZPageQuery.extend({
  status: z.enum(ADVERTISEMENT_LIST_FILTERS, { error: 'validation.invalid' }).default('pending'),
});
export type TAdvertisementListQuery = z.output<typeof ZAdvertisementListQuery>;
