// The phase-3 formula (back-office.md §3 "Phase 3 formula", §5): each inclusive category's share
// of the reserved posts, with its priority. The categories are the quotas advertisements
// reference; a category has one formula at most. This formula is the one place a commission
// says its groups' shares (docs/decisions.md).
import { z } from 'zod';
import { toLatinDigits } from '../digits/devanagari';
import type { MessageKey } from '../i18n/messages';
import { ZId } from '../validation/fields';

export const PHASE_THREE_PRIORITIES = [1, 2, 3, 4, 5, 6] as const;

/** §5: a percentage from 1 to 99 with at most two decimals, or exactly 100. */
const PERCENTAGE_PATTERN = /^(?:100|[1-9]\d?(?:\.\d{1,2})?)$/;

/** A share typed as text (Devanagari digits too) or sent as a number, kept in hundredths. */
export const ZPhaseThreePercentage = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: 'validation.required' satisfies MessageKey })
    .overwrite((text) => toLatinDigits(text.trim()))
    .min(1, 'validation.required' satisfies MessageKey)
    .refine((text) => text === '' || PERCENTAGE_PATTERN.test(text), {
      error: 'distribution.percentage' satisfies MessageKey,
    })
    .transform((text) => Math.round(Number(text) * 100)),
);

/** POST/PUT /api/internal/distribution/phase-three/formulas */
export const ZPhaseThreeFormulaInput = z.object({
  categoryId: ZId,
  priority: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? Number(toLatinDigits(value)) : value),
    z
      .number({ error: 'validation.required' satisfies MessageKey })
      .int('distribution.priorityRange' satisfies MessageKey)
      .min(1, 'distribution.priorityRange' satisfies MessageKey)
      .max(6, 'distribution.priorityRange' satisfies MessageKey),
  ),
  percentage: ZPhaseThreePercentage,
});
export type TPhaseThreeFormulaInput = z.output<typeof ZPhaseThreeFormulaInput>;
export type TPhaseThreeFormulaValues = z.input<typeof ZPhaseThreeFormulaInput>;

export const ZPhaseThreeFormula = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryNameEn: z.string(),
  categoryNameNp: z.string(),
  priority: z.number().int(),
  /** The share, e.g. 33 or 33.33. */
  percentage: z.number(),
});
export type TPhaseThreeFormula = z.output<typeof ZPhaseThreeFormula>;

/** A category the formula may name (§3: id, categoryNameEn, categoryNameNp), and its formula. */
export const ZPhaseThreeCategory = z.object({
  id: z.number().int(),
  categoryNameEn: z.string(),
  categoryNameNp: z.string(),
  /** The formula naming it already; the form hides such a category except when editing it. */
  formulaId: z.number().int().nullable(),
});
export type TPhaseThreeCategory = z.output<typeof ZPhaseThreeCategory>;

/** The categories a formula's form offers: those without a formula, and the one being edited. */
export function choosableCategories(
  categories: readonly TPhaseThreeCategory[],
  editingFormulaId?: number,
): TPhaseThreeCategory[] {
  return categories.filter(
    (category) => category.formulaId === null || category.formulaId === editingFormulaId,
  );
}
