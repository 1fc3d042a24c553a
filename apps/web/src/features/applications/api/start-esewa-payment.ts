import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postPaymentForm, type PaymentForm } from '../lib/post-payment-form';
import { MY_APPLICATIONS_PATH } from './get-my-applications';

export function startEsewaPayment(applicationId: number): Promise<PaymentForm> {
  return api.post<PaymentForm>(
    `${MY_APPLICATIONS_PATH}/${applicationId}/payments/esewa`,
    undefined,
    {
      silent: true, // the person is about to leave for eSewa; a toast would flash and vanish
    },
  );
}

/** Starts an eSewa payment and hands the browser over to eSewa's form. */
export function useStartEsewaPayment() {
  return useMutation({
    mutationFn: startEsewaPayment,
    onSuccess: (payment) => {
      postPaymentForm(payment);
    },
  });
}
