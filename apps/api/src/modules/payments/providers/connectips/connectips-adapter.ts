import { createPrivateKey } from 'node:crypto';
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
  buildConnectIpsLoginFields,
  CONNECTIPS_LIMITS,
  CONNECTIPS_TXNID,
  type ConnectIpsCreditor,
} from './connectips-login-form';
import { fetchConnectIpsValidation, type ConnectIpsValidationBody } from './connectips-validation';

export interface ConnectIpsAdapterOptions {
  /** …/connectipswebgw/loginpage (UAT: https://uat.connectips.com/connectipswebgw/loginpage). */
  gatewayUrl: string;
  /** …/connectipswebws/api/creditor/validatetxn */
  validateUrl: string;
  /** NCHL's merchant id: digits, e.g. "550". */
  merchantId: string;
  /** e.g. "MER-550-APP-1"; also the user name of validatetxn's Basic auth. */
  appId: string;
  appName: string;
  /** The Basic-auth password NCHL issues for validatetxn. */
  appPassword: string;
  /** The creditor's private key (PEM, e.g. taken out of CREDITOR.pfx). */
  privateKeyPem: string;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** How long validatetxn may take before the answer counts as UNKNOWN. Default 10 s. */
  timeoutMs?: number;
}

type KnownOutcome = Exclude<PaymentOutcome, 'UNKNOWN'>;

// doc.connectips.com, connectIPS Gateway §6 (validatetxn / gettxndetail response list):
//   ERROR / TRANSACTION NOT FOUND: the payer has not made this payment. NOT_FOUND, as eSewa's
//     NOT_FOUND: nothing was paid, and the reconciliation job expires the order in time.
//   ERROR / TRANSACTION INCOMPLETE: the payer left the page without entering the OTP. NCHL
//     cannot tell that apart from a payer still typing it, so PENDING: ask again later.
// Any other ERROR (a token NCHL refused, a fault on its side) says nothing about the payment
// and stays UNKNOWN.
const ERROR_OUTCOMES: Readonly<Record<string, KnownOutcome>> = {
  'TRANSACTION NOT FOUND': 'NOT_FOUND',
  'TRANSACTION INCOMPLETE': 'PENDING',
};

function outcomeOf(body: ConnectIpsValidationBody): KnownOutcome | undefined {
  if (body.status === 'SUCCESS') return 'COMPLETE';
  // "When a transaction fails i.e., Debit or Credit failed": final.
  if (body.status === 'FAILED') return 'FAILED';
  if (body.status === 'ERROR') return ERROR_OUTCOMES[body.statusDesc ?? ''];
  return undefined;
}

const providerStatusOf = (body: ConnectIpsValidationBody) =>
  body.statusDesc ? `${body.status}: ${body.statusDesc}` : body.status;

/** Paisa as validatetxn writes it: "500", 500, or gettxndetail's 1000.00. */
function readPaisa(txnAmt: string | undefined): number {
  const match = /^(\d+)(?:\.0+)?$/.exec(txnAmt ?? '');
  const paisa = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(paisa)) {
    throw new PaymentVerificationError('MALFORMED', `bad txnAmt: ${String(txnAmt)}`);
  }
  return paisa;
}

// validatetxn is asked about our exact payment; a SUCCESS about anything else is not ours.
function requireSameTransaction(
  body: ConnectIpsValidationBody,
  order: PaymentOrderRef,
  creditor: ConnectIpsCreditor,
): void {
  if (body.merchantId !== creditor.merchantId || body.appId !== creditor.appId) {
    throw new PaymentVerificationError(
      'WRONG_MERCHANT',
      `answer for ${body.merchantId}/${body.appId}`,
    );
  }
  if (body.referenceId !== order.orderId) {
    throw new PaymentVerificationError('UNKNOWN_ORDER', `answer for ${body.referenceId}`);
  }
  if (readPaisa(body.txnAmt) !== order.amountPaisa) {
    throw new PaymentVerificationError('AMOUNT_MISMATCH', `answer amount ${body.txnAmt}`);
  }
}

/**
 * connectIPS's return is an unsigned redirect carrying only `?TXNID=` (Gateway §3, user
 * redirection): it proves nothing, so it only names the order; validatetxn decides.
 */
export function verifyConnectIpsReturn(params: ProviderReturnParams): VerifiedReturn {
  const txnId = params.TXNID;
  if (txnId === undefined || !CONNECTIPS_TXNID.test(txnId)) {
    throw new PaymentVerificationError('MALFORMED', 'TXNID is missing or not 1-20 letters/digits');
  }
  return { orderId: txnId, providerRef: txnId, authenticated: false };
}

function requireCreditor(options: ConnectIpsAdapterOptions): void {
  // validatetxn sends merchantId as a JSON number, so it must survive Number() unchanged.
  if (!/^[1-9]\d*$/.test(options.merchantId) || !Number.isSafeInteger(Number(options.merchantId))) {
    throw new RangeError(`connectIPS merchantId must be digits: ${options.merchantId}`);
  }
  if (options.appId.length === 0 || options.appId.length > CONNECTIPS_LIMITS.APPID) {
    throw new RangeError(`connectIPS APPID must be 1 to 20 characters: ${options.appId}`);
  }
  if (options.appName.length === 0 || options.appName.length > CONNECTIPS_LIMITS.APPNAME) {
    throw new RangeError(`connectIPS APPNAME must be 1 to 30 characters: ${options.appName}`);
  }
}

export function createConnectIpsAdapter(options: ConnectIpsAdapterOptions): PaymentProvider {
  requireCreditor(options);
  // Parsed once, so a bad key fails at start-up rather than at a candidate's first payment.
  const privateKey = createPrivateKey(options.privateKeyPem);
  const creditor: ConnectIpsCreditor = {
    merchantId: options.merchantId,
    appId: options.appId,
    appName: options.appName,
  };

  async function checkStatus(order: PaymentOrderRef): Promise<StatusCheck> {
    const answer = await fetchConnectIpsValidation({
      ...creditor,
      validateUrl: options.validateUrl,
      appPassword: options.appPassword,
      privateKey,
      referenceId: order.orderId,
      amountPaisa: order.amountPaisa,
      fetch: options.fetch ?? fetch,
      timeoutMs: options.timeoutMs ?? 10_000,
    });
    if (!answer.ok) return { outcome: 'UNKNOWN', reason: answer.reason, detail: answer.detail };
    const { body } = answer;
    const outcome = outcomeOf(body);
    if (!outcome) {
      return { outcome: 'UNKNOWN', reason: 'BAD_RESPONSE', detail: providerStatusOf(body) };
    }
    // Only a SUCCESS moves money on our side, so only it must be about exactly our payment.
    if (outcome === 'COMPLETE') requireSameTransaction(body, order, creditor);
    return { outcome, providerStatus: providerStatusOf(body) };
  }

  return {
    code: 'CONNECTIPS',
    // order.successUrl and failureUrl are not sent: connectIPS has no such fields and always
    // redirects to the success and failure URLs registered with NCHL for the merchant's app.
    async startPayment(order: PaymentOrder): Promise<PaymentStart> {
      const fields = buildConnectIpsLoginFields(order, creditor, privateKey);
      return { action: options.gatewayUrl, method: 'POST', fields };
    },
    async verifyReturn(params: ProviderReturnParams): Promise<VerifiedReturn> {
      return verifyConnectIpsReturn(params);
    },
    checkStatus,
  };
}
