import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVacancyEligibility } from '@niyukti/shared';
import { api } from '../../../lib/api';

export const ELIGIBILITY_PATH = '/api/candidate/eligibility';

export function getVacancyEligibility(advertisementId: number): Promise<TVacancyEligibility> {
  return api.get<TVacancyEligibility>(`${ELIGIBILITY_PATH}?advertisementId=${advertisementId}`);
}

/** Under ['candidate', …]: applying refreshes it with every other candidate list. */
export const vacancyEligibilityQuery = (advertisementId: number) =>
  queryOptions({
    queryKey: ['candidate', 'eligibility', advertisementId],
    queryFn: () => getVacancyEligibility(advertisementId),
  });

export function useVacancyEligibility(advertisementId: number) {
  return useQuery({
    ...vacancyEligibilityQuery(advertisementId),
    enabled: Number.isInteger(advertisementId) && advertisementId > 0,
  });
}
