import type { TPaymentReportRow, TVacancyReportRow } from '@niyukti/shared';

/** The payment figures every report shows, per row and in its totals. */
export type PaymentFigures = Pick<
  TPaymentReportRow,
  'applications' | 'paid' | 'collectedPaisa' | 'refundDue' | 'refundDuePaisa'
>;

export function sumPaymentFigures(rows: readonly PaymentFigures[]): PaymentFigures {
  const sums: PaymentFigures = {
    applications: 0,
    paid: 0,
    collectedPaisa: 0,
    refundDue: 0,
    refundDuePaisa: 0,
  };
  for (const row of rows) {
    sums.applications += row.applications;
    sums.paid += row.paid;
    sums.collectedPaisa += row.collectedPaisa;
    sums.refundDue += row.refundDue;
    sums.refundDuePaisa += row.refundDuePaisa;
  }
  return sums;
}

/** The sums a vacancy report's totals row shows, over its rows. */
export interface VacancyReportTotals extends PaymentFigures {
  rows: number;
  totalVacancy: number;
  /** Vacancies by quota code; a quota no row was advertised in is absent. */
  byQuota: Record<string, number>;
}

export function vacancyTotalsOf(rows: readonly TVacancyReportRow[]): VacancyReportTotals {
  const byQuota: Record<string, number> = {};
  let totalVacancy = 0;
  for (const row of rows) {
    totalVacancy += row.totalVacancy;
    for (const [code, count] of Object.entries(row.vacanciesByQuota))
      byQuota[code] = (byQuota[code] ?? 0) + count;
  }
  return { rows: rows.length, totalVacancy, byQuota, ...sumPaymentFigures(rows) };
}
