import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import {
  SCRUTINY_STATUSES,
  type ScrutinyStatus,
  type TPage,
  type TScrutinyRow,
} from '@niyukti/shared';
import { api } from '../../../lib/api';

export const SCRUTINY_PATH = '/api/internal/scrutiny/applications';

export interface ScrutinyListQuery {
  status: ScrutinyStatus;
  page: number;
  pageSize: number;
  search: string;
  /** Only the forms of one advertisement; absent: every advertisement's. */
  advertisementId?: number;
}

export const FIRST_PAGE = { page: 1, pageSize: 10, search: '' } as const;

export function getScrutinyApplications(query: ScrutinyListQuery): Promise<TPage<TScrutinyRow>> {
  return api.get<TPage<TScrutinyRow>>(SCRUTINY_PATH, { query: { ...query } });
}

export const scrutinyApplicationsQuery = (query: ScrutinyListQuery) =>
  queryOptions({
    queryKey: ['scrutiny', 'applications', query],
    queryFn: () => getScrutinyApplications(query),
    placeholderData: keepPreviousData,
  });

export function useScrutinyApplications(query: ScrutinyListQuery) {
  return useQuery(scrutinyApplicationsQuery(query));
}

/** How many applications each tab holds; the first pages share the tables' cache entries. */
export function useScrutinyCounts(
  advertisementId?: number,
): Partial<Record<ScrutinyStatus, number>> {
  const results = useQueries({
    queries: SCRUTINY_STATUSES.map((status) =>
      scrutinyApplicationsQuery({
        status,
        ...FIRST_PAGE,
        ...(advertisementId !== undefined && { advertisementId }),
      }),
    ),
  });
  const counts: Partial<Record<ScrutinyStatus, number>> = {};
  SCRUTINY_STATUSES.forEach((status, index) => {
    const total = results[index]?.data?.total;
    if (total !== undefined) counts[status] = total;
  });
  return counts;
}
