import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
  proposal: (requisitionId: number) =>
    [...distributionRequestKeys.all, 'proposal', requisitionId] as const,
};

/** One page of the approved requisitions waiting to be distributed, newest first (PD read). */
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
 * "Auto-generate quota": the configured phases applied to a requisition, asked afresh each time
 * it is opened (the formulas and the table may have changed meanwhile). Nothing is saved.
 */
export function useDistributionProposal(requisitionId: number) {
  return useQuery({
    queryKey: distributionRequestKeys.proposal(requisitionId),
    queryFn: () => api.get<TDistributionProposal>(proposalPath(requisitionId)),
    staleTime: 0,
  });
}
