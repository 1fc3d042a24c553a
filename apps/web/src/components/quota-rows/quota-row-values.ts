import { toLatinDigits } from '@niyukti/shared';

/**
 * One row as typed: its quota type, which is a quota (its id) or a way of filling posts no
 * advertisement carries (its heading), '' for the other and for none; its seats, in either script.
 */
export interface QuotaRowValues {
  quotaId: string;
  heading: string;
  seats: string;
}

/** A form whose `rows` are quota rows (it may hold other fields too). */
export interface QuotaRowsValues {
  rows: QuotaRowValues[];
}

export const EMPTY_QUOTA_ROW: QuotaRowValues = { quotaId: '', heading: '', seats: '' };

/** A whole number typed (Devanagari digits too), or null. */
export function wholeNumberOf(typed: string | undefined): number | null {
  const text = toLatinDigits((typed ?? '').trim());
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** The sum of the rows' seats as typed (what is not a number counts nothing). */
export const seatsTotalOf = (rows: readonly QuotaRowValues[]) =>
  rows.reduce((sum, row) => sum + (wholeNumberOf(row.seats) ?? 0), 0);

/** A quota type as the select names it: `quota:7`, `heading:seniority`. */
export const partKeyOf = (part: { quotaId: number | null; heading: string | null }) =>
  part.quotaId !== null ? `quota:${part.quotaId}` : `heading:${part.heading ?? ''}`;

/** A row's quota type as the select names it ('' for none chosen). */
export const rowKeyOf = (row: QuotaRowValues | undefined) =>
  row?.quotaId ? `quota:${row.quotaId}` : row?.heading ? `heading:${row.heading}` : '';

/** The quota and heading a key of the select stands for ('' both for none). */
export function partOfKey(key: string | null): Pick<QuotaRowValues, 'quotaId' | 'heading'> {
  const [, kind, name = ''] = /^(quota|heading):(.*)$/s.exec(key ?? '') ?? [];
  return { quotaId: kind === 'quota' ? name : '', heading: kind === 'heading' ? name : '' };
}
