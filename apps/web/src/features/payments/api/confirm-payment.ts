import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type OnlinePaymentSlug, type TApplication } from '@niyukti/shared';
import { isApiError, requestRaw, type Envelope } from '../../../lib/api';

export const confirmPaymentPath = (provider: OnlinePaymentSlug) =>
  `/api/candidate/payments/${provider}/confirm`;

/** The same return, settled by the server when the browser has no session (public). */
export const returnWithoutSessionPath = (provider: OnlinePaymentSlug) =>
  `/api/public/payments/${provider}/return`;

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

/** What a browser without a session is told: the payment's fate and the post, nothing else. */
export interface ReturnWithoutSession {
  outcome: 'paid' | 'pending' | 'not-paid' | 'refund-due';
  applicationId: number;
  advertisementNumber: string;
  postEn: string;
  postNe: string;
}

/**
 * The provider's return when nobody is signed in here (the payer came back to another address
 * than the one they left from, or the session expired at the provider's page): sent without a
 * token, the server settles it with the provider all the same.
 */
export async function confirmReturnWithoutSession(
  provider: OnlinePaymentSlug,
  params: Record<string, string>,
): Promise<{ answer: ReturnWithoutSession; message: ServerMessage }> {
  const envelope = await requestRaw<Envelope<ReturnWithoutSession>>(
    'POST',
    returnWithoutSessionPath(provider),
    { params },
    { auth: false, silent: true, showErrors: false },
  );
  return { answer: envelope.data, message: envelope.message };
}

/** A return as the page shows it: the candidate's own application, or the public answer. */
export type SettledReturn =
  | ({ signedIn: true } & ConfirmedPayment)
  | { signedIn: false; answer: ReturnWithoutSession; message: ServerMessage };

/**
 * Signed in as a candidate, the return is confirmed as the candidate's own; otherwise (or when
 * the session turns out to be over on the way) through the public route.
 */
export async function settleReturn(
  provider: OnlinePaymentSlug,
  params: Record<string, string>,
  asCandidate: boolean,
): Promise<SettledReturn> {
  if (asCandidate) {
    try {
      return { signedIn: true, ...(await confirmPayment(provider, params)) };
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'session') throw error;
    }
  }
  return { signedIn: false, ...(await confirmReturnWithoutSession(provider, params)) };
}

export function useConfirmPayment(provider: OnlinePaymentSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payments', provider, 'confirm'],
    mutationFn: ({
      params,
      asCandidate,
    }: {
      params: Record<string, string>;
      asCandidate: boolean;
    }) => settleReturn(provider, params, asCandidate),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['candidate'] }),
  });
}
