import { useQuery } from '@tanstack/react-query';
import type { TApplication, TCandidateDashboard } from '@niyukti/shared';
import { api } from '../../../lib/api';

export function getCandidateDashboard(): Promise<TCandidateDashboard> {
  return api.get<TCandidateDashboard>('/api/candidate/dashboard');
}

export function useCandidateDashboard(enabled = true) {
  return useQuery({
    queryKey: ['candidate', 'dashboard'],
    queryFn: getCandidateDashboard,
    enabled,
  });
}

/** Same key and answer as the applications feature's list, so the cache is shared. */
export function useMyApplications(enabled = true) {
  return useQuery({
    queryKey: ['candidate', 'applications'],
    queryFn: () => api.get<TApplication[]>('/api/candidate/applications'),
    enabled,
  });
}
