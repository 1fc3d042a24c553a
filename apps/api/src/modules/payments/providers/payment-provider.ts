// The one contract every online payment provider implements (eSewa, Khalti, connectIPS,
// Fonepay). It is shaped by what the four protocols have in common:
//   - the browser leaves us with a form or a link (eSewa, connectIPS, Fonepay: a signed form or
//     query; Khalti: a server-to-server initiate call first, then a link), so `startPayment` is
//     async and may hand back a provider reference we must store (Khalti's pidx);
//   - the browser comes back with parameters that prove little (eSewa and Fonepay sign them,
//     Khalti does not, connectIPS only echoes our TXNID), so `verifyReturn` checks what can be
//     checked locally and says which order the return is about;
//   - only the provider's status/lookup API is authoritative, so `checkStatus` is what decides,
//     and it must tell "not paid" apart from "could not find out".
// Money is integer paisa everywhere on our side; an adapter converts at its edge.

export type PaymentProviderCode = 'ESEWA' | 'KHALTI' | 'CONNECTIPS' | 'FONEPAY';

/**
 * What we ask a provider to collect. `orderId` is our unique transaction id (one per attempt):
 * 20 upper-case letters and digits, which every protocol accepts as it is (connectIPS TXNID
 * takes at most 20 characters, Fonepay PRN 3 to 25, eSewa letters, digits and hyphens).
 */
export interface PaymentOrder {
  orderId: string;
  amountPaisa: number;
  /** Shown by the provider to the payer (Khalti's purchase_order_name, connectIPS REMARKS). */
  productName: string;
  successUrl: string;
  failureUrl: string;
  /** connectIPS (TXNDATE) and Fonepay (DT) sign the order date; defaults to now. */
  createdAt?: Date;
}

/** What the browser must submit to reach the provider's payment page. */
export interface PaymentStart {
  action: string;
  method: 'POST' | 'GET';
  /** Form fields (POST) or query parameters (GET), all strings, in submission order. */
  fields: Record<string, string>;
  /** A reference the provider issued at start (Khalti pidx); store it with the order. */
  providerRef?: string;
}

/** Parameters the provider's redirect brought back (query string or form body), as received. */
export type ProviderReturnParams = Readonly<Record<string, string | undefined>>;

/** What a return claims, after every check that can be made without calling the provider. */
export interface VerifiedReturn {
  orderId: string;
  /** The provider's transaction code/reference (eSewa transaction_code, Khalti pidx, …). */
  providerRef: string;
  /** The amount the return claims; absent when the protocol returns none (connectIPS). */
  amountPaisa?: number;
  /** False when the protocol cannot authenticate the return (Khalti): trust only checkStatus. */
  authenticated: boolean;
}

/** Everything `checkStatus` needs; providerRef only for providers that look up by their own id. */
export interface PaymentOrderRef {
  orderId: string;
  amountPaisa: number;
  providerRef?: string;
}

/**
 * Our reading of a provider's answer:
 * - COMPLETE: paid in full, for this order, to this merchant;
 * - PENDING: the provider knows it but it has not settled (ask again later);
 * - FAILED: it did not and will not complete (canceled, expired, rejected);
 * - REFUNDED: it was paid and then (partly) refunded;
 * - NOT_FOUND: the provider has no such payment;
 * - UNKNOWN: we could not learn the answer (time-out, network, provider error): NOT a failure,
 *   the reconciliation job asks again.
 */
export type PaymentOutcome =
  'COMPLETE' | 'PENDING' | 'FAILED' | 'REFUNDED' | 'NOT_FOUND' | 'UNKNOWN';

export type UnknownReason = 'TIMEOUT' | 'NETWORK' | 'HTTP_ERROR' | 'BAD_RESPONSE';

export type StatusCheck =
  | {
      outcome: Exclude<PaymentOutcome, 'UNKNOWN'>;
      /** The provider's own status word, kept for the audit trail. */
      providerStatus: string;
      providerRef?: string;
    }
  | { outcome: 'UNKNOWN'; reason: UnknownReason; detail: string };

export interface PaymentProvider {
  readonly code: PaymentProviderCode;
  startPayment(order: PaymentOrder): Promise<PaymentStart>;
  /** Throws PaymentVerificationError when the return is forged, malformed or not a success. */
  verifyReturn(params: ProviderReturnParams): Promise<VerifiedReturn>;
  /** Never throws for network trouble: that is `{ outcome: 'UNKNOWN' }`. */
  checkStatus(order: PaymentOrderRef): Promise<StatusCheck>;
}

export type PaymentVerificationCode =
  | 'MALFORMED'
  | 'BAD_SIGNATURE'
  | 'NOT_COMPLETE'
  | 'WRONG_MERCHANT'
  | 'UNKNOWN_ORDER'
  | 'AMOUNT_MISMATCH';

/** A provider return we refuse; the route maps it to the PAYMENT_NOT_VERIFIED envelope. */
export class PaymentVerificationError extends Error {
  constructor(
    readonly code: PaymentVerificationCode,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentVerificationError';
  }
}

/**
 * The provider could not be reached or refused to start a payment (Khalti's initiate call):
 * nothing was collected; the route answers PAYMENT_PROVIDER_UNAVAILABLE and the candidate may
 * try again or choose another provider.
 */
export class ProviderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}
