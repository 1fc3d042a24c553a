import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplication } from '@niyukti/shared';
import { api } from '../../../lib/api';

export const MY_APPLICATIONS_PATH = '/api/candidate/applications';

export function getMyApplications(): Promise<TApplication[]> {
  return api.get<TApplication[]>(MY_APPLICATIONS_PATH);
}

/** Every candidate-side key starts with 'candidate': applying or paying refreshes them all. */
export const myApplicationsQuery = () =>
  queryOptions({ queryKey: ['candidate', 'applications'], queryFn: getMyApplications });

export function useMyApplications() {
  return useQuery(myApplicationsQuery());
}
