import {
  PaymentVerificationError,
  type PaymentOrder,
  type PaymentOrderRef,
  type PaymentProvider,
  type PaymentStart,
  type ProviderReturnParams,
  type StatusCheck,
  type VerifiedReturn,
} from '../payment-provider';
import { paisaToRupeeText, rupeesToPaisa } from '../rupee-amount';
import { formatFonepayDate } from './fonepay-date';
import {
  FONEPAY_REQUEST_DV_FIELDS,
  FONEPAY_RETURN_DV_FIELDS,
  signFonepayFields,
  verifyFonepayDv,
} from './fonepay-signature';
import { fetchFonepayVerification, type FonepayVerificationBody } from './fonepay-status';

export interface FonepayAdapterOptions {
  /** …/api/merchantRequest (dev: https://dev-clientapi.fonepay.com/api/merchantRequest). */
  requestUrl: string;
  /** …/api/merchantRequest/verificationMerchant */
  verifyUrl: string;
  /** PID: the merchant code Fonepay issued (3 to 20 characters). */
  merchantCode: string;
  /** The shared secret that keys every DV. */
  secretKey: string;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** How long the verification call may take before the answer counts as UNKNOWN. Default 10 s. */
  timeoutMs?: number;
}

// Limits from Fonepay's Web Integration guide v2.0 ("Parameter Details for Payment Request").
const PRN_PATTERN = /^[A-Za-z0-9_-]{3,25}$/;
const MAX_RETURN_URL = 150;
const MAX_REMARKS_1 = 160;
/** The guide: "Additional Info, provide N/A if does not exist". */
const NO_REMARKS = 'N/A';

const RETURN_FIELDS = [...FONEPAY_RETURN_DV_FIELDS, 'DV'] as const;
type FonepayReturn = Record<(typeof RETURN_FIELDS)[number], string>;

