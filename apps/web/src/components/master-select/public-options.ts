import { useQuery } from '@tanstack/react-query';
import type { TMasterRecord } from '@niyukti/shared';
import { api } from '../../lib/api';

export const PUBLIC_MASTER_DATA_PATH = '/api/public/master-data';

/**
 * Under the master-data feature's key of the entity (`['master-data', key]`), so a staff edit
 * of that entity refreshes these lists too.
 */
export const publicOptionsKey = (key: string, parentId: number | null) =>
  ['master-data', key, 'public', parentId] as const;

/** The server lets browsers keep these lists a minute; so does the query cache. */
const PUBLIC_OPTIONS_STALE_MS = 60_000;

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
    queryKey: publicOptionsKey(key, parentId),
    queryFn: () => getPublicOptions(key, parentId),
    staleTime: PUBLIC_OPTIONS_STALE_MS,
    enabled,
  });
}
