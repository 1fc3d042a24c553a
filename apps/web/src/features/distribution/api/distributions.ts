import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDistribution, TSaveDistribution } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { REQUISITIONS_TO_DISTRIBUTE_PATH } from './requisitions';

export const distributionPath = (requisitionId: number) =>
  `${REQUISITIONS_TO_DISTRIBUTE_PATH}/${requisitionId}/distribution`;
export const advertisementNumbersPath = (requisitionId: number) =>
  `${REQUISITIONS_TO_DISTRIBUTE_PATH}/${requisitionId}/advertisement-numbers`;

/**
 * The query keys of distributions. The approval task (another feature) reads and decides them
 * under `['distribution', 'approvals', …]`, and invalidates `['distribution']` after a decision.
 */
export const distributionKeys = {
  all: ['distribution'] as const,
  ofRequisition: (requisitionId: number) =>
    ['distribution', 'requisitions', 'distribution', requisitionId] as const,
  approvals: ['distribution', 'approvals'] as const,
};

/** A requisition's distribution: null until its advertisement numbers are generated. */
export function useDistribution(requisitionId: number) {
  return useQuery({
    queryKey: distributionKeys.ofRequisition(requisitionId),
    queryFn: () => api.get<TDistribution | null>(distributionPath(requisitionId)),
    enabled: Number.isInteger(requisitionId) && requisitionId > 0,
    // The officer comes back to a split another may have decided meanwhile.
    staleTime: 0,
  });
}

/** After any change: this distribution, the requests list and the approval task are read again. */
function useSettle(requisitionId: number) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (distribution: TDistribution) =>
      queryClient.setQueryData(distributionKeys.ofRequisition(requisitionId), distribution),
    // Refused (decided meanwhile, say): what the officer sees is read again too.
    onError: () =>
      queryClient.invalidateQueries({ queryKey: distributionKeys.ofRequisition(requisitionId) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['distribution', 'requisitions', 'list'] }),
        queryClient.invalidateQueries({ queryKey: distributionKeys.approvals }),
      ]),
  };
}

/** "Generate advertisement number" (PD create): one number reserved per quota; idempotent. */
export function useGenerateAdvertisementNumbers(requisitionId: number) {
  return useMutation({
    mutationFn: () => api.post<TDistribution>(advertisementNumbersPath(requisitionId)),
    ...useSettle(requisitionId),
  });
}

/** Saves the split and sends it for approval (PD update). */
export function useSaveDistribution(requisitionId: number) {
  return useMutation({
    mutationFn: (split: TSaveDistribution) =>
      api.put<TDistribution>(distributionPath(requisitionId), split),
    ...useSettle(requisitionId),
  });
}
