import {
  createHash,
  createPublicKey,
  randomUUID,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  expiredRequest,
  renderPaymentPage,
  SandboxRefusal,
  sendRefusal,
  type SandboxBrand,
} from '../sandbox-page';
import { CONNECTIPS_LIMITS } from './connectips-login-form';
import {
  buildConnectIpsLoginMessage,
  buildConnectIpsValidationMessage,
  verifyConnectIpsToken,
} from './connectips-token';
import { connectIpsBasicAuth } from './connectips-validation';

// A stand-in for NCHL's connectIPS UAT server, so the whole payment journey runs on one machine
// with no internet. It speaks the protocol as the adapter sees it from outside
// (doc.connectips.com, connectIPS Gateway §3-§6): the signed login form, a redirect to the
// merchant's registered success or failure URL with only `?TXNID=`, and validatetxn behind
// Basic auth. Its Map is connectIPS's ledger, not ours: our payments live in our database.

export interface ConnectIpsSandboxOptions {
  merchantId: string;
  appId: string;
  appName: string;
  /** validatetxn's Basic-auth password. */
  appPassword: string;
  /** The creditor's public key: what NCHL holds to check the merchant's tokens. */
  publicKeyPem: string;
  /** The URLs registered with NCHL for the app; connectIPS appends `?TXNID=…`. */
  successUrl: string;
  failureUrl: string;
}

/**
 * The payer's choice on the sandbox page. `cancel` is "Return to creditor site" before the OTP
 * (connectIPS then answers ERROR / TRANSACTION INCOMPLETE); `fail` has no button: tests post it
 * to play a debit the payer's bank refused (FAILED / TRANSACTION UNSUCCESSFUL).
 */
export type ConnectIpsSandboxDecision = 'approve' | 'cancel' | 'fail';

type LedgerStatus = 'INCOMPLETE' | 'SUCCESS' | 'FAILED';

interface LedgerEntry {
  amountPaisa: number;
  status: LedgerStatus;
}

interface PendingPayment {
  txnId: string;
  amountPaisa: number;
}

const CONNECTIPS_BRAND: SandboxBrand = { name: 'connectIPS', id: 'connectips', colour: '#1d4f91' };

// §6: the answer (status, statusDesc) for each state of a transaction.
const ANSWERS: Readonly<Record<LedgerStatus | 'NOT_FOUND', [string, string]>> = {
  SUCCESS: ['SUCCESS', 'TRANSACTION SUCCESSFUL'],
  FAILED: ['FAILED', 'TRANSACTION UNSUCCESSFUL'],
  INCOMPLETE: ['ERROR', 'TRANSACTION INCOMPLETE'],
  NOT_FOUND: ['ERROR', 'TRANSACTION NOT FOUND'],
};

// The guide gives lengths without a unit; the sandbox holds the merchant to the stricter
// reading (UTF-8 bytes), as the adapter does.
const withinBytes = (max: number) =>
  z.string().refine((text) => text.length > 0 && Buffer.byteLength(text, 'utf8') <= max);

const ZLoginForm = z.object({
  MERCHANTID: z.string(),
  APPID: z.string(),
  APPNAME: z.string(),
  TXNID: withinBytes(CONNECTIPS_LIMITS.TXNID),
  TXNDATE: z.string(),
  TXNCRNCY: z.string(),
  TXNAMT: z.string(),
  REFERENCEID: withinBytes(20),
  REMARKS: withinBytes(CONNECTIPS_LIMITS.REMARKS),
  PARTICULARS: withinBytes(CONNECTIPS_LIMITS.PARTICULARS),
  TOKEN: z.string().max(512),
});
type LoginForm = z.infer<typeof ZLoginForm>;

const ZDecision = z.object({
  session: z.string(),
  decision: z.enum(['approve', 'cancel', 'fail']),
});

// §4's example sends merchantId and txnAmt as JSON numbers; text digits are taken as well.
const ZDigits = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]);
const ZValidateRequest = z.object({
  merchantId: ZDigits.transform(String),
  appId: z.string(),
  referenceId: z.string(),
  txnAmt: ZDigits.transform(String),
  token: z.string(),
});

const refuse = (reply: FastifyReply, refusal: SandboxRefusal) =>
  sendRefusal(reply, CONNECTIPS_BRAND, refusal);

/** A DD-MM-YYYY that names a real calendar day. */
function isTxnDate(text: string): boolean {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1;
}

function requireCreditor(form: LoginForm, options: ConnectIpsSandboxOptions): void {
  if (form.MERCHANTID !== options.merchantId || form.APPID !== options.appId) {
    throw new SandboxRefusal('अमान्य merchant वा app।', 'Unknown merchant or app.');
  }
  if (form.APPNAME !== options.appName) {
    throw new SandboxRefusal('app को नाम मिलेन।', 'The app name does not match.');
  }
}

function requireTransactionDetails(form: LoginForm): number {
  if (form.TXNCRNCY !== 'NPR') {
    throw new SandboxRefusal('मुद्रा NPR हुनुपर्छ।', 'The currency must be NPR.');
  }
  const amountPaisa = /^[1-9]\d*$/.test(form.TXNAMT) ? Number(form.TXNAMT) : NaN;
  if (!Number.isSafeInteger(amountPaisa)) {
    throw new SandboxRefusal('रकम अमान्य छ।', 'TXNAMT must be a whole number of paisa above 0.');
  }
  if (!isTxnDate(form.TXNDATE)) {
    throw new SandboxRefusal('मिति अमान्य छ।', 'TXNDATE must be a date written DD-MM-YYYY.');
  }
  return amountPaisa;
}

