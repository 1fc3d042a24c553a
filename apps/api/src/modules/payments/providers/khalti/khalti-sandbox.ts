import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';
import { NEPAL_UTC_OFFSET, nepalWallClock } from '@niyukti/shared';
import {
  expiredRequest,
  renderPaymentPage,
  SandboxRefusal,
  sendRefusal,
  type SandboxBrand,
} from '../sandbox-page';
import { randomText } from '../../../../platform/random-text';
import { KHALTI_STATUS } from './khalti-api';

// A stand-in for Khalti's sandbox (dev.khalti.com), so the whole payment journey runs on one
// machine with no internet. It speaks KPG-2 as the adapter and the payer's browser see it from
// outside: initiate and lookup with `Authorization: Key …`, a payment page, an unsigned redirect
// to return_url. Its Map is Khalti's ledger, not ours: our payments live in our database.

export interface KhaltiSandboxOptions {
  secretKey: string;
  /** How long a payment link stays payable; Khalti's sandbox answers expires_in 1800. */
  linkLifetimeSeconds?: number;
  /** The sandbox's clock in ms since the epoch, replaced in tests to let links expire. */
  now?: () => number;
}

interface InitiateRequest {
  return_url: string;
  website_url: string;
  amount: number;
  purchase_order_id: string;
  purchase_order_name: string;
}

type LedgerStatus =
  | typeof KHALTI_STATUS.initiated
  | typeof KHALTI_STATUS.completed
  | typeof KHALTI_STATUS.userCanceled;

interface SandboxPayment {
  pidx: string;
  request: InitiateRequest;
  expiresAt: number;
  status: LedgerStatus;
  transactionId: string | null;
}

const KHALTI_BRAND: SandboxBrand = { name: 'Khalti', id: 'khalti', colour: '#5c2d91' };

// Khalti's ids look like "bZQLD9wRVWo4CdESSfuSsB": 22 characters of the shortuuid alphabet.
const ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
// Khalti masks the payer's Khalti ID in the callback ("98XXXXX904"); this is test payer 9800000001.
const SANDBOX_PAYER_MOBILE = '98XXXXX001';
const MINIMUM_PAISA = 1000;

// Khalti's (Django REST framework's) validation messages, word for word.
const MESSAGES = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  notText: 'Not a valid string.',
  url: 'Enter a valid URL.',
  integer: 'A valid integer is required.',
  minimum: 'Amount should be greater than Rs. 10, that is 1000 paisa.',
};

const ZDecision = z.object({ session: z.string(), decision: z.enum(['approve', 'cancel']) });

function newKhaltiId(): string {
  return randomText(ID_ALPHABET, 22);
}

/** "2023-05-25T16:26:16.471+05:45": Khalti writes expires_at in Nepal time. */
function nepalTimestamp(ms: number): string {
  return `${nepalWallClock(new Date(ms))}${NEPAL_UTC_OFFSET}`;
}

function checkText(value: unknown): string | undefined {
  if (value === undefined || value === null) return MESSAGES.required;
  if (typeof value !== 'string') return MESSAGES.notText;
  return value.trim() === '' ? MESSAGES.blank : undefined;
}

function checkUrl(value: unknown): string | undefined {
  const problem = checkText(value);
  if (problem) return problem;
  const url = URL.canParse(value as string) ? new URL(value as string) : undefined;
  return url && /^https?:$/.test(url.protocol) ? undefined : MESSAGES.url;
}

/** Khalti takes the amount as a JSON integer or as digits in a string (its cURL sample does). */
function readPaisa(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

function checkAmount(value: unknown): string | undefined {
  if (value === undefined || value === null) return MESSAGES.required;
  const paisa = readPaisa(value);
  if (paisa === undefined) return MESSAGES.integer;
  return paisa < MINIMUM_PAISA ? MESSAGES.minimum : undefined;
}

const FIELD_CHECKS: Readonly<
  Record<keyof InitiateRequest, (value: unknown) => string | undefined>
> = {
  return_url: checkUrl,
  website_url: checkUrl,
  amount: checkAmount,
  purchase_order_id: checkText,
  purchase_order_name: checkText,
};

/** Every field's problem at once, as Khalti reports them: `{ field: [message] }`. */
function validateInitiate(fields: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, check] of Object.entries(FIELD_CHECKS)) {
    const problem = check(fields[name]);
    if (problem) errors[name] = [problem];
  }
  return errors;
}

