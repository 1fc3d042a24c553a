// The vacancy distribution history (VDH; back-office.md §3 "Vacancy distribution history and its
// log", §5 "Vacancy history"; decision 151). Every distribution of a post for an office is
// written down: those Niyukti makes, when they are approved, and those made before it, entered
// by hand or imported from a spreadsheet. "Auto-generate quota" reads the history of the same post
// and office, so the seat a small group could not get last time comes to it next (split-seats.ts).
import { z } from 'zod';
import type { LocalizedText, MessageKey } from '../i18n/messages';
import { pageOf, ZPageQuery } from '../api/envelope';
import { isFiscalYearText } from '../master-data/master-fields';
import {
  objectFieldsValid,
  requiredString,
  wholeNumber,
  ZBsDateText,
  ZId,
} from '../validation/fields';
import { ZPostPlace } from '../vacancies/vacancy';
import type { PastSplit } from './split-seats';
import {
  sumMatches,
  UNADVERTISED_HEADINGS,
  ZDistributionRowInput,
  type UnadvertisedHeading,
} from './distribution-split';
import { MAX_VACANCY_LIMIT } from './vacancy-formula';

/**
 * Where a log came from, the `{distributionType}` of `/log/{id}/{distributionType}`: made by a
 * distribution approved in Niyukti, or entered for one made before it (by hand or imported).
 */
export const DISTRIBUTION_LOG_SOURCES = ['niyukti', 'entered'] as const;
export type DistributionLogSource = (typeof DISTRIBUTION_LOG_SOURCES)[number];
export const DISTRIBUTION_LOG_SOURCE_LABELS: Record<DistributionLogSource, LocalizedText> = {
  niyukti: { en: 'Distributed in Niyukti', ne: 'नियुक्तिमा बाँडफाँट गरिएको' },
  entered: { en: 'Entered from earlier records', ne: 'पुराना अभिलेखबाट प्रविष्ट' },
};

/** `2083-84`: four digits, a dash, the next year's last two (Devanagari digits too). */
export const ZFiscalYearText = requiredString({ trim: true, latinDigits: true }).refine(
  isFiscalYearText,
  'distribution.fiscalYearFormat' satisfies MessageKey,
);

const ZTotal = wholeNumber(1, MAX_VACANCY_LIMIT, 'distribution.validVacancyNumber');

/**
 * POST /api/internal/distribution-history (VDH create): one earlier distribution, every field
 * required but the local body; dates in B.S.; its rows (a quota, or a way of filling posts no
 * advertisement carries, with its seats) add up to the total.
 */
export const ZDistributionLogInput = z
  .object({
    postId: ZId,
    demandOfficeId: ZId,
    fiscalYear: ZFiscalYearText,
    publishDateBs: ZBsDateText,
    chalaniNumber: requiredString({ trim: true }).max(
      40,
      'validation.maxLength40' satisfies MessageKey,
    ),
    chalaniDateBs: ZBsDateText,
    totalVacancy: ZTotal,
    localBodyId: z.preprocess((value) => (value === '' ? null : value), ZId.nullish()),
    rows: z
      .array(ZDistributionRowInput, { error: 'validation.required' satisfies MessageKey })
      .min(1, 'distribution.selectQuotaType' satisfies MessageKey)
      .max(50, 'validation.invalid' satisfies MessageKey),
  })
  .refine((log) => sumMatches(log.rows, log.totalVacancy), {
    path: ['rows'],
    error: 'distribution.sumMustEqualTotal' satisfies MessageKey,
    // Only once the rows and the total are themselves valid (an object's refine otherwise also
    // runs on a body that is not one).
    when: (payload) => objectFieldsValid(payload, ['rows', 'totalVacancy']),
  });
export type TDistributionLogInput = z.output<typeof ZDistributionLogInput>;
export type TDistributionLogValues = z.input<typeof ZDistributionLogInput>;

/** GET /api/internal/distribution-history: newest first; by fiscal year, source, post or office. */
export const ZDistributionHistoryQuery = ZPageQuery.pick({
  page: true,
  pageSize: true,
  search: true,
}).extend({
  fiscalYear: z.preprocess(
    (value) => (value === '' ? undefined : value),
    ZFiscalYearText.optional(),
  ),
  source: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(DISTRIBUTION_LOG_SOURCES, { error: 'validation.invalid' }).optional(),
  ),
});
export type TDistributionHistoryQuery = z.output<typeof ZDistributionHistoryQuery>;

const ZNamed = z.object({ id: z.number().int(), nameEn: z.string(), nameNe: z.string() });

