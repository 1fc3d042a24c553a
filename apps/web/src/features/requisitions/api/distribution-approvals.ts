import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDistribution, TDistributionDecision, TDistributionPage } from '@niyukti/shared';
import { api } from '../../../lib/api';

const DISTRIBUTION_PATH = '/api/internal/distribution';

/** Approve or reject: the two decisions on a saved distribution (PD approve / PD reject). */
export type DistributionDecisionKind = 'approve' | 'reject';

export interface DistributionApprovalQuery {
  page: number;
  pageSize: number;
  search: string;
}

/**
 * The cache keys: the distribution feature keeps its own under `['distribution', …]` too, so a
 * decision here reads its pages again (and the requests list, and a distribution form).
 */
export const distributionApprovalKeys = {
  all: ['distribution'] as const,
  list: (query: DistributionApprovalQuery) => ['distribution', 'approvals', query] as const,
};

/** The saved distributions waiting for the commission's decision (PD read). */
export function useDistributionApprovals(query: DistributionApprovalQuery, enabled = true) {
  return useQuery({
    queryKey: distributionApprovalKeys.list(query),
    queryFn: () =>
      api.get<TDistributionPage>(`${DISTRIBUTION_PATH}/approvals`, {
        query: { page: query.page, pageSize: query.pageSize, search: query.search || undefined },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Approves (one pending advertisement per quota with posts) or returns a distribution for
 * correction, with remarks. The client toasts the server's message, also a refusal's (409: not
 * waiting, or no fee for the class); either way the lists are read again.
 */
export function useDecideDistribution(id: number, decision: DistributionDecisionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TDistributionDecision) =>
      api.post<TDistribution>(`${DISTRIBUTION_PATH}/distributions/${id}/${decision}`, values),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: distributionApprovalKeys.all }),
        // The approval made advertisements, which wait on the publish page.
        queryClient.invalidateQueries({ queryKey: ['advertisements'] }),
        queryClient.invalidateQueries({ queryKey: ['requisitions'] }),
      ]),
  });
}