function asObject(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

function readInitiate(fields: Record<string, unknown>): InitiateRequest {
  return {
    return_url: fields.return_url as string,
    website_url: fields.website_url as string,
    amount: readPaisa(fields.amount)!,
    purchase_order_id: fields.purchase_order_id as string,
    purchase_order_name: fields.purchase_order_name as string,
  };
}

/** Khalti's authentication: `Authorization: Key <secret>`; the keyword's case does not matter. */
function merchantKeyCheck(secretKey: string): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const match = /^key\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (match?.[1] === secretKey) return;
    const detail = match ? 'Invalid token.' : 'Authentication credentials were not provided.';
    return reply.code(401).send({ detail, status_code: 401 });
  };
}

/** Where the payer goes: this sandbox's own page, at whatever address the API was reached. */
function paymentUrl(request: FastifyRequest, prefix: string, pidx: string): string {
  return `${request.protocol}://${request.host}${prefix}/pay?pidx=${encodeURIComponent(pidx)}`;
}

/** The redirect to return_url, with the parameters (and blanks) of Khalti's sample callbacks. */
function callbackUrl(payment: SandboxPayment): string {
  const { request, transactionId, status } = payment;
  const paid = status === KHALTI_STATUS.completed;
  const url = new URL(request.return_url);
  const set = (name: string, value: string) => url.searchParams.set(name, value);
  set('pidx', payment.pidx);
  set('transaction_id', transactionId ?? '');
  set('tidx', transactionId ?? '');
  if (paid) set('txnId', transactionId ?? '');
  set('amount', String(request.amount));
  set('total_amount', String(request.amount));
  set('mobile', paid ? SANDBOX_PAYER_MOBILE : '');
  set('status', status);
  set('purchase_order_id', request.purchase_order_id);
  set('purchase_order_name', request.purchase_order_name);
  return url.toString();
}

const refuse = (reply: FastifyReply, refusal: SandboxRefusal) =>
  sendRefusal(reply, KHALTI_BRAND, refusal);

class KhaltiLedger {
  private readonly payments = new Map<string, SandboxPayment>();

  constructor(private readonly options: KhaltiSandboxOptions) {}

  now(): number {
    return this.options.now?.() ?? Date.now();
  }

  open(request: InitiateRequest): SandboxPayment {
    const lifetimeMs = (this.options.linkLifetimeSeconds ?? 1800) * 1000;
    const payment: SandboxPayment = {
      pidx: newKhaltiId(),
      request,
      expiresAt: this.now() + lifetimeMs,
      status: KHALTI_STATUS.initiated,
      transactionId: null,
    };
    this.payments.set(payment.pidx, payment);
    return payment;
  }

  find(pidx: string): SandboxPayment | undefined {
    return this.payments.get(pidx);
  }

  /** What lookup says: an Initiated link past its time has Expired. */
  statusOf(payment: SandboxPayment): string {
    const expired = payment.status === KHALTI_STATUS.initiated && this.now() >= payment.expiresAt;
    return expired ? KHALTI_STATUS.expired : payment.status;
  }

  /** The payment the payer may still act on; refuses an unknown, paid, canceled or old link. */
  payable(pidx: string): SandboxPayment {
    const payment = this.payments.get(pidx);
    if (!payment) {
      throw new SandboxRefusal('यो भुक्तानी अनुरोध भेटिएन।', 'No such payment request.', 404);
    }
    const status = this.statusOf(payment);
    if (status === KHALTI_STATUS.completed) {
      throw new SandboxRefusal('यो भुक्तानी पहिले नै भइसकेको छ।', 'This payment is already paid.', 409);
    }
    if (status === KHALTI_STATUS.userCanceled) {
      throw new SandboxRefusal('यो भुक्तानी रद्द गरिएको छ।', 'This payment was canceled.', 409);
    }
    if (status === KHALTI_STATUS.expired) {
      throw new SandboxRefusal('भुक्तानी लिङ्कको म्याद सकियो।', 'This payment link has expired.', 410);
    }
    return payment;
  }
}

