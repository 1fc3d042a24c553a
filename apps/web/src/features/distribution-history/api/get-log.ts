import { useQuery } from '@tanstack/react-query';
import type { TDistributionLog } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { historyKeys, logPath } from './history-keys';

/** One log with every field and the rotation it belongs to (VDH read). */
export function useDistributionLog(id: number, enabled: boolean) {
  return useQuery({
    queryKey: historyKeys.log(id),
    queryFn: () => api.get<TDistributionLog>(logPath(id)),
    enabled,
  });
}
