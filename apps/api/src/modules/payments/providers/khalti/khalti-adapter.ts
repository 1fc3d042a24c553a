import {
  PaymentVerificationError,
  type PaymentOrder,
  type PaymentOrderRef,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentStart,
  type ProviderReturnParams,
  type StatusCheck,
  type VerifiedReturn,
} from '../payment-provider';
import {
  initiateKhaltiPayment,
  KHALTI_STATUS,
  lookupKhaltiPayment,
  type KhaltiApi,
  type KhaltiLookupBody,
} from './khalti-api';

// Khalti KPG-2 (https://docs.khalti.com/khalti-epayment/). Unlike eSewa nothing the browser
// brings back is signed, so verifyReturn only reads the callback and says which order it is
// about; checkStatus (the lookup API, keyed by the pidx we stored at start) decides.

export interface KhaltiAdapterOptions {
  /** Ends with /api/v2/ (sandbox https://dev.khalti.com/api/v2/, live https://khalti.com/api/v2/). */
  baseUrl: string;
  /** The merchant's live_secret_key (test-admin.khalti.com for the sandbox). */
  secretKey: string;
  /** Our public site, sent as website_url. */
  websiteUrl: string;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** How long an initiate or lookup call may take. Default 10 s. */
  timeoutMs?: number;
}

type KnownOutcome = Exclude<PaymentOutcome, 'UNKNOWN' | 'NOT_FOUND'>;

const KHALTI_OUTCOMES: Readonly<Record<string, KnownOutcome>> = {
  [KHALTI_STATUS.completed]: 'COMPLETE',
  [KHALTI_STATUS.pending]: 'PENDING', // the docs: "hold, do not provide service"
  [KHALTI_STATUS.initiated]: 'PENDING', // the payer has not finished (or not started)
  [KHALTI_STATUS.refunded]: 'REFUNDED',
  [KHALTI_STATUS.partiallyRefunded]: 'REFUNDED',
  'Partially refunded': 'REFUNDED', // the docs spell it both ways
  [KHALTI_STATUS.expired]: 'FAILED',
  [KHALTI_STATUS.userCanceled]: 'FAILED',
  // Named in the docs' "treat as failed" note, though no sample shows them.
  Canceled: 'FAILED',
  Failed: 'FAILED',
};

// Amounts in the callback are integer paisa written as decimal digits.
const WHOLE_PAISA = /^\d{1,15}$/;

function requireParam(params: ProviderReturnParams, name: string): string {
  const value = params[name]?.trim();
  if (!value) throw new PaymentVerificationError('MALFORMED', `${name} is missing`);
  return value;
}

/** total_amount and amount ("same value as amount") → paisa; absent when neither came back. */
function readClaimedPaisa(params: ProviderReturnParams): number | undefined {
  const claims = [params.total_amount, params.amount].filter((value) => value);
  if (claims.length === 0) return undefined;
  if (!claims.every((claim) => WHOLE_PAISA.test(claim!))) {
    throw new PaymentVerificationError('MALFORMED', `bad amount: ${claims.join(' / ')}`);
  }
  const [first, ...others] = claims.map(Number);
  if (others.some((other) => other !== first)) {
    throw new PaymentVerificationError('MALFORMED', `amounts differ: ${claims.join(' / ')}`);
  }
  return first;
}

export function verifyKhaltiReturn(params: ProviderReturnParams): VerifiedReturn {
  const pidx = requireParam(params, 'pidx');
  const orderId = requireParam(params, 'purchase_order_id');
  // The callback is unsigned, so its status proves nothing; it only spares a lookup when the
  // payer turned back. Completed and Pending (debited, not settled: the payer must see
  // "pending", not "failed") go on to the lookup, as does a missing status.
  const goesOn: readonly string[] = [KHALTI_STATUS.completed, KHALTI_STATUS.pending];
  if (params.status !== undefined && !goesOn.includes(params.status)) {
    throw new PaymentVerificationError('NOT_COMPLETE', `status is ${params.status}`);
  }
  const amountPaisa = readClaimedPaisa(params);
  return {
    orderId,
    providerRef: pidx,
    ...(amountPaisa === undefined ? {} : { amountPaisa }),
    authenticated: false,
  };
}

