import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplication } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { MY_APPLICATIONS_PATH } from './get-my-applications';

export function getApplication(id: number): Promise<TApplication> {
  return api.get<TApplication>(`${MY_APPLICATIONS_PATH}/${id}`);
}

// Under the list's key, so whatever refreshes my applications (paying) refreshes this too.
export const applicationQuery = (id: number) =>
  queryOptions({ queryKey: ['candidate', 'applications', id], queryFn: () => getApplication(id) });

export function useApplication(id: number) {
  return useQuery({ ...applicationQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
