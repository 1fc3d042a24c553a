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
import { paisaToRupeeText, rupeesToPaisa } from '../rupee-amount';
import { decodeEsewaPayload, type EsewaPayload } from './esewa-payload';
import {
  ESEWA_REQUEST_SIGNED_FIELDS,
  parseSignedFieldNames,
  signEsewaFields,
  verifyEsewaSignature,
} from './esewa-signature';
import { fetchEsewaStatus, type EsewaStatusBody } from './esewa-status';

export interface EsewaAdapterOptions {
  /** …/api/epay/main/v2/form (UAT: https://rc-epay.esewa.com.np/api/epay/main/v2/form). */
  formUrl: string;
  /** …/api/epay/transaction/status/ */
  statusUrl: string;
  productCode: string;
  secretKey: string;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** How long the status call may take before the answer counts as UNKNOWN. Default 10 s. */
  timeoutMs?: number;
}

// A return must sign every field we act on, or a genuine signature over fewer fields could be
// combined with forged values for the rest.
const REQUIRED_SIGNED_RETURN_FIELDS = [
  'transaction_code',
  'status',
  'total_amount',
  'transaction_uuid',
  'product_code',
];

// eSewa: "alphanumeric and hyphen(-) only".
const TRANSACTION_UUID = /^[A-Za-z0-9-]{1,100}$/;

const ESEWA_OUTCOMES: Readonly<Record<string, Exclude<PaymentOutcome, 'UNKNOWN'>>> = {
  COMPLETE: 'COMPLETE',
  PENDING: 'PENDING',
  AMBIGUOUS: 'PENDING', // halted mid-way at eSewa; settles either way later
  FULL_REFUND: 'REFUNDED',
  PARTIAL_REFUND: 'REFUNDED',
  NOT_FOUND: 'NOT_FOUND',
  CANCELED: 'FAILED',
};

function requireTransactionUuid(orderId: string): void {
  if (!TRANSACTION_UUID.test(orderId)) {
    throw new RangeError(`eSewa transaction_uuid must be letters, digits and hyphens: ${orderId}`);
  }
}

export function buildEsewaFormFields(
  order: PaymentOrder,
  productCode: string,
  secretKey: string,
): Record<string, string> {
  requireTransactionUuid(order.orderId);
  if (order.amountPaisa <= 0) throw new RangeError('an eSewa payment must be above zero');
  const total = paisaToRupeeText(order.amountPaisa);
  const fields: Record<string, string> = {
    amount: total,
    tax_amount: '0',
    total_amount: total,
    transaction_uuid: order.orderId,
    product_code: productCode,
    product_service_charge: '0',
    product_delivery_charge: '0',
    success_url: order.successUrl,
    failure_url: order.failureUrl,
    signed_field_names: ESEWA_REQUEST_SIGNED_FIELDS,
  };
  fields.signature = signEsewaFields(fields, ESEWA_REQUEST_SIGNED_FIELDS, secretKey);
  return fields;
}

function requireSignedPayload(payload: EsewaPayload, secretKey: string): void {
  const { signed_field_names: names, signature } = payload;
  if (names === undefined || signature === undefined) {
    throw new PaymentVerificationError('MALFORMED', 'signed_field_names or signature missing');
  }
  let listed: string[];
  try {
    listed = parseSignedFieldNames(names);
  } catch {
    throw new PaymentVerificationError('MALFORMED', 'signed_field_names is invalid');
  }
  const unsigned = REQUIRED_SIGNED_RETURN_FIELDS.filter((field) => !listed.includes(field));
  if (unsigned.length > 0) {
    throw new PaymentVerificationError('BAD_SIGNATURE', `unsigned fields: ${unsigned.join(',')}`);
  }
  if (!verifyEsewaSignature(payload, names, signature, secretKey)) {
    throw new PaymentVerificationError('BAD_SIGNATURE', 'signature does not match');
  }
}

function parseAmount(value: string | number | undefined): number {
  try {
    if (value === undefined) throw new RangeError('missing');
    return rupeesToPaisa(value);
  } catch {
    throw new PaymentVerificationError('MALFORMED', `bad total_amount: ${String(value)}`);
  }
}

export function verifyEsewaReturn(
  params: ProviderReturnParams,
  productCode: string,
  secretKey: string,
): VerifiedReturn {
  if (!params.data) throw new PaymentVerificationError('MALFORMED', 'data is missing');
  const payload = decodeEsewaPayload(params.data);
  requireSignedPayload(payload, secretKey);
  if (payload.status !== 'COMPLETE') {
    throw new PaymentVerificationError('NOT_COMPLETE', `status is ${payload.status}`);
  }
  if (payload.product_code !== productCode) {
    throw new PaymentVerificationError('WRONG_MERCHANT', `product_code ${payload.product_code}`);
  }
  return {
    orderId: payload.transaction_uuid!,
    providerRef: payload.transaction_code!,
    amountPaisa: parseAmount(payload.total_amount),
    authenticated: true,
  };
}

async function checkEsewaStatus(
  order: PaymentOrderRef,
  options: EsewaAdapterOptions,
): Promise<StatusCheck> {
  const answer = await fetchEsewaStatus({
    statusUrl: options.statusUrl,
    query: {
      product_code: options.productCode,
      total_amount: paisaToRupeeText(order.amountPaisa),
      transaction_uuid: order.orderId,
    },
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
  });
  if (!answer.ok) return { outcome: 'UNKNOWN', reason: answer.reason, detail: answer.detail };
  const { body } = answer;
  const outcome = ESEWA_OUTCOMES[body.status];
  if (!outcome) {
    return { outcome: 'UNKNOWN', reason: 'BAD_RESPONSE', detail: `status ${body.status}` };
  }
  // Only a COMPLETE answer moves money on our side, so only it must be about exactly our order.
  if (outcome === 'COMPLETE') requireSameOrder(body, order, options.productCode);
  return { outcome, providerStatus: body.status, providerRef: body.ref_id ?? undefined };
}

// The status API is asked about our exact order; an answer about anything else is not ours.
function requireSameOrder(
  body: EsewaStatusBody,
  order: PaymentOrderRef,
  productCode: string,
): void {
  if (body.product_code !== productCode) {
    throw new PaymentVerificationError('WRONG_MERCHANT', `status for ${body.product_code}`);
  }
  if (body.transaction_uuid !== order.orderId) {
    throw new PaymentVerificationError('UNKNOWN_ORDER', `status for ${body.transaction_uuid}`);
  }
  if (parseAmount(body.total_amount) !== order.amountPaisa) {
    throw new PaymentVerificationError('AMOUNT_MISMATCH', `status amount ${body.total_amount}`);
  }
}

export function createEsewaAdapter(options: EsewaAdapterOptions): PaymentProvider {
  const { productCode, secretKey } = options;
  return {
    code: 'ESEWA',
    async startPayment(order: PaymentOrder): Promise<PaymentStart> {
      const fields = buildEsewaFormFields(order, productCode, secretKey);
      return { action: options.formUrl, method: 'POST', fields };
    },
    async verifyReturn(params: ProviderReturnParams): Promise<VerifiedReturn> {
      return verifyEsewaReturn(params, productCode, secretKey);
    },
    checkStatus: (order) => checkEsewaStatus(order, options),
  };
}
