import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVacancyDetail } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { VACANCIES_PATH } from './get-vacancies';

export function getVacancy(id: number): Promise<TVacancyDetail> {
  return api.get<TVacancyDetail>(`${VACANCIES_PATH}/${id}`);
}

export const vacancyQuery = (id: number) =>
  queryOptions({ queryKey: ['candidate', 'vacancy', id], queryFn: () => getVacancy(id) });

export function useVacancy(id: number) {
  return useQuery({ ...vacancyQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
