import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPersonalDetails, TPersonalDetailsView } from '@niyukti/shared';
import { refreshAfterSave } from './after-save';
import { api } from '../../../lib/api';

export const PERSONAL_PATH = '/api/candidate/profile/personal';
const personalKey = ['profile', 'personal'] as const;

export function usePersonalDetails() {
  return useQuery({
    queryKey: personalKey,
    queryFn: () => api.get<TPersonalDetailsView>(PERSONAL_PATH),
  });
}

/** Saves the tab; the server's message is the success toast. */
export function useSavePersonalDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: TPersonalDetails) =>
      api.put<TPersonalDetailsView>(PERSONAL_PATH, details),
    onSuccess: (saved) => {
      queryClient.setQueryData(personalKey, saved);
      refreshAfterSave(queryClient);
    },
  });
}
