import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDistributionProposal, TPage, TRequisitionSummary } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { DISTRIBUTION_PATH } from './vacancy-formulas';

export const REQUISITIONS_TO_DISTRIBUTE_PATH = `${DISTRIBUTION_PATH}/requisitions`;
export const proposalPath = (requisitionId: number) =>
  `${REQUISITIONS_TO_DISTRIBUTE_PATH}/${requisitionId}/proposal`;

export interface ToDistributeQuery {
  page: number;
  pageSize: number;
  search: string;
}

export const distributionRequestKeys = {
  all: ['distribution', 'requisitions'] as const,
  list: (query: ToDistributeQuery) => [...distributionRequestKeys.all, 'list', query] as const,
  one: (requisitionId: number) => [...distributionRequestKeys.all, 'one', requisitionId] as const,
  proposal: (requisitionId: number) =>
    [...distributionRequestKeys.all, 'proposal', requisitionId] as const,
};

/**
 * One page of the requisitions to distribute, newest first (PD read): the approved ones and the
 * distributed ones (whose split and advertisements are then shown read-only).
 */
export function useRequisitionsToDistribute(query: ToDistributeQuery) {
  return useQuery({
    queryKey: distributionRequestKeys.list(query),
    queryFn: () =>
      api.get<TPage<TRequisitionSummary>>(REQUISITIONS_TO_DISTRIBUTE_PATH, {
        query: { page: query.page, pageSize: query.pageSize, search: query.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The summary of one requisition to distribute, for the form before its numbers exist (after,
 * the distribution carries the facts). The list hands it over when the officer comes from there;
 * opened afresh (a reload, a bookmark), it is asked for (PD's read of one requisition).
 */
export function useRequisitionToDistribute(
  requisitionId: number,
  handedOver: TRequisitionSummary | null,
  enabled: boolean,
) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: distributionRequestKeys.one(requisitionId),
    queryFn: () =>
      api.get<TRequisitionSummary>(`${REQUISITIONS_TO_DISTRIBUTE_PATH}/${requisitionId}/summary`),
    initialData: () =>
      handedOver?.id === requisitionId
        ? handedOver
        : queryClient
            .getQueriesData<TPage<TRequisitionSummary>>({
              queryKey: [...distributionRequestKeys.all, 'list'],
            })
            .flatMap(([, page]) => page?.items ?? [])
            .find((item) => item.id === requisitionId),
    // A requisition's facts do not change while it is being distributed.
    staleTime: 5 * 60_000,
    enabled,
  });
}

/**
 * "Auto-generate quota": the configured phases applied to a requisition, asked afresh each time
 * (the formulas and the table may have changed meanwhile). Nothing is saved.
 */
export function useDistributionProposal(requisitionId: number) {
  return useQuery({
    queryKey: distributionRequestKeys.proposal(requisitionId),
    queryFn: () => api.get<TDistributionProposal>(proposalPath(requisitionId)),
    // Asked for by the button (refetch), never by itself.
    enabled: false,
    staleTime: 0,
    retry: false,
  });
}
