import type { DistributionLogSource } from '@niyukti/shared';

export const HISTORY_PATH = '/api/internal/distribution-history';
export const logPath = (id: number) => `${HISTORY_PATH}/${id}`;

/** What the list is asked for: the table's page and search, the fiscal year and the source. */
export interface HistoryQuery {
  page: number;
  pageSize: number;
  search: string;
  fiscalYear?: string;
  source?: DistributionLogSource;
}

export const historyKeys = {
  all: ['distribution-history'] as const,
  list: (query: HistoryQuery) => [...historyKeys.all, 'list', query] as const,
  log: (id: number) => [...historyKeys.all, 'log', id] as const,
};
