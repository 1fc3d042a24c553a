// Saving a requisition's distribution (issue 20; back-office.md §2 "Manual percentage
// distribution", §4 "Percentage distribution", §5 "Manual distribution messages"). In the spec's
// order: "generate advertisement number" reserves one number of the fiscal year's sequence for
// each quota the split may give seats to; the split follows (auto-generated, then changed by
// hand where the commission decides otherwise), one row per quota type with its vacancy number;
// saving sends it for approval; approving it makes one pending advertisement per quota with seats,
// under the number reserved for that quota (decision 148).
import { z } from 'zod';
import { toLatinDigits } from '../digits/devanagari';
import type { LocalizedText, MessageKey } from '../i18n/messages';
import { requiredString } from '../validation/fields';
import { MAX_VACANCY_LIMIT, type PhaseHeading } from './vacancy-formula';

/**
 * The ways of filling posts phase 1 gives seats to that no open advertisement of the commission
 * carries: promotion by seniority and by performance, and internal competition where master data
 * has no INTERNAL quota to advertise it under. A distribution keeps their seats as rows of its
 * split, so it adds up to the requisition's posts, but reserves them no number.
 */
export const UNADVERTISED_HEADINGS = ['internal', 'seniority', 'performance'] as const;
export type UnadvertisedHeading = (typeof UNADVERTISED_HEADINGS)[number];
export const isUnadvertisedHeading = (heading: PhaseHeading): heading is UnadvertisedHeading =>
  (UNADVERTISED_HEADINGS as readonly string[]).includes(heading);

/**
 * numbered: advertisement numbers reserved, no split saved yet; submitted: split saved, waiting
 * for approval; approved: advertisements made; rejected: returned to the distribution officer,
 * who corrects and saves it again.
 */
export const DISTRIBUTION_STATUSES = ['numbered', 'submitted', 'approved', 'rejected'] as const;
export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number];

export const DISTRIBUTION_STATUS_LABELS: Record<DistributionStatus, LocalizedText> = {
  numbered: { en: 'Numbers generated', ne: 'विज्ञापन नम्बर निकालियो' },
  submitted: { en: 'Waiting for approval', ne: 'स्वीकृतिको प्रतीक्षामा' },
  approved: { en: 'Approved', ne: 'स्वीकृत' },
  rejected: { en: 'Returned for correction', ne: 'सच्याउन फिर्ता' },
};

/** An advertisement number of the fiscal year 2082-83's sequence: `16613/082-83`. */
export function advertisementNumberOf(value: number, fiscalYear: string): string {
  return `${value}/${fiscalYear.slice(1)}`;
}

/** The code of an advertisement made from a number (codes travel in URLs: no slash). */
export function advertisementCodeOf(advertisementNumber: string): string {
  return advertisementNumber.replace('/', '-');
}

/** A quota chosen in a row. */
const ZQuotaType = z.preprocess(
  (value) => (value === '' ? null : value),
  z.coerce
    .number({ error: 'distribution.selectQuotaType' satisfies MessageKey })
    .int('distribution.selectQuotaType' satisfies MessageKey)
    .positive('distribution.selectQuotaType' satisfies MessageKey)
    .nullish(),
);

/** A way of filling posts chosen in a row instead of a quota (promotion). */
const ZHeadingType = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .enum(UNADVERTISED_HEADINGS, { error: 'distribution.selectQuotaType' satisfies MessageKey })
    .nullish(),
);

/** A vacancy number typed (Devanagari digits too): empty, then not a whole number ≥ 0. */
const ZRowVacancyNumber = z.preprocess(
  (value) => {
    if (value === null || value === undefined) return undefined;
    if (typeof value !== 'string') return value;
    const text = toLatinDigits(value.trim());
    if (text === '') return undefined;
    return /^\d+$/.test(text) ? Number(text) : Number.NaN;
  },
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? ('distribution.enterVacancyNumber' satisfies MessageKey)
          : ('distribution.validVacancyNumber' satisfies MessageKey),
    })
    .int('distribution.validVacancyNumber' satisfies MessageKey)
    .min(0, 'distribution.validVacancyNumber' satisfies MessageKey)
    .max(MAX_VACANCY_LIMIT, 'distribution.validVacancyNumber' satisfies MessageKey),
);

