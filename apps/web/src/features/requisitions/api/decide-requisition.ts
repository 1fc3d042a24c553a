import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRequisitionDecision, TRequisitionDetail } from '@niyukti/shared';
import { api } from '../../../lib/api';
import { REQUISITIONS_PATH, requisitionKeys } from './requisition-keys';

/**
 * Approves or rejects a requisition waiting for approval (the commission, RQ approve/reject).
 * The client toasts the server's message, also a refusal's (409 names the state it is in now);
 * either way the lists and the detail are read again.
 */
export function useDecideRequisition(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TRequisitionDecision) =>
      api.post<TRequisitionDetail>(`${REQUISITIONS_PATH}/${id}/decision`, decision),
    onSuccess: (detail) => queryClient.setQueryData(requisitionKeys.detail(id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requisitionKeys.all }),
  });
}
