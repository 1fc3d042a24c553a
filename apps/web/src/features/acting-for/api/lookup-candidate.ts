import { useQuery } from '@tanstack/react-query';
import type { TCandidateLockView } from '@niyukti/shared';
import { api } from '../../../lib/api';

export const LOOKUP_PATH = '/api/internal/candidates/lookup';

/** Who a master id is (PM), with the locks; null until a master id is asked. */
export function useCandidateLookup(masterId: number | null) {
  return useQuery({
    queryKey: ['acting-for', 'lookup', masterId],
    queryFn: () =>
      api.get<TCandidateLockView>(LOOKUP_PATH, { query: { masterId }, showErrors: false }),
    enabled: masterId !== null,
    retry: false,
  });
}
