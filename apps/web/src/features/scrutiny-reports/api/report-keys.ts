import type { ReportBreakdown, TScrutinyReportQuery } from '@niyukti/shared';

export const SCRUTINY_REPORTS_PATH = '/api/internal/scrutiny/reports';
export const GENDER_REPORTS_PATH = '/api/internal/scrutiny/gender-reports';
export const ADVERTISEMENT_REPORT_PATH = '/api/internal/scrutiny/advertisement-report';

/** Where a breakdown is read: the scrutiny report's (SR) or the report by gender's (RBG). */
export type BreakdownReportBase = typeof SCRUTINY_REPORTS_PATH | typeof GENDER_REPORTS_PATH;

export const breakdownReportPath = (base: BreakdownReportBase, breakdown: ReportBreakdown) =>
  `${base}/${breakdown}`;

/** What the advertisement report is asked for: the table's page and search, and the fiscal year. */
export interface AdvertisementReportQuery {
  page: number;
  pageSize: number;
  search: string;
  fiscalYear?: string;
}

export const scrutinyReportKeys = {
  all: ['scrutiny-reports'] as const,
  breakdown: (base: BreakdownReportBase, breakdown: ReportBreakdown, query: TScrutinyReportQuery) =>
    [...scrutinyReportKeys.all, base, breakdown, query] as const,
  advertisements: (query: AdvertisementReportQuery) =>
    [...scrutinyReportKeys.all, 'advertisements', query] as const,
};
