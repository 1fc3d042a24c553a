import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplication } from '@niyukti/shared';
import { requestRaw, type Envelope } from '../../../lib/api';
import { serverMessage } from '../../../lib/api/messages';
import { toast } from '../../../lib/toast';
import { MY_APPLICATIONS_PATH } from './get-my-applications';

/** The application after the re-check, and the server's word on it (paid, pending, not found). */
export interface PaymentRecheck {
  application: TApplication;
  message: Envelope<TApplication>['message'];
}

export interface RecheckVariables {
  applicationId: number;
  /** Our ebp code or the provider's transaction id from the payer's receipt; may be blank. */
  transactionId?: string;
}

/** The whole envelope is read (not only `data`): its message says what the providers answered. */
export async function recheckPayment({
  applicationId,
  transactionId,
}: RecheckVariables): Promise<PaymentRecheck> {
  const named = transactionId?.trim();
  const envelope = await requestRaw<Envelope<TApplication>>(
    'POST',
    `${MY_APPLICATIONS_PATH}/${applicationId}/payments/recheck`,
    named ? { transactionId: named } : {},
    { silent: true }, // the control shows the answer itself; failures (429…) are still toasted
  );
  return { application: envelope.data, message: envelope.message };
}

/** Asks the providers again, then rereads the candidate's applications. */
export function useRecheckPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recheckPayment,
    onSuccess: (answer) => {
      // A paid application loses this control with the refetch, and its message with it:
      // that outcome is toasted so it is still read.
      const text = serverMessage(answer);
      if (answer.application.paymentStatus === 'paid' && text) toast.success(text);
      void queryClient.invalidateQueries({ queryKey: ['candidate'] });
    },
  });
}
