import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScrutinyStatus, TCandidateDetails } from '@niyukti/shared';
import { api } from '../../../lib/api';

export const CANDIDATE_DETAILS_PATH = '/api/internal/scrutiny/candidate-details';

export interface CandidateDetailsQuery {
  advertisementCode: string;
  studentId: number;
  /** The list the form was opened from: its previous and next forms are of that list. */
  status: ScrutinyStatus;
}

/**
 * GET …/candidate-details/:advertisementCode/:studentId?status: the form, its candidate, the
 * checks and where it stands in the officer's list. The page says a failure itself (a form not
 * allocated to this officer is a 404, shown as "not found"), so the client shows no toast.
 */
export function getCandidateDetails(
  query: CandidateDetailsQuery,
  signal?: AbortSignal,
): Promise<TCandidateDetails> {
  const path = `${CANDIDATE_DETAILS_PATH}/${encodeURIComponent(query.advertisementCode)}/${query.studentId}`;
  return api.get<TCandidateDetails>(path, {
    query: { status: query.status },
    showErrors: false,
    signal,
  });
}

const candidateDetailsQuery = (query: CandidateDetailsQuery) =>
  queryOptions({
    queryKey: ['scrutiny', 'candidate-details', query],
    queryFn: ({ signal }) => getCandidateDetails(query, signal),
  });

/** The form the address names; null (an address that names none) reads nothing. */
export function useCandidateDetails(query: CandidateDetailsQuery | null) {
  return useQuery({
    ...candidateDetailsQuery(query ?? { advertisementCode: '', studentId: 0, status: 'pending' }),
    enabled: query !== null,
  });
}

/** Reads the next form while the officer reads this one, so N (or a decision) opens it at once. */
export function usePrefetchCandidateDetails(query: CandidateDetailsQuery | null) {
  const queryClient = useQueryClient();
  const advertisementCode = query?.advertisementCode;
  const studentId = query?.studentId;
  const status = query?.status;
  useEffect(() => {
    if (advertisementCode && studentId && status)
      void queryClient.prefetchQuery(
        candidateDetailsQuery({ advertisementCode, studentId, status }),
      );
  }, [queryClient, advertisementCode, studentId, status]);
}
