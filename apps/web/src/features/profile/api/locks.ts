import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCandidateLocks, TCandidateLockView, TPage } from '@niyukti/shared';
import { api } from '../../../lib/api';

const LOCKS_PATH = '/api/internal/candidates';
const locksKeys = {
  all: ['profile-locks'] as const,
  list: (query: object) => [...locksKeys.all, 'list', query] as const,
  one: (masterId: number | null) => [...locksKeys.all, 'one', masterId] as const,
};

export interface LockListQuery {
  page: number;
  pageSize: number;
  search: string;
}

/** Candidates with a lock, paged and searched on the server. */
export function useLockedCandidates(query: LockListQuery) {
  return useQuery({
    queryKey: locksKeys.list(query),
    queryFn: () =>
      api.get<TPage<TCandidateLockView>>(`${LOCKS_PATH}/locks`, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** One candidate's locks by master id; null until a master id is asked. */
export function useCandidateLocks(masterId: number | null) {
  return useQuery({
    queryKey: locksKeys.one(masterId),
    queryFn: () =>
      api.get<TCandidateLockView>(`${LOCKS_PATH}/${masterId}/locks`, { showErrors: false }),
    enabled: masterId !== null,
    retry: false,
  });
}

export function useSaveCandidateLocks(masterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locks: TCandidateLocks) =>
      api.put<TCandidateLockView>(`${LOCKS_PATH}/${masterId}/locks`, locks),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locksKeys.all }),
  });
}
