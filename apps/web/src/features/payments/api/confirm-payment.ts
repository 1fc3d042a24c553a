import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type OnlinePaymentSlug, type TApplication } from '@niyukti/shared';
import { requestRaw, type Envelope } from '../../../lib/api';

export const confirmPaymentPath = (provider: OnlinePaymentSlug) =>
  `/api/candidate/payments/${provider}/confirm`;

export type ServerMessage = Envelope<TApplication>['message'];

/** The application after the return, and the server's word on it. */
export interface ConfirmedPayment {
  application: TApplication;
  message: ServerMessage;
  /** The provider collected money that settles nothing (paid already, too late): refunded. */
  refundDue: boolean;
}

const REFUND_DUE = MESSAGES['payment.refundDue'];

// The server says "refund" only in its message (the application may even be paid by another
// payment), so the message is compared with the catalogue's, as a pair or as its key.
function saysRefundDue(message: ServerMessage): boolean {
  if (typeof message === 'string') return message === 'payment.refundDue';
  return message?.en === REFUND_DUE.en;
}

/**
 * Hands every query parameter of the provider's return to the server, which checks them (and the
 * signature where the provider signs) and asks the provider before it credits anything. The
 * whole envelope is read, for its message. The page shows the outcome itself: nothing is toasted.
 */
export async function confirmPayment(
  provider: OnlinePaymentSlug,
  params: Record<string, string>,
): Promise<ConfirmedPayment> {
  const envelope = await requestRaw<Envelope<TApplication>>(
    'POST',
    confirmPaymentPath(provider),
    { params },
    { silent: true, showErrors: false },
  );
  return {
    application: envelope.data,
    message: envelope.message,
    refundDue: saysRefundDue(envelope.message),
  };
}

export function useConfirmPayment(provider: OnlinePaymentSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payments', provider, 'confirm'],
    mutationFn: (params: Record<string, string>) => confirmPayment(provider, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['candidate'] }),
  });
}
