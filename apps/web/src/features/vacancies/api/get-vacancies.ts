import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPage, TVacancySummary } from '@niyukti/shared';
import { api } from '../../../lib/api';

export const VACANCIES_PATH = '/api/candidate/vacancies';

/** What the vacancy table asks the server for (page from 1, sort as `field:asc`). */
export interface VacancyListQuery {
  page: number;
  pageSize: number;
  search: string;
  sort?: string;
  serviceId?: number | null;
  classId?: number | null;
  quotaId?: number | null;
}

export function getVacancies(query: VacancyListQuery): Promise<TPage<TVacancySummary>> {
  // An empty filter is no filter: it is left out of the address.
  const entries = Object.entries(query).filter(
    ([, value]) => value !== null && value !== undefined,
  );
  return api.get<TPage<TVacancySummary>>(VACANCIES_PATH, { query: Object.fromEntries(entries) });
}

export const vacanciesQuery = (query: VacancyListQuery) =>
  queryOptions({
    queryKey: ['candidate', 'vacancies', query],
    queryFn: () => getVacancies(query),
    // The previous page stays on screen while the next one loads: no flicker, no jump.
    placeholderData: keepPreviousData,
  });

export function useVacancies(query: VacancyListQuery) {
  return useQuery(vacanciesQuery(query));
}
