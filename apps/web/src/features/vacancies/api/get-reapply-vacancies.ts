import { useQuery } from '@tanstack/react-query';
import type { TReapplyVacancy } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { VACANCIES_PATH } from './get-vacancies';

export function getReapplyVacancies(): Promise<TReapplyVacancy[]> {
  return api.get<TReapplyVacancy[]>(`${VACANCIES_PATH}/reapply`);
}

/** Pre-live re-advertisements the candidate may apply to early (under ['candidate', …]). */
export function useReapplyVacancies() {
  return useQuery({
    queryKey: ['candidate', 'vacancies', 'reapply'],
    queryFn: getReapplyVacancies,
  });
}
