import type { OnlinePaymentSlug } from '@niyukti/shared';
import { isApiError } from '../../../lib/api';

/** The parameter that names the payment in each provider's return: without it, nothing to ask. */
const PAYMENT_PARAM: Record<OnlinePaymentSlug, string> = {
  esewa: 'data',
  khalti: 'pidx',
  connectips: 'TXNID',
  fonepay: 'PRN',
};

// Khalti's one return route carries how it ended. As on the server, only these go on to be
// verified; any other (User canceled, Expired…) means the payer turned back.
const KHALTI_GOES_ON: readonly string[] = ['Completed', 'Pending'];

export function namesPayment(provider: OnlinePaymentSlug, params: URLSearchParams): boolean {
  return Boolean(params.get(PAYMENT_PARAM[provider])?.trim());
}

/**
 * The return itself says no payment was made (Khalti's `status`, Fonepay's `PS=false`): the
 * cancelled page is shown at once, with nothing sent to the server.
 */
export function payerTurnedBack(provider: OnlinePaymentSlug, params: URLSearchParams): boolean {
  if (provider === 'khalti') {
    const status = params.get('status');
    return status !== null && !KHALTI_GOES_ON.includes(status);
  }
  // Fonepay's PS is read case-insensitively, as the server does ("False" is still false).
  if (provider === 'fonepay') return params.get('PS')?.toLowerCase() === 'false';
  return false;
}

/** The server's refusal because the provider says the payment was not completed (cancelled). */
export function notCompleted(error: unknown): boolean {
  if (!isApiError(error) || error.code !== 'PAYMENT_NOT_VERIFIED') return false;
  return (error.data as { reason?: unknown } | null | undefined)?.reason === 'NOT_COMPLETE';
}
