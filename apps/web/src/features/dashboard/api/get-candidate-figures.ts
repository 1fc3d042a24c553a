import { useQuery } from '@tanstack/react-query';
import type { TApplication } from '@niyukti/shared';
import { api } from '../../../lib/api';

/** `GET /api/candidate/dashboard`: the six cards of candidate-portal.md §2, counted by the API. */
export interface CandidateDashboard {
  liveAdvertisements: number;
  totalVacancies: number;
  totalApplicants: number;
  myApplications: number;
  registeredUsers: number;
  completeProfiles: number;
  /** When the commission-wide figures were counted (the API recounts them every minute). */
  figuresAsOf: string;
}

export function getCandidateDashboard(): Promise<CandidateDashboard> {
  return api.get<CandidateDashboard>('/api/candidate/dashboard');
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
