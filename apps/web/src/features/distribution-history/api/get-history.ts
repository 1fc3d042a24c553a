import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDistributionHistoryPage } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { HISTORY_PATH, historyKeys, type HistoryQuery } from './history-keys';

/** One page of the history, newest first (VDH read), by search, fiscal year and source. */
export function useDistributionHistory(query: HistoryQuery) {
  return useQuery({
    queryKey: historyKeys.list(query),
    queryFn: () =>
      api.get<TDistributionHistoryPage>(HISTORY_PATH, {
        query: {
          page: query.page,
          pageSize: query.pageSize,
          search: query.search || undefined,
          fiscalYear: query.fiscalYear,
          source: query.source,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