// Only a Completed answer moves money on our side, so only it must be about exactly our order.
function requireSameOrder(body: KhaltiLookupBody, pidx: string, order: PaymentOrderRef): void {
  if (body.pidx !== pidx) {
    throw new PaymentVerificationError('UNKNOWN_ORDER', `lookup answered for ${body.pidx}`);
  }
  if (body.total_amount !== order.amountPaisa) {
    throw new PaymentVerificationError(
      'AMOUNT_MISMATCH',
      `lookup total_amount ${body.total_amount}, order is ${order.amountPaisa}`,
    );
  }
}

async function checkKhaltiStatus(api: KhaltiApi, order: PaymentOrderRef): Promise<StatusCheck> {
  const pidx = order.providerRef;
  if (!pidx) return { outcome: 'UNKNOWN', reason: 'BAD_RESPONSE', detail: 'no pidx' };
  const answer = await lookupKhaltiPayment(api, pidx);
  if (answer.kind === 'unknown') {
    return { outcome: 'UNKNOWN', reason: answer.reason, detail: answer.detail };
  }
  if (answer.kind === 'not-found') {
    return { outcome: 'NOT_FOUND', providerStatus: answer.detail };
  }
  const { body } = answer;
  const outcome = KHALTI_OUTCOMES[body.status];
  if (!outcome) {
    // The docs: "for status other than these, hold the transaction".
    return { outcome: 'UNKNOWN', reason: 'BAD_RESPONSE', detail: `status ${body.status}` };
  }
  if (outcome === 'COMPLETE') requireSameOrder(body, pidx, order);
  return { outcome, providerStatus: body.status, providerRef: body.transaction_id };
}

/**
 * payment_url's own query (`?pidx=…`) as form fields: a browser submitting a GET form replaces
 * the action's query with the form's fields, so with no fields the pidx would be lost.
 */
function queryFields(paymentUrl: string): Record<string, string> {
  return Object.fromEntries(new URL(paymentUrl).searchParams);
}

function requireApiBase(baseUrl: string): void {
  // Endpoint paths are resolved against it; without the trailing slash "v2" would be dropped.
  if (!URL.canParse(baseUrl) || !baseUrl.endsWith('/api/v2/')) {
    throw new RangeError(`Khalti baseUrl must end with /api/v2/: ${baseUrl}`);
  }
}

export function createKhaltiAdapter(options: KhaltiAdapterOptions): PaymentProvider {
  requireApiBase(options.baseUrl);
  const api: KhaltiApi = {
    baseUrl: options.baseUrl,
    secretKey: options.secretKey,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
  };
  return {
    code: 'KHALTI',
    async startPayment(order: PaymentOrder): Promise<PaymentStart> {
      if (!Number.isSafeInteger(order.amountPaisa) || order.amountPaisa <= 0) {
        throw new RangeError(
          `a Khalti amount must be whole paisa above zero: ${order.amountPaisa}`,
        );
      }
      const initiated = await initiateKhaltiPayment(api, {
        return_url: order.successUrl,
        website_url: options.websiteUrl,
        amount: order.amountPaisa,
        purchase_order_id: order.orderId,
        purchase_order_name: order.productName,
      });
      return {
        action: initiated.payment_url,
        method: 'GET',
        fields: queryFields(initiated.payment_url),
        providerRef: initiated.pidx,
      };
    },
    async verifyReturn(params: ProviderReturnParams): Promise<VerifiedReturn> {
      return verifyKhaltiReturn(params);
    },
    checkStatus: (order) => checkKhaltiStatus(api, order),
  };
}
