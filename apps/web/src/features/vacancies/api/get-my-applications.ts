import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplication } from '@niyukti/shared';
import { api } from '../../../lib/api';

export const MY_APPLICATIONS_PATH = '/api/candidate/applications';

/**
 * My applications, for the counter above the vacancy list and the status shown on a vacancy I
 * applied to. Every candidate-side key starts with 'candidate', so applying can refresh them all.
 */
export const myApplicationsQuery = () =>
  queryOptions({
    queryKey: ['candidate', 'applications'],
    queryFn: () => api.get<TApplication[]>(MY_APPLICATIONS_PATH),
  });

export function useMyApplications() {
  return useQuery(myApplicationsQuery());
}
