// What "auto-generate quota" answers for an approved requisition (issue 20): the three phases'
// splits as proposeDistribution makes them, each saying where its counts came from (the formula
// with its fractions settled, a table row staff set, or the phase's limit), with the formula's
// own answer beside; and the seats each quota gets, the advertisements to be.
import { z } from 'zod';
import { UNADVERTISED_HEADINGS } from './distribution-split';
import { ALL_PHASE_HEADINGS } from './vacancy-formula';

export const DISTRIBUTION_PHASES = ['phase-one', 'phase-two', 'phase-three'] as const;
export type DistributionPhaseName = (typeof DISTRIBUTION_PHASES)[number];

export const ZProposalPart = z.object({
  /** A heading of phases 1–2, or a category (quota) id of phase 3. */
  heading: z.enum(ALL_PHASE_HEADINGS).nullable(),
  categoryId: z.number().int().nullable(),
  nameEn: z.string(),
  nameNe: z.string(),
  percent: z.number(),
  priority: z.number().int(),
  /** The decimal value: posts × percent / 100. */
  exact: z.number(),
  /** What the history of the same post and office owes it (negative: it had more). */
  owed: z.number(),
  /** The count proposed. */
  seats: z.number().int(),
  /** The formula's own count, shown beside a table row's or the limit's. */
  formulaSeats: z.number().int(),
});
export type TProposalPart = z.output<typeof ZProposalPart>;

export const ZProposalPhase = z.object({
  phase: z.enum(DISTRIBUTION_PHASES),
  posts: z.number().int(),
  source: z.enum(['formula', 'table', 'limit']),
  /** The phase's limit for the class and service (phases 1–2), when one is set. */
  limit: z.number().int().nullable(),
  parts: z.array(ZProposalPart),
});
export type TProposalPhase = z.output<typeof ZProposalPhase>;

export const ZDistributionProposal = z.object({
  requisitionId: z.number().int(),
  totalVacancy: z.number().int(),
  /**
   * How many earlier distributions of the same post and office (the history, VDH) the fractions
   * were settled with: each part's `owed` is what they left it owed.
   */
  earlierDistributions: z.number().int(),
  phases: z.array(ZProposalPhase),
  /** The advertised split: open for all and each inclusive category, with their seats. */
  quotas: z.array(
    z.object({
      quotaId: z.number().int(),
      nameEn: z.string(),
      nameNe: z.string(),
      seats: z.number().int(),
    }),
  ),
  /** Phase 1's seats no advertisement carries (promotion): with `quotas`, the whole total. */
  kept: z.array(
    z.object({
      heading: z.enum(UNADVERTISED_HEADINGS),
      nameEn: z.string(),
      nameNe: z.string(),
      seats: z.number().int(),
    }),
  ),
});
export type TDistributionProposal = z.output<typeof ZDistributionProposal>;

export const DISTRIBUTION_PHASE_LABELS: Record<DistributionPhaseName, { en: string; ne: string }> =
  {
    'phase-one': { en: 'phase 1', ne: 'पहिलो चरणको' },
    'phase-two': { en: 'phase 2', ne: 'दोस्रो चरणको' },
    'phase-three': { en: 'phase 3', ne: 'तेस्रो चरणको' },
  };
