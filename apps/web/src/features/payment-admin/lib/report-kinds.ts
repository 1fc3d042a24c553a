import { VACANCY_REPORT_KINDS, type VacancyReportKind } from '@niyukti/shared';

/** The Report tab's reports (back-office.md §2): per advertisement, then the vacancy reports. */
export const REPORTS = ['advertisements', ...VACANCY_REPORT_KINDS] as const;
export type ReportChoice = (typeof REPORTS)[number];

/** Whether a vacancy report shows the local level: promotion is the commission's posts only. */
export const showsLocalLevel = (kind: VacancyReportKind): boolean => kind !== 'promotion';
