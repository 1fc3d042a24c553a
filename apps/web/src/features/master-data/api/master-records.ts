import { useCallback } from 'react';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { MasterStatus, TMasterRecord, TPage } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { PUBLIC_MASTER_DATA_PATH } from '../../../components/master-select/public-options';
import { INTERNAL_MASTER_DATA_PATH, masterDataKeys } from './keys';

export interface MasterListQuery {
  status: MasterStatus;
  search: string;
  /** null: every parent. */
  parentId: number | null;
  page: number;
  pageSize: number;
  sort?: string;
}

const pathOf = (key: string) => `${INTERNAL_MASTER_DATA_PATH}/${key}`;

export function getMasterRecords(
  key: string,
  query: MasterListQuery,
): Promise<TPage<TMasterRecord>> {
  const { parentId, ...rest } = query;
  return api.get<TPage<TMasterRecord>>(pathOf(key), {
    query: { ...rest, ...(parentId === null ? {} : { parentId }) },
  });
}

/** One page of an entity's records, filtered, searched and sorted on the server. */
export function useMasterRecords(key: string, query: MasterListQuery) {
  return useQuery({
    queryKey: masterDataKeys.list(key, query),
    queryFn: () => getMasterRecords(key, query),
    placeholderData: keepPreviousData,
  });
}

/** The largest page the API serves; every referenced list (77 districts…) fits in one. */
const LOOKUP_PAGE_SIZE = 2000;

/**
 * Every record of an entity, inactive ones too: a table must still name the inactive province
 * of a district, and a form must show the inactive value a record already holds. Read through
 * the internal list rather than the public options, which browsers may cache for five minutes
 * and so would hide a record the administrator has just added.
 */
export function lookupQuery(key: string) {
  return queryOptions({
    queryKey: masterDataKeys.lookup(key),
    queryFn: async () =>
      (
        await api.get<TPage<TMasterRecord>>(pathOf(key), {
          query: { status: 'all', page: 1, pageSize: LOOKUP_PAGE_SIZE },
        })
      ).items,
  });
}

/**
 * The active records of a public entity, as registration reads them: the look-up of a screen
 * kept by another privilege than MC (combined posts, ALC), whose officers may not read the
 * internal lists it names.
 */
export function publicLookupQuery(key: string) {
  return queryOptions({
    queryKey: [...masterDataKeys.lookup(key), 'public'],
    queryFn: () => api.get<TMasterRecord[]>(`${PUBLIC_MASTER_DATA_PATH}/${key}`),
  });
}

export type MasterLookups = Readonly<Record<string, readonly TMasterRecord[]>>;

/** The records of each entity in `keys` (empty until loaded), by entity key. */
export function useMasterLookups(
  keys: readonly string[],
  { publicOnly = false }: { publicOnly?: boolean } = {},
): {
  lookups: MasterLookups;
  loading: boolean;
} {
  const joinedKeys = keys.join(',');
  // A stable `combine` lets React Query hand back the same object until a result changes, so
  // the table's columns (built from these) stay stable too.
  const combine = useCallback(
    (results: { data?: TMasterRecord[]; isPending: boolean }[]) => ({
      lookups: Object.fromEntries(
        joinedKeys
          .split(',')
          .filter(Boolean)
          .map((key, index) => [key, results[index]?.data ?? []]),
      ),
      loading: results.some((result) => result.isPending),
    }),
    [joinedKeys],
  );
  const query = publicOnly ? publicLookupQuery : lookupQuery;
  return useQueries({ queries: keys.map((key) => query(key)), combine });
}

export type MasterInput = Record<string, unknown>;

export function saveMasterRecord(
  key: string,
  input: MasterInput,
  id?: number,
): Promise<TMasterRecord> {
  return id === undefined
    ? api.post<TMasterRecord>(pathOf(key), input)
    : api.put<TMasterRecord>(`${pathOf(key)}/${id}`, input);
}

export function deleteMasterRecord(key: string, id: number): Promise<null> {
  return api.delete<null>(`${pathOf(key)}/${id}`);
}

/** A write changes the entity's lists, look-up and options (and selects in other forms). */
function useEntityMutation<TInput, TResult>(key: string, run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterDataKeys.entity(key) }),
  });
}

export function useSaveMasterRecord(key: string) {
  return useEntityMutation(key, ({ input, id }: { input: MasterInput; id?: number }) =>
    saveMasterRecord(key, input, id),
  );
}

export function useDeleteMasterRecord(key: string) {
  return useEntityMutation(key, (id: number) => deleteMasterRecord(key, id));
}
