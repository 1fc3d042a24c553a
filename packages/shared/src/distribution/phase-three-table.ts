// The phase-3 table (back-office.md §3 "Phase 3 table value", §5 "Phase 3 table"): for a number of
// reserved posts (the vacancy number), the count each category actually gets, which staff may set
// where the formula's answer is not what the commission does (the Section Officer's 176 posts of
// 2076 went 58/48/39/15/9/7). The decimal value (vacancy number × percentage / 100) is read-only:
// the formula's share. A vacancy number whose counts add up to it is used by the proposal
// instead of the formula; one that does not is shown as not used.
import { z } from 'zod';
import { toLatinDigits } from '../digits/devanagari';
import type { MessageKey } from '../i18n/messages';
import { ZId } from '../validation/fields';
import { MAX_VACANCY_LIMIT } from './vacancy-formula';

/** A whole number typed as text (Devanagari digits too) or sent as a number. */
function whole(min: number, max: number, message: MessageKey) {
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value.trim() === ''
          ? undefined
          : Number(toLatinDigits(value.trim()))
        : value,
    z
      .number({ error: 'validation.required' satisfies MessageKey })
      .int(message)
      .min(min, message)
      .max(max, message),
  );
}

export const ZVacancyNumber = whole(1, MAX_VACANCY_LIMIT, 'distribution.vacancyNumberRange');
const ZActualValue = whole(0, MAX_VACANCY_LIMIT, 'distribution.actualValueRange');

/** POST/PUT /api/internal/distribution/phase-three/table-values: one category's count. */
export const ZPhaseThreeTableInput = z
  .object({ categoryId: ZId, vacancyNumber: ZVacancyNumber, actualValue: ZActualValue })
  .refine((value) => value.actualValue <= value.vacancyNumber, {
    path: ['actualValue'],
    error: 'distribution.actualOverVacancy' satisfies MessageKey,
  });
export type TPhaseThreeTableInput = z.output<typeof ZPhaseThreeTableInput>;
export type TPhaseThreeTableValues = z.input<typeof ZPhaseThreeTableInput>;

/** A saved count, with its category's percentage and decimal value (null: no formula now). */
export const ZPhaseThreeTableValue = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryNameEn: z.string(),
  categoryNameNp: z.string(),
  vacancyNumber: z.number().int(),
  percentage: z.number().nullable(),
  decimalValue: z.number().nullable(),
  actualValue: z.number().int(),
});
export type TPhaseThreeTableValue = z.output<typeof ZPhaseThreeTableValue>;

/** The alternate view: per vacancy number, its categories side by side. */
export const ZPhaseThreeTableRow = z.object({
  vacancyNumber: z.number().int(),
  /** The sum of the actual counts; the row is used only when it equals the vacancy number. */
  total: z.number().int(),
  used: z.boolean(),
  entries: z.record(
    z.string(),
    ZPhaseThreeTableValue.omit({ categoryNameEn: true, categoryNameNp: true }),
  ),
});
export type TPhaseThreeTableRow = z.output<typeof ZPhaseThreeTableRow>;

/**
 * PUT /api/internal/distribution/phase-three/table-rows/{vacancyNumber}: every category's count
 * for one vacancy number at once (the alternate view's save, and a generated row's), adding up to
 * the vacancy number.
 */
export const ZPhaseThreeTableRowInput = z.object({
  entries: z
    .array(z.object({ categoryId: ZId, actualValue: ZActualValue }))
    .min(1, 'validation.required' satisfies MessageKey),
});
export type TPhaseThreeTableRowInput = z.output<typeof ZPhaseThreeTableRowInput>;

/** GET …/table-rows/generated?vacancyNumber=: the formula's split, to fill a row with. */
export const ZGeneratedRowQuery = z.object({ vacancyNumber: ZVacancyNumber });
export const ZGeneratedRow = z.object({
  vacancyNumber: z.number().int(),
  entries: z.array(
    z.object({
      categoryId: z.number().int(),
      percentage: z.number(),
      decimalValue: z.number(),
      actualValue: z.number().int(),
    }),
  ),
});
export type TGeneratedRow = z.output<typeof ZGeneratedRow>;

/** `vacancyNumber × percentage / 100`, to two decimals as the screen shows it. */
export function decimalValue(vacancyNumber: number, percentage: number): number {
  return Math.round(vacancyNumber * percentage) / 100;
}

/** Groups saved counts into the alternate view's rows, by vacancy number. */
export function toAlternateRows(values: readonly TPhaseThreeTableValue[]): TPhaseThreeTableRow[] {
  const rows = new Map<number, TPhaseThreeTableRow>();
  for (const { categoryNameEn: _en, categoryNameNp: _np, ...value } of values) {
    const row = rows.get(value.vacancyNumber) ?? {
      vacancyNumber: value.vacancyNumber,
      total: 0,
      used: false,
      entries: {},
    };
    row.entries[String(value.categoryId)] = value;
    row.total += value.actualValue;
    row.used = row.total === row.vacancyNumber;
    rows.set(value.vacancyNumber, row);
  }
  return [...rows.values()].sort((a, b) => a.vacancyNumber - b.vacancyNumber);
}
