import { useQuery } from '@tanstack/react-query';
import type { TMasterRecord } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { PUBLIC_MASTER_DATA_PATH, masterDataKeys } from './keys';

/** The server lets browsers keep these lists five minutes; so does the query cache. */
const PUBLIC_OPTIONS_STALE_MS = 5 * 60_000;

export function getPublicOptions(key: string, parentId: number | null): Promise<TMasterRecord[]> {
  return api.get<TMasterRecord[]>(`${PUBLIC_MASTER_DATA_PATH}/${key}`, {
    auth: false,
    query: parentId === null ? {} : { parentId },
  });
}

/**
 * The active records of a public entity, optionally of one parent (a province's districts), for
 * forms anyone may fill. `enabled: false` waits, e.g. until the parent is chosen.
 */
export function usePublicOptions(key: string, parentId: number | null, enabled = true) {
  return useQuery({
    queryKey: masterDataKeys.publicOptions(key, parentId),
    queryFn: () => getPublicOptions(key, parentId),
    staleTime: PUBLIC_OPTIONS_STALE_MS,
    enabled,
  });
}
