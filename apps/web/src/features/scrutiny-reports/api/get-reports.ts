import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReportBreakdown,
  TAdvertisementReportRow,
  TPage,
  TScrutinyReport,
  TScrutinyReportQuery,
} from '@niyukti/shared';
import { api } from '../../../lib/api';
import {
  ADVERTISEMENT_REPORT_PATH,
  breakdownReportPath,
  scrutinyReportKeys,
  type AdvertisementReportQuery,
  type BreakdownReportBase,
} from './report-keys';

/**
 * The forms by one breakdown, split by gender, with their total (SR read under `reports`, RBG
 * read under `gender-reports`); a filter left empty is not sent, and counts every form.
 */
export function useBreakdownReport(
  base: BreakdownReportBase,
  breakdown: ReportBreakdown,
  query: TScrutinyReportQuery,
) {
  return useQuery({
    queryKey: scrutinyReportKeys.breakdown(base, breakdown, query),
    queryFn: () =>
      api.get<TScrutinyReport>(breakdownReportPath(base, breakdown), {
        query: {
          advertisementCode: query.advertisementCode,
          scrutinyStatus: query.scrutinyStatus,
          fiscalYear: query.fiscalYear,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the advertisements with their vacancies, applicants and forms (AR read). */
export function useAdvertisementReport(query: AdvertisementReportQuery) {
  return useQuery({
    queryKey: scrutinyReportKeys.advertisements(query),
    queryFn: () =>
      api.get<TPage<TAdvertisementReportRow>>(ADVERTISEMENT_REPORT_PATH, {
        query: {
          page: query.page,
          pageSize: query.pageSize,
          search: query.search || undefined,
          fiscalYear: query.fiscalYear,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Counts the breakdowns' summaries again (they are counted every few minutes), then reads the
 * reports on screen anew; answers when they were counted.
 */
export function useCountAgain(base: BreakdownReportBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ countedAt: string }>(`${base}/count-again`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scrutinyReportKeys.all }),
  });
}
