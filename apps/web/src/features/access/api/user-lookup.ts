import { useQuery } from '@tanstack/react-query';
import type { TUserLookup } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { ACCESS_PATH, accessKeys } from './keys';

/** BU's search: one account by username, e-mail or master id; null until something is asked. */
export function useUserLookup(query: string | null) {
  return useQuery({
    queryKey: [...accessKeys.all, 'lookup', query],
    queryFn: () =>
      api.get<TUserLookup>(`${ACCESS_PATH}/user-search`, {
        query: { query: query ?? '' },
        showErrors: false,
      }),
    enabled: query !== null,
    retry: false,
  });
}
