import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TScrutinyDecision, TScrutinyRow } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { SCRUTINY_PATH } from './get-scrutiny-applications';

export function decideApplication(id: number, decision: TScrutinyDecision): Promise<TScrutinyRow> {
  return api.post<TScrutinyRow>(`${SCRUTINY_PATH}/${id}/decision`, decision);
}

/** Saves a decision (the server's message is the success toast) and refreshes every tab. */
export function useDecideApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TScrutinyDecision) => decideApplication(id, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['scrutiny'] }),
  });
}
