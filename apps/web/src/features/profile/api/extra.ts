import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TExtraDetails, TExtraDetailsView } from '@niyukti/shared';
import { refreshAfterSave } from './after-save';
import { api } from '../../../lib/api';

export const EXTRA_PATH = '/api/candidate/profile/extra';
const extraKey = ['profile', 'extra'] as const;

/** The saved Extra tab; null until the first save. */
export function useExtraDetails() {
  return useQuery({
    queryKey: extraKey,
    queryFn: () => api.get<TExtraDetailsView | null>(EXTRA_PATH),
  });
}

/** Saves the tab; the server's message is the success toast. */
export function useSaveExtraDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: TExtraDetails) => api.put<TExtraDetailsView>(EXTRA_PATH, details),
    onSuccess: (saved) => {
      queryClient.setQueryData(extraKey, saved);
      refreshAfterSave(queryClient);
    },
  });
}