function readLoginForm(
  body: unknown,
  options: ConnectIpsSandboxOptions,
  publicKey: KeyObject,
): PendingPayment {
  const parsed = ZLoginForm.safeParse(body);
  if (!parsed.success) {
    throw new SandboxRefusal(
      'आवश्यक विवरण अपूर्ण वा अमान्य छ।',
      'Required fields are missing or invalid.',
    );
  }
  const form = parsed.data;
  requireCreditor(form, options);
  if (!verifyConnectIpsToken(buildConnectIpsLoginMessage(form), form.TOKEN, publicKey)) {
    throw new SandboxRefusal('TOKEN मिलेन।', 'The token does not match.');
  }
  return { txnId: form.TXNID, amountPaisa: requireTransactionDetails(form) };
}

function redirectUrl(registeredUrl: string, txnId: string): string {
  const url = new URL(registeredUrl);
  url.searchParams.set('TXNID', txnId);
  return url.toString();
}

/** Compares digests so the time taken says nothing about how much of the secret matched. */
function sameSecret(given: string | undefined, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/** Register under the prefix `/sandbox/connectips`; the routes below are connectIPS's paths. */
export function connectIpsSandbox(options: ConnectIpsSandboxOptions): FastifyPluginAsync {
  // Parsed once, so a bad key fails when the server starts.
  const publicKey = createPublicKey(options.publicKeyPem);
  return async (app) => {
    await registerSandboxRoutes(app, options, publicKey);
  };
}

async function registerSandboxRoutes(
  app: FastifyInstance,
  options: ConnectIpsSandboxOptions,
  publicKey: KeyObject,
): Promise<void> {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const ledger = new Map<string, LedgerEntry>();
  const pending = new Map<string, PendingPayment>();

  app.post('/connectipswebgw/loginpage', async (request, reply) => {
    try {
      const payment = readLoginForm(request.body, options, publicKey);
      // "Transaction Id must be unique for each app in each post request" (§3.2): a TXNID
      // that was paid or failed is never taken again; an unfinished one may be reopened.
      const known = ledger.get(payment.txnId);
      if (known && known.status !== 'INCOMPLETE') {
        throw new SandboxRefusal(
          'यो कारोबार नम्बर पहिले नै प्रयोग भइसकेको छ।',
          'This TXNID has already been used.',
          409,
        );
      }
      // connectIPS knows the transaction from here on: validatetxn answers INCOMPLETE.
      ledger.set(payment.txnId, { amountPaisa: payment.amountPaisa, status: 'INCOMPLETE' });
      const session = randomUUID();
      pending.set(session, payment);
      const page = renderPaymentPage(CONNECTIPS_BRAND, {
        merchant: options.appName,
        transaction: payment.txnId,
        amountPaisa: payment.amountPaisa,
        session,
        decisionAction: 'decision',
      });
      return reply.type('text/html; charset=utf-8').send(page);
    } catch (error) {
      if (error instanceof SandboxRefusal) return refuse(reply, error);
      throw error;
    }
  });

  app.post('/connectipswebgw/decision', async (request, reply) => {
    const parsed = ZDecision.safeParse(request.body);
    const payment = parsed.success ? pending.get(parsed.data.session) : undefined;
    // Another page for the same TXNID may have settled it meanwhile.
    if (!parsed.success || !payment || ledger.get(payment.txnId)?.status !== 'INCOMPLETE') {
      return refuse(reply, expiredRequest());
    }
    pending.delete(parsed.data.session);
    const { decision } = parsed.data;
    if (decision === 'approve') {
      ledger.set(payment.txnId, { amountPaisa: payment.amountPaisa, status: 'SUCCESS' });
      return reply.redirect(redirectUrl(options.successUrl, payment.txnId), 302);
    }
    // A payer who returns before the OTP leaves the transaction INCOMPLETE.
    if (decision === 'fail') {
      ledger.set(payment.txnId, { amountPaisa: payment.amountPaisa, status: 'FAILED' });
    }
    return reply.redirect(redirectUrl(options.failureUrl, payment.txnId), 302);
  });

  const expectedAuth = connectIpsBasicAuth(options.appId, options.appPassword);

  app.post('/connectipswebws/api/creditor/validatetxn', async (request, reply) => {
    // §7: wrong Basic-auth credentials answer 401.
    if (!sameSecret(request.headers.authorization, expectedAuth)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Basic realm="connectIPS"')
        .send({ status: 'ERROR', statusDesc: 'UNAUTHORIZED' });
    }
    const parsed = ZValidateRequest.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ status: 'ERROR', statusDesc: 'INVALID REQUEST' });
    }
    const query = parsed.data;
    const message = buildConnectIpsValidationMessage(query);
    if (
      query.merchantId !== options.merchantId ||
      query.appId !== options.appId ||
      !verifyConnectIpsToken(message, query.token, publicKey)
    ) {
      return reply.code(400).send({ status: 'ERROR', statusDesc: 'INVALID TOKEN' });
    }
    const found = ledger.get(query.referenceId);
    // Looked up by TXNID and amount together: the right TXNID with another amount is not found.
    const state = found?.amountPaisa === Number(query.txnAmt) ? found.status : 'NOT_FOUND';
    const [status, statusDesc] = ANSWERS[state];
    return {
      merchantId: Number(options.merchantId),
      appId: options.appId,
      referenceId: query.referenceId,
      txnAmt: query.txnAmt,
      token: null,
      status,
      statusDesc,
    };
  });
}