/** Register under the prefix `/sandbox/khalti`; the API routes are Khalti's own paths. */
export function khaltiSandbox(options: KhaltiSandboxOptions): FastifyPluginAsync {
  return async (app) => {
    await registerSandboxRoutes(app, options);
  };
}

async function registerSandboxRoutes(
  app: FastifyInstance,
  options: KhaltiSandboxOptions,
): Promise<void> {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const ledger = new KhaltiLedger(options);
  registerMerchantApi(app, ledger, options.secretKey);
  registerPayerPages(app, ledger);
}

function registerMerchantApi(app: FastifyInstance, ledger: KhaltiLedger, secretKey: string) {
  const preHandler = merchantKeyCheck(secretKey);

  app.post('/api/v2/epayment/initiate/', { preHandler }, async (request, reply) => {
    const fields = asObject(request.body);
    const errors = validateInitiate(fields);
    if (Object.keys(errors).length > 0) {
      return reply.code(400).send({ ...errors, error_key: 'validation_error' });
    }
    const payment = ledger.open(readInitiate(fields));
    return {
      pidx: payment.pidx,
      payment_url: paymentUrl(request, app.prefix, payment.pidx),
      expires_at: nepalTimestamp(payment.expiresAt),
      expires_in: Math.round((payment.expiresAt - ledger.now()) / 1000),
    };
  });

  app.post('/api/v2/epayment/lookup/', { preHandler }, async (request, reply) => {
    const pidx = asObject(request.body).pidx;
    const problem = checkText(pidx);
    if (problem) return reply.code(400).send({ pidx: [problem], error_key: 'validation_error' });
    const payment = ledger.find(pidx as string);
    if (!payment) {
      return reply.code(404).send({ detail: 'Not found.', error_key: 'validation_error' });
    }
    const status = ledger.statusOf(payment);
    // Khalti answers the two "do not provide service" endings with HTTP 400, the rest with 200.
    const failed = status === KHALTI_STATUS.expired || status === KHALTI_STATUS.userCanceled;
    return reply.code(failed ? 400 : 200).send({
      pidx: payment.pidx,
      total_amount: payment.request.amount,
      status,
      transaction_id: payment.transactionId,
      fee: 0,
      refunded: false,
    });
  });
}

function registerPayerPages(app: FastifyInstance, ledger: KhaltiLedger) {
  // One-time tokens naming the payment a shown page may decide.
  const sessions = new Map<string, string>();

  app.get('/pay', async (request, reply) => {
    const { pidx } = asObject(request.query);
    try {
      const payment = ledger.payable(typeof pidx === 'string' ? pidx : '');
      const session = randomUUID();
      sessions.set(session, payment.pidx);
      const page = renderPaymentPage(KHALTI_BRAND, {
        merchant: new URL(payment.request.website_url).host,
        transaction: payment.request.purchase_order_id,
        amountPaisa: payment.request.amount,
        session,
        decisionAction: 'decision',
      });
      return reply.type('text/html; charset=utf-8').send(page);
    } catch (error) {
      if (error instanceof SandboxRefusal) return refuse(reply, error);
      throw error;
    }
  });

  app.post('/decision', async (request, reply) => {
    const parsed = ZDecision.safeParse(request.body);
    const pidx = parsed.success ? sessions.get(parsed.data.session) : undefined;
    if (!parsed.success || pidx === undefined) {
      return refuse(reply, expiredRequest());
    }
    sessions.delete(parsed.data.session);
    try {
      // Checked again: another page for the same pidx may have paid it meanwhile.
      const payment = ledger.payable(pidx);
      decide(payment, parsed.data.decision);
      return reply.redirect(callbackUrl(payment), 302);
    } catch (error) {
      if (error instanceof SandboxRefusal) return refuse(reply, error);
      throw error;
    }
  });
}

function decide(payment: SandboxPayment, decision: 'approve' | 'cancel'): void {
  if (decision === 'approve') {
    payment.status = KHALTI_STATUS.completed;
    payment.transactionId = newKhaltiId();
  } else {
    payment.status = KHALTI_STATUS.userCanceled;
  }
}
