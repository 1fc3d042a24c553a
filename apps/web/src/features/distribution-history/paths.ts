import type { DistributionLogSource } from '@niyukti/shared';

/** The back-office paths of the distribution history (back-office.md §2, VDH). */
export const HISTORY_PATHS = {
  list: '/admin/vacancy-distribution-history',
  /** A log's page: `{distributionType}` is where the log came from (its source). */
  log: (id: number, source: DistributionLogSource) =>
    `/admin/vacancy-distribution-history/log/${id}/${source}`,
} as const;
