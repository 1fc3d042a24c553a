import {
  PaymentVerificationError,
  type PaymentOrderRef,
  type PaymentProvider,
  type ProviderReturnParams,
  type StatusCheck,
  type VerifiedReturn,
} from './payment-provider';

// The order of checks DOMAIN.md asks of every provider callback, written once: authenticate the
// return, find the order we created, compare the exact amount, then ask the provider. The
// caller applies a COMPLETE outcome idempotently (one state transition on the order's unique
// id) and leaves PENDING/UNKNOWN for the reconciliation job.

export interface ConfirmedReturn<O extends PaymentOrderRef> {
  order: O;
  returned: VerifiedReturn;
  status: StatusCheck;
}

export async function confirmProviderPayment<O extends PaymentOrderRef>(
  provider: PaymentProvider,
  params: ProviderReturnParams,
  findOrder: (orderId: string) => Promise<O | undefined>,
): Promise<ConfirmedReturn<O>> {
  const returned = await provider.verifyReturn(params);
  const order = await findOrder(returned.orderId);
  if (!order) {
    throw new PaymentVerificationError('UNKNOWN_ORDER', `no order ${returned.orderId}`);
  }
  if (returned.amountPaisa !== undefined && returned.amountPaisa !== order.amountPaisa) {
    throw new PaymentVerificationError(
      'AMOUNT_MISMATCH',
      `returned ${returned.amountPaisa} paisa, order is ${order.amountPaisa}`,
    );
  }
  const status = await provider.checkStatus({
    orderId: order.orderId,
    amountPaisa: order.amountPaisa,
    providerRef: order.providerRef ?? returned.providerRef,
  });
  return { order, returned, status };
}
