import {
  PaymentVerificationError,
  type PaymentProvider,
  type ProviderReturnParams,
  type StatusCheck,
  type VerifiedReturn,
} from './payment-provider';

// The order of checks DOMAIN.md asks of every provider callback, written once: authenticate the
// return, find the order we created, compare the exact amount, then ask the provider. The
// caller applies a COMPLETE outcome idempotently (one state transition on the order's unique
// id) and leaves PENDING/UNKNOWN for the reconciliation job.

/** The order as we stored it; lookupRef is what the provider issued at start (Khalti pidx). */
export interface StoredOrder {
  orderId: string;
  amountPaisa: number;
  lookupRef?: string | null;
}

export interface ConfirmedReturn<O extends StoredOrder> {
  order: O;
  returned: VerifiedReturn;
  status: StatusCheck;
}

export async function confirmProviderPayment<O extends StoredOrder>(
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
  // An unsigned return (Khalti) could pair our order with another payment's reference (a pidx
  // already paid for another application): the reference must be the one our order started.
  if (!returned.authenticated && order.lookupRef && order.lookupRef !== returned.providerRef) {
    throw new PaymentVerificationError('UNKNOWN_ORDER', 'the return names another transaction');
  }
  const status = await provider.checkStatus({
    orderId: order.orderId,
    amountPaisa: order.amountPaisa,
    providerRef: order.lookupRef ?? returned.providerRef,
  });
  return { order, returned, status };
}