const noType = (value: unknown) => value === '' || value === null || value === undefined;

/**
 * One row of the split: its quota type (a quota, or a way of filling posts without an
 * advertisement) and its vacancy number. A row with no type at all is 'Please select Quota Type'
 * under its quota field, said together with what its vacancy number lacks (an object's own check
 * would wait for its fields): the quota field is given a value no quota has.
 */
export const ZDistributionRowInput = z.preprocess(
  (row) =>
    typeof row === 'object' && row !== null && noType((row as Record<string, unknown>).quotaId)
      ? noType((row as Record<string, unknown>).heading)
        ? { ...row, quotaId: 0 }
        : row
      : row,
  z
    .object({ quotaId: ZQuotaType, heading: ZHeadingType, seats: ZRowVacancyNumber })
    .refine((row) => (row.quotaId == null) !== (row.heading == null), {
      path: ['quotaId'],
      error: 'distribution.selectQuotaType' satisfies MessageKey,
    }),
);
export type TDistributionRowInput = z.output<typeof ZDistributionRowInput>;

/**
 * PUT /api/internal/distribution/requisitions/{id}/distribution (PD update): the split, one row
 * per quota type. The server also checks the numbers were generated first, each quota is one the
 * numbers were reserved for and appears once, and the rows add up to the requisition's posts.
 */
export const ZSaveDistribution = z.object({
  rows: z
    .array(ZDistributionRowInput, { error: 'validation.required' satisfies MessageKey })
    .min(1, 'distribution.selectQuotaType' satisfies MessageKey)
    .max(50, 'validation.invalid' satisfies MessageKey),
});
export type TSaveDistribution = z.output<typeof ZSaveDistribution>;
export type TSaveDistributionInput = z.input<typeof ZSaveDistribution>;

/** The sum rule, for the form and the server alike. */
export function sumMatches(rows: readonly { seats: number }[], totalVacancy: number): boolean {
  return rows.reduce((sum, row) => sum + row.seats, 0) === totalVacancy;
}

/** Approve or reject a distribution: remarks required (a rejection is confirmed in the form). */
export const ZDistributionDecision = z.object({
  remarks: requiredString({ trim: true }).max(500, 'validation.maxLength500'),
});
export type TDistributionDecision = z.output<typeof ZDistributionDecision>;

/**
 * One part of a distribution: a quota with the number reserved for it, or a way of filling posts
 * no advertisement carries (no number); its seats once saved; the advertisement made for it.
 */
export const ZDistributionQuota = z.object({
  quotaId: z.number().int().nullable(),
  heading: z.enum(UNADVERTISED_HEADINGS).nullable(),
  nameEn: z.string(),
  nameNe: z.string(),
  advertisementNumber: z.string().nullable(),
  /** Null until a split is saved; 0 leaves the number unused (it is never given to another). */
  seats: z.number().int().nullable(),
  /** The advertisement made on approval (only for seats > 0). */
  advertisementId: z.number().int().nullable(),
});
export type TDistributionQuota = z.output<typeof ZDistributionQuota>;

export const ZDistribution = z.object({
  id: z.number().int(),
  requisitionId: z.number().int(),
  requisitionNumber: z.string(),
  postEn: z.string(),
  postNe: z.string(),
  demandOfficeEn: z.string(),
  demandOfficeNe: z.string(),
  totalVacancy: z.number().int(),
  fiscalYear: z.string(),
  status: z.enum(DISTRIBUTION_STATUSES),
  /** The approver's remarks: why it was approved, or what to correct. */
  decisionRemarks: z.string().nullable(),
  quotas: z.array(ZDistributionQuota),
});
export type TDistribution = z.output<typeof ZDistribution>;

/** GET /api/internal/distribution/approvals: the saved distributions waiting for a decision. */
export const ZDistributionPage = z.object({
  items: z.array(ZDistribution),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TDistributionPage = z.output<typeof ZDistributionPage>;
