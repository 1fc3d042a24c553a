// How a requisition's posts were split, as candidates and the public read it (issue 20): on a
// vacancy's page ("58 of the 560 posts are in this advertisement") and as an open feed of the
// distributions by fiscal year, JSON and CSV (decision 149). Counts and numbers only: nothing of
// any candidate. A distribution is public once one of its advertisements is published.
import { z } from 'zod';
import { UNADVERTISED_HEADINGS } from './distribution-split';

export const ZPublishedPart = z.object({
  /** The quota, or null for a way of filling posts no advertisement carries (`heading`). */
  quotaId: z.number().int().nullable(),
  heading: z.enum(UNADVERTISED_HEADINGS).nullable(),
  nameEn: z.string(),
  nameNe: z.string(),
  seats: z.number().int(),
  /** The advertisement of the part; null for a heading, or a quota given no seats. */
  advertisementNumber: z.string().nullable(),
});
export type TPublishedPart = z.output<typeof ZPublishedPart>;

/** On a vacancy's page: the split of the requisition its advertisement came from. */
export const ZVacancySplit = z.object({
  requisitionNumber: z.string(),
  totalVacancy: z.number().int(),
  /** The parts with seats, this advertisement's among them. */
  parts: z.array(ZPublishedPart),
});
export type TVacancySplit = z.output<typeof ZVacancySplit>;

/** One distribution of the open feed. */
export const ZPublishedDistribution = ZVacancySplit.extend({
  fiscalYear: z.string(),
  postEn: z.string(),
  postNe: z.string(),
  demandOfficeEn: z.string(),
  demandOfficeNe: z.string(),
  approvedAt: z.string(),
});
export type TPublishedDistribution = z.output<typeof ZPublishedDistribution>;

/** `?fiscalYear=2083-84`: the fiscal year as the commission writes it (XXXX-XX). */
export const ZDistributionFeedQuery = z.object({
  fiscalYear: z
    .string({ error: 'validation.required' })
    .regex(/^\d{4}-\d{2}$/, 'distribution.fiscalYearFormat'),
});
export type TDistributionFeedQuery = z.output<typeof ZDistributionFeedQuery>;
