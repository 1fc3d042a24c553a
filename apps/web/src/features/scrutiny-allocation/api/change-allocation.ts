import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TAllocationDetail } from '@niyukti/shared';
import { api } from '../../../lib/api';
import {
  allocationKeys,
  allocationPath,
  finalisationPath,
  reallocationPath,
} from './allocation-keys';

/** An officer to give forms to: a number of forms, or (omitted) an even share of the rest. */
export interface OfficerShare {
  userId: number;
  forms?: number;
}

/**
 * The answer is the advertisement as it now stands: it replaces the one read, and the list and
 * the reports, whose counts it changed, are read again. A refusal may mean someone else changed
 * the advertisement meanwhile (finalised it, allocated its forms): it is read again too.
 */
function useChangeAllocation<V>(
  advertisementId: number,
  send: (variables: V) => Promise<TAllocationDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      queryClient.setQueryData(allocationKeys.detail(advertisementId), detail);
      return forgetCounts(queryClient);
    },
    onError: () =>
      queryClient.invalidateQueries({ queryKey: allocationKeys.detail(advertisementId) }),
  });
}

const forgetCounts = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [...allocationKeys.all, 'list'] }),
    queryClient.invalidateQueries({ queryKey: allocationKeys.reports() }),
  ]);

/** POST …/allocations/{id} (SA create): the forms no officer has yet, to the officers chosen. */
export const useAllocateForms = (advertisementId: number) =>
  useChangeAllocation(advertisementId, (officers: OfficerShare[]) =>
    api.post<TAllocationDetail>(allocationPath(advertisementId), { officers }),
  );

/** POST …/allocations/{id}/reallocation (SA update): an officer's undecided forms to others. */
export const useReallocateForms = (advertisementId: number) =>
  useChangeAllocation(
    advertisementId,
    ({ fromUserId, officers }: { fromUserId: number; officers: OfficerShare[] }) =>
      api.post<TAllocationDetail>(reallocationPath(advertisementId), { fromUserId, officers }),
  );

/** POST …/allocations/{id}/finalisation (SA approve): decisions freeze; roll numbers may follow. */
export const useFinaliseScrutiny = (advertisementId: number) =>
  useChangeAllocation(advertisementId, () =>
    api.post<TAllocationDetail>(finalisationPath(advertisementId)),
  );