/** Fonepay sends no documented "not found" code; these are the words its message would use. */
const SAYS_NOT_FOUND = /not\s+found|does\s*n[o']t\s+exist|no\s+such/i;
const FAILED_CODES = new Set(['failed', 'cancel', 'canceled', 'cancelled']);

function requirePrn(orderId: string): void {
  if (!PRN_PATTERN.test(orderId)) {
    throw new RangeError(`Fonepay PRN must be 3 to 25 letters, digits, '-' or '_': ${orderId}`);
  }
}

/**
 * R1 says what the payment is for. Commas are replaced because the DV joins values with commas:
 * "a,b" + "c" and "a" + "b,c" would sign alike. Cut by code points so no character is split.
 */
function remarks1(productName: string): string {
  const text = productName.replace(/[,\s]+/g, ' ').trim();
  return Array.from(text).slice(0, MAX_REMARKS_1).join('').trim() || NO_REMARKS;
}

export function buildFonepayRequestFields(
  order: PaymentOrder,
  merchantCode: string,
  secretKey: string,
): Record<string, string> {
  requirePrn(order.orderId);
  if (order.amountPaisa <= 0) throw new RangeError('a Fonepay payment must be above zero');
  if (order.successUrl.length > MAX_RETURN_URL) {
    throw new RangeError(`Fonepay RU takes at most ${MAX_RETURN_URL} characters`);
  }
  // Submission order as in the guide's table; the DV signs its own order.
  const fields: Record<string, string> = {
    RU: order.successUrl,
    PID: merchantCode,
    PRN: order.orderId,
    AMT: paisaToRupeeText(order.amountPaisa),
    CRN: 'NPR',
    DT: formatFonepayDate(order.createdAt ?? new Date()),
    R1: remarks1(order.productName),
    R2: NO_REMARKS,
    MD: 'P',
  };
  fields.DV = signFonepayFields(fields, FONEPAY_REQUEST_DV_FIELDS, secretKey);
  return fields;
}

function requireReturnFields(params: ProviderReturnParams): FonepayReturn {
  const missing = RETURN_FIELDS.filter((name) => typeof params[name] !== 'string');
  if (missing.length > 0) {
    throw new PaymentVerificationError('MALFORMED', `missing ${missing.join(', ')}`);
  }
  return params as FonepayReturn;
}

function parseAmount(field: string, value: string | undefined): number {
  try {
    if (value === undefined) throw new RangeError('missing');
    return rupeesToPaisa(value);
  } catch {
    throw new PaymentVerificationError('MALFORMED', `bad ${field}: ${String(value)}`);
  }
}

// PS and RC are inside the DV, so reading them case-insensitively cannot be exploited; it only
// spares a genuine payment from a refusal over "True" versus "true".
const isWord = (value: string | undefined, word: string) => value?.toLowerCase() === word;

export function verifyFonepayReturn(
  params: ProviderReturnParams,
  merchantCode: string,
  secretKey: string,
): VerifiedReturn {
  const returned = requireReturnFields(params);
  if (!verifyFonepayDv(returned, FONEPAY_RETURN_DV_FIELDS, returned.DV, secretKey)) {
    throw new PaymentVerificationError('BAD_SIGNATURE', 'DV does not match');
  }
  if (returned.PID !== merchantCode) {
    throw new PaymentVerificationError('WRONG_MERCHANT', `PID ${returned.PID}`);
  }
  if (!isWord(returned.PS, 'true') || !isWord(returned.RC, 'successful')) {
    throw new PaymentVerificationError('NOT_COMPLETE', `PS ${returned.PS}, RC ${returned.RC}`);
  }
  if (returned.UID === '') throw new PaymentVerificationError('MALFORMED', 'UID is empty');
  return {
    orderId: returned.PRN,
    providerRef: returned.UID,
    // R_AMT is what we asked for; P_AMT is what the payer paid after any Fonepay discount.
    amountPaisa: parseAmount('R_AMT', returned.R_AMT),
    authenticated: true,
  };
}

/**
 * A success must be about our transaction and amount. `amount` is the amount the merchant asked
 * for (R_AMT on the return); `txnAmount` is what the payer paid, which Fonepay's discounts may
 * lower, so it is compared only when `amount` is absent.
 */
function completeAnswer(
  body: FonepayVerificationBody,
  order: PaymentOrderRef,
  uid: string,
): StatusCheck {
  const echoedUid = body.uniqueId;
  if ((echoedUid && echoedUid !== uid) || (body.prn && body.prn !== order.orderId)) {
    throw new PaymentVerificationError('UNKNOWN_ORDER', `answer about ${echoedUid ?? body.prn}`);
  }
  const amountText = body.amount || body.txnAmount;
  let amountPaisa: number;
  try {
    amountPaisa = rupeesToPaisa(amountText ?? '');
  } catch {
    return unknown('BAD_RESPONSE', `unreadable amount: ${String(amountText)}`);
  }
  if (amountPaisa !== order.amountPaisa) {
    throw new PaymentVerificationError('AMOUNT_MISMATCH', `verified amount ${amountText}`);
  }
  return { outcome: 'COMPLETE', providerStatus: body.response_code, providerRef: uid };
}

function unknown(reason: 'BAD_RESPONSE', detail: string): StatusCheck {
  return { outcome: 'UNKNOWN', reason, detail };
}

function readVerification(
  body: FonepayVerificationBody,
  order: PaymentOrderRef,
  uid: string,
): StatusCheck {
  const code = body.response_code.toLowerCase();
  if (isWord(body.success, 'true') && code === 'successful') {
    return completeAnswer(body, order, uid);
  }
  if (isWord(body.success, 'false') && FAILED_CODES.has(code)) {
    const notFound = SAYS_NOT_FOUND.test(body.message ?? '');
    return {
      outcome: notFound ? 'NOT_FOUND' : 'FAILED',
      providerStatus: body.response_code,
      providerRef: uid,
    };
  }
  // success=true with "failed", or a word we do not know: not an answer we can act on.
  return unknown('BAD_RESPONSE', `success ${body.success}, response_code ${body.response_code}`);
}

async function checkFonepayStatus(
  order: PaymentOrderRef,
  options: FonepayAdapterOptions,
): Promise<StatusCheck> {
  const uid = order.providerRef;
  // verificationMerchant looks a payment up by Fonepay's trace id, which only the return brings.
  if (!uid) {
    return unknown('BAD_RESPONSE', 'no UID: Fonepay verification needs the UID from the return');
  }
  const answer = await fetchFonepayVerification({
    verifyUrl: options.verifyUrl,
    // BID (a bill id) came back on returns of the older protocol only; v2 returns carry none,
    // so it is sent, and signed, empty.
    query: {
      PRN: order.orderId,
      PID: options.merchantCode,
      BID: '',
      AMT: paisaToRupeeText(order.amountPaisa),
      UID: uid,
    },
    secretKey: options.secretKey,
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
  });
  if (!answer.ok) return { outcome: 'UNKNOWN', reason: answer.reason, detail: answer.detail };
  return readVerification(answer.body, order, uid);
}

export function createFonepayAdapter(options: FonepayAdapterOptions): PaymentProvider {
  const { merchantCode, secretKey } = options;
  return {
    code: 'FONEPAY',
    async startPayment(order: PaymentOrder): Promise<PaymentStart> {
      const fields = buildFonepayRequestFields(order, merchantCode, secretKey);
      return { action: options.requestUrl, method: 'GET', fields };
    },
    async verifyReturn(params: ProviderReturnParams): Promise<VerifiedReturn> {
      return verifyFonepayReturn(params, merchantCode, secretKey);
    },
    checkStatus: (order) => checkFonepayStatus(order, options),
  };
}
