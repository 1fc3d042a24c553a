import {
  VACANCY_REPORT_KINDS,
  type TVacancyReportRow,
  type VacancyReportKind,
} from '@niyukti/shared';

/** The Report tab's reports (back-office.md §2): per advertisement, then the vacancy reports. */
export const REPORTS = ['advertisements', ...VACANCY_REPORT_KINDS] as const;
export type ReportChoice = (typeof REPORTS)[number];

/**
 * Whether a vacancy report shows the local level: promotion only when one of its rows is a
 * local level's internal competition (mostly it is the commission's own posts).
 */
export const showsLocalLevel = (
  kind: VacancyReportKind,
  rows: readonly TVacancyReportRow[],
): boolean => kind !== 'promotion' || rows.some((row) => row.localBody !== null);
