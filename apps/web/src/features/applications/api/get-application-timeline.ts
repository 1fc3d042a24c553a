import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplicationTimeline } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { MY_APPLICATIONS_PATH } from './get-my-applications';

export function getApplicationTimeline(id: number): Promise<TApplicationTimeline> {
  return api.get<TApplicationTimeline>(`${MY_APPLICATIONS_PATH}/${id}/timeline`);
}

// Under the list's key, so whatever refreshes my applications (paying) refreshes this too.
export const applicationTimelineQuery = (id: number) =>
  queryOptions({
    queryKey: ['candidate', 'applications', id, 'timeline'],
    queryFn: () => getApplicationTimeline(id),
  });

export function useApplicationTimeline(id: number) {
  return useQuery({ ...applicationTimelineQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
