import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplication } from '@niyukti/shared';
import { api } from '../../../lib/api';

export const ESEWA_CONFIRM_PATH = '/api/candidate/payments/esewa/confirm';

/**
 * Hands eSewa's `?data=` to the server, which checks its signature and asks eSewa before it
 * credits anything. The page shows the outcome itself, so neither success nor failure is toasted.
 */
export function confirmEsewaPayment(data: string): Promise<TApplication> {
  return api.post<TApplication>(ESEWA_CONFIRM_PATH, { data }, { silent: true, showErrors: false });
}

export function useConfirmEsewaPayment(data: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payments', 'esewa-confirm', data],
    mutationFn: () => confirmEsewaPayment(data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['candidate'] }),
  });
}