/**
 * A line of the history list: the spec's columns (service, class, group, sub group, post, post
 * type, type, master division type, division name: the demand office's ministry and the office)
 * with the fiscal year and the total.
 */
export const ZDistributionHistoryItem = z.object({
  id: z.number().int(),
  source: z.enum(DISTRIBUTION_LOG_SOURCES),
  ...ZPostPlace.shape,
  postTypeEn: z.string().nullable(),
  postTypeNe: z.string().nullable(),
  ministry: ZNamed,
  office: ZNamed,
  fiscalYear: z.string(),
  publishDateAd: z.string(),
  publishDateBs: z.string(),
  totalVacancy: z.number().int(),
});
export type TDistributionHistoryItem = z.output<typeof ZDistributionHistoryItem>;
export const ZDistributionHistoryPage = pageOf(ZDistributionHistoryItem);
export type TDistributionHistoryPage = z.output<typeof ZDistributionHistoryPage>;

/** One part of a logged distribution: a quota or a way of filling posts, with its seats. */
export const ZLogSeats = z.object({
  quotaId: z.number().int().nullable(),
  heading: z.enum(UNADVERTISED_HEADINGS).nullable(),
  nameEn: z.string(),
  nameNe: z.string(),
  seats: z.number().int(),
});
export type TLogSeats = z.output<typeof ZLogSeats>;

/** GET /api/internal/distribution-history/{id}: every log field, and the rotation it is part of. */
export const ZDistributionLog = ZDistributionHistoryItem.extend({
  chalaniNumber: z.string(),
  chalaniDateAd: z.string(),
  chalaniDateBs: z.string(),
  district: ZNamed,
  province: ZNamed,
  localBody: ZNamed.nullable(),
  /** The requisition a Niyukti distribution was made for. */
  requisition: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  seats: z.array(ZLogSeats),
  /** Every log of the same post and office, oldest first (this one too): the rotation's past. */
  rotation: z.array(
    z.object({
      id: z.number().int(),
      source: z.enum(DISTRIBUTION_LOG_SOURCES),
      fiscalYear: z.string(),
      totalVacancy: z.number().int(),
      seats: z.array(ZLogSeats),
    }),
  ),
});
export type TDistributionLog = z.output<typeof ZDistributionLog>;

/** POST …/history/import: how many rows were read, and of them new or replacing one entered before. */
export const ZHistoryImportResult = z.object({
  imported: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
});
export type THistoryImportResult = z.output<typeof ZHistoryImportResult>;

/** What the proposal's phases key their parts by. */
export interface HistoryKeys {
  /** The OPEN quota: phase 2's open for all. */
  openQuotaId: number | null;
  /** The INTERNAL quota: phase 1's internal competition, when advertised. */
  internalQuotaId: number | null;
  /** Phase 3's categories' key of a quota, or null when the quota is not one of them. */
  categoryKey: (quotaId: number) => string | null;
}

/** A logged distribution's parts, as the history reads them. */
export interface LoggedSplit {
  total: number;
  seats: readonly { quotaId: number | null; heading: UnadvertisedHeading | null; seats: number }[];
}

/**
 * A logged distribution as its three phases' splits (proposeDistribution's history): phase 1
 * over its total (open competition is open for all plus the categories), phase 2 over the open
 * competition's posts, phase 3 over the categories'. A quota that is neither open, internal nor
 * a category now (a group a commission has since dropped) is left out of phases 2 and 3.
 */
export function pastSplitsOf(log: LoggedSplit, keys: HistoryKeys): PastSplit[] {
  let openForAll = 0;
  const categories: Record<string, number> = {};
  const phaseOne: Record<string, number> = {};
  for (const part of log.seats) {
    if (part.heading !== null) phaseOne[part.heading] = (phaseOne[part.heading] ?? 0) + part.seats;
    else if (part.quotaId === keys.openQuotaId) openForAll += part.seats;
    else if (part.quotaId === keys.internalQuotaId)
      phaseOne.internal = (phaseOne.internal ?? 0) + part.seats;
    else {
      const key = part.quotaId === null ? null : keys.categoryKey(part.quotaId);
      if (key !== null) categories[key] = (categories[key] ?? 0) + part.seats;
    }
  }
  const inclusive = Object.values(categories).reduce((sum, seats) => sum + seats, 0);
  const open = openForAll + inclusive;
  return [
    { total: log.total, seats: { ...phaseOne, open } },
    { total: open, seats: { openForAll, inclusive } },
    { total: inclusive, seats: categories },
  ];
}
