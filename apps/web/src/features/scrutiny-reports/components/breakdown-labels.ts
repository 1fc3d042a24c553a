import { REPORT_BREAKDOWN_LABELS, type ReportBreakdown, type TBreakdownRow } from '@niyukti/shared';
import type { Language } from '../../../lib/i18n';

/** A breakdown's name in the reader's language (`Province` / `प्रदेश`). */
export const breakdownLabel = (lang: Language, breakdown: ReportBreakdown): string =>
  REPORT_BREAKDOWN_LABELS[breakdown][lang];

/**
 * A row's value as the server names it in the reader's language; the row of forms that do not
 * say (null key) is named by the server too.
 */
export const rowLabel = (lang: Language, row: TBreakdownRow): string =>
  (lang === 'ne' ? row.labelNe : row.labelEn) || row.labelEn || row.labelNe;

/**
 * The breakdowns where one form may hold two values, the father's and the mother's: their rows
 * add up to more than the forms counted.
 */
export const TWO_VALUE_BREAKDOWNS: readonly ReportBreakdown[] = [
  'parents-education',
  'parents-occupation',
];
