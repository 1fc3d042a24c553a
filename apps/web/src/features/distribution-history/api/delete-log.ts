import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { historyKeys, logPath } from './history-keys';

/**
 * DELETE …/history/{id} (VDH delete): an entered log only; one Niyukti made stays (409). The
 * other logs of the post and office change rotation, so every log read is forgotten.
 */
export function useDeleteDistributionLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(logPath(id)),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: historyKeys.log(id) });
      return queryClient.invalidateQueries({ queryKey: historyKeys.all });
    },
  });
}
