import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplication } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { MY_APPLICATIONS_PATH } from './get-my-applications';

export function convertToDoubleFee(applicationId: number): Promise<TApplication> {
  return api.post<TApplication>(`${MY_APPLICATIONS_PATH}/${applicationId}/double-fee`);
}

/** Converts (the server's message is toasted), then rereads the candidate's applications. */
export function useConvertToDoubleFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertToDoubleFee,
    // Not awaited: the page that called may leave at once (apply opens the new application),
    // and a caller's own onSuccess would not run once the refetch had replaced its form.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['candidate'] });
    },
  });
}
