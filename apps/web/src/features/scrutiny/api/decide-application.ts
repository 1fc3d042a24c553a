import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TScrutinyDecision, TScrutinyRow } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { SCRUTINY_PATH } from './get-scrutiny-applications';

export function decideApplication(id: number, decision: TScrutinyDecision): Promise<TScrutinyRow> {
  return api.post<TScrutinyRow>(`${SCRUTINY_PATH}/${id}/decision`, decision);
}

/**
 * Saves a decision (the server's message is the success toast). The list's tabs and the forms
 * read so far are read afresh when next shown; none is read again now, as the officer moves on
 * to the next form at once.
 */
export function useDecideApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TScrutinyDecision) => decideApplication(id, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['scrutiny'], refetchType: 'none' }),
  });
}
