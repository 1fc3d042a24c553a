import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TQuotaCountReport, TVacancyDistributionReport } from '@niyukti/shared';
import { api, download, saveFile } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';

export const REPORTS_PATH = '/api/internal/reports';
export const DISTRIBUTION_REPORT_PATH = `${REPORTS_PATH}/vacancy-distribution`;
export const QUOTA_COUNT_REPORT_PATH = `${REPORTS_PATH}/vacancy-count-by-quota`;

export type ReportPath = typeof DISTRIBUTION_REPORT_PATH | typeof QUOTA_COUNT_REPORT_PATH;

export const reportKeys = {
  all: ['distribution-reports'] as const,
  report: (path: ReportPath, fiscalYear: string) => [...reportKeys.all, path, fiscalYear] as const,
};

/** A report of one fiscal year (any staff, read); asked for once a fiscal year is written. */
function useReport<T>(path: ReportPath, fiscalYear: string | undefined) {
  return useQuery({
    queryKey: reportKeys.report(path, fiscalYear ?? ''),
    queryFn: () => api.get<T>(path, { query: { fiscalYear } }),
    enabled: fiscalYear !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The vacancy distribution report: each approved distribution's row, its columns and totals. */
export const useVacancyDistributionReport = (fiscalYear: string | undefined) =>
  useReport<TVacancyDistributionReport>(DISTRIBUTION_REPORT_PATH, fiscalYear);

/** The vacancy count by quota: each quota's advertisements, seats, applications and payments. */
export const useQuotaCountReport = (fiscalYear: string | undefined) =>
  useReport<TQuotaCountReport>(QUOTA_COUNT_REPORT_PATH, fiscalYear);

/**
 * The report as a spreadsheet (`….xlsx?fiscalYear=&lang=`), in the language shown, fetched with
 * the token and saved.
 */
export function useDownloadReport(path: ReportPath) {
  return useMutation({
    mutationFn: async ({ fiscalYear, lang }: { fiscalYear: string; lang: Language }) =>
      saveFile(await download(`${path}.xlsx`, { query: { fiscalYear, lang } })),
  });
}
