import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDistributionLog, TDistributionLogInput } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { HISTORY_PATH, historyKeys } from './history-keys';

/** POST …/history (VDH create): an earlier distribution, entered by hand; 201 is its log. */
export function useEnterDistributionLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDistributionLogInput) => api.post<TDistributionLog>(HISTORY_PATH, input),
    onSuccess: (log) => {
      queryClient.setQueryData(historyKeys.log(log.id), log);
      return queryClient.invalidateQueries({ queryKey: [...historyKeys.all, 'list'] });
    },
  });
}
