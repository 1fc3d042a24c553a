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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['candidate'] }),
  });
}
