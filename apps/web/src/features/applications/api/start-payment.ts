import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnlinePaymentSlug } from '@niyukti/shared';
import { api, isApiError } from '../../../lib/api';
import { postPaymentForm, type PaymentForm } from '../lib/post-payment-form';
import { MY_APPLICATIONS_PATH } from './get-my-applications';

/** What the server answers: the provider's form, and our reference of this attempt. */
export type PaymentStart = PaymentForm & { ebpCode: string };

export interface StartPaymentVariables {
  applicationId: number;
  provider: OnlinePaymentSlug;
}

export function startPayment(
  applicationId: number,
  provider: OnlinePaymentSlug,
): Promise<PaymentStart> {
  return api.post<PaymentStart>(
    `${MY_APPLICATIONS_PATH}/${applicationId}/payments/${provider}`,
    undefined,
    // The person is about to leave for the provider; a success toast would flash and vanish.
    // Refusals (already paid, pending, provider down) are still toasted.
    { silent: true },
  );
}

// Refusals that mean the card is out of date: paid or pending elsewhere, or past its window.
const STALE_CODES = new Set(['ALREADY_PAID', 'PAYMENT_PENDING', 'NOT_PAYABLE']);

/** Starts a payment with the chosen provider and hands the browser over to its form. */
export function useStartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, provider }: StartPaymentVariables) =>
      startPayment(applicationId, provider),
    onSuccess: (payment) => {
      postPaymentForm(payment);
    },
    onError: (error) => {
      // Reread so the card shows what the server knows (e.g. pending, with its re-check).
      if (isApiError(error) && STALE_CODES.has(error.code))
        void queryClient.invalidateQueries({ queryKey: ['candidate'] });
    },
  });
}
