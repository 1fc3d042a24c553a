import { useQuery } from '@tanstack/react-query';
import type { TApplication, TPage, TVacancySummary } from '@niyukti/shared';
import { api } from '../../../lib/api';

/** The largest page the API serves; enough to add up every live vacancy of a commission. */
const ALL_LIVE = { page: 1, pageSize: 2000 } as const;

export interface LiveVacancyFigures {
  advertisements: number;
  /** Sum of `vacancyCount`; null when the list was too long to add up on one page. */
  vacancies: number | null;
}

export async function getLiveVacancyFigures(): Promise<LiveVacancyFigures> {
  const page = await api.get<TPage<TVacancySummary>>('/api/candidate/vacancies', {
    query: ALL_LIVE,
  });
  const complete = page.items.length === page.total;
  return {
    advertisements: page.total,
    vacancies: complete ? page.items.reduce((sum, v) => sum + v.vacancyCount, 0) : null,
  };
}

export function useLiveVacancyFigures(enabled = true) {
  return useQuery({
    queryKey: ['candidate', 'dashboard', 'live-vacancies'],
    queryFn: getLiveVacancyFigures,
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
