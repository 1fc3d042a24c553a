import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { TProfileStatus } from '@niyukti/shared';
import { api } from '../api';

export const PROFILE_STATUS_PATH = '/api/candidate/profile/status';
const statusKey = ['profile', 'status'] as const;

/** Locks and missing parts; every save of a tab refreshes it. */
export function useProfileStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: () => api.get<TProfileStatus>(PROFILE_STATUS_PATH),
  });
}

export function refreshProfileStatus(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: statusKey });
}
