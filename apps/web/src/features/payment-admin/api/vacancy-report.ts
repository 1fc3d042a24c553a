import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TVacancyReport, VacancyReportKind } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { VACANCY_REPORT_PATH, paymentAdminKeys } from './keys';

/**
 * A vacancy report (UP): vacancy detail, promotion or local level, one row per post (and local
 * level) of the advertisements matching `search` (code, number, post or local level; empty:
 * every one), with the quota columns the rows use. Not paged.
 */
export function useVacancyReport(kind: VacancyReportKind, search: string) {
  return useQuery({
    queryKey: paymentAdminKeys.vacancyReport(kind, search),
    queryFn: () => api.get<TVacancyReport>(VACANCY_REPORT_PATH, { query: { kind, search } }),
    placeholderData: keepPreviousData,
  });
}
