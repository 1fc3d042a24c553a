import { randomInt, randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { rupeesToPaisa } from '../rupee-amount';
import {
  expiredRequest,
  renderPaymentPage,
  SandboxRefusal,
  sendRefusal,
  type SandboxBrand,
} from '../sandbox-page';
import { isFonepayDate } from './fonepay-date';
import {
  FONEPAY_REQUEST_DV_FIELDS,
  FONEPAY_RETURN_DV_FIELDS,
  FONEPAY_VERIFICATION_DV_FIELDS,
  signFonepayFields,
  verifyFonepayDv,
} from './fonepay-signature';
import { writeFonepayXml } from './fonepay-xml';

// A stand-in for Fonepay's dev server, so the whole payment journey runs on one machine with no
// internet. It speaks the Web Integration protocol as the adapter sees it from outside (signed
// GET to merchantRequest, signed redirect to RU, verificationMerchant answering XML). Its Map
// is Fonepay's ledger, not ours: our payments live in our database.

export interface FonepaySandboxOptions {
  merchantCode: string;
  secretKey: string;
}

type SandboxStatus = 'successful' | 'failed';

interface SandboxTransaction {
  uid: string;
  amountPaisa: number;
  status: SandboxStatus;
  bankCode: string;
  initiator: string;
}

const FONEPAY_BRAND: SandboxBrand = { name: 'Fonepay', id: 'fonepay', colour: '#c8102e' };

// Shapes and lengths from the guide's request table ("All parameters are mandatory").
const ZMerchantRequest = z.object({
  RU: z.url({ protocol: /^https?$/ }).max(150),
  PID: z.string().min(3).max(20),
  PRN: z.string().regex(/^[A-Za-z0-9_-]{3,25}$/),
  AMT: z.string().max(18),
  CRN: z.string(),
  DT: z.string(),
  R1: z.string().min(1).max(160),
  R2: z.string().min(1).max(50),
  MD: z.string(),
  DV: z.string(),
});
type MerchantRequest = z.infer<typeof ZMerchantRequest>;

const ZDecision = z.object({ session: z.string(), decision: z.enum(['approve', 'cancel']) });

const ZVerificationQuery = z.object({
  PRN: z.string(),
  PID: z.string(),
  BID: z.string(),
  AMT: z.string(),
  UID: z.string(),
  DV: z.string(),
});
type VerificationQuery = z.infer<typeof ZVerificationQuery>;

/** The sandbox's payer: a bank code (BC) and a wallet user (INI) as Fonepay reports them. */
const SANDBOX_BANK_CODE = 'NICENPKA';
const SANDBOX_INITIATOR = '9800000001';

const refuse = (reply: FastifyReply, refusal: SandboxRefusal) =>
  sendRefusal(reply, FONEPAY_BRAND, refusal);

/** Fonepay trace ids (UID) are numbers, e.g. 36463. */
function newTraceId(): string {
  return String(randomInt(10_000_000, 100_000_000));
}

/** Amounts as Fonepay's Java server prints a double: 1500 → "1500.0", 1500.50 → "1500.5". */
function javaDoubleText(paisa: number): string {
  const cents = String(paisa % 100)
    .padStart(2, '0')
    .replace(/0$/, '');
  return `${Math.floor(paisa / 100)}.${cents || '0'}`;
}

function requireSignedRequest(request: MerchantRequest, options: FonepaySandboxOptions): number {
  if (!verifyFonepayDv(request, FONEPAY_REQUEST_DV_FIELDS, request.DV, options.secretKey)) {
    throw new SandboxRefusal('DV मिलेन।', 'The data validation (DV) does not match.');
  }
  if (request.PID !== options.merchantCode) {
    throw new SandboxRefusal('अमान्य merchant code (PID)।', 'Unknown merchant code (PID).');
  }
  if (request.CRN !== 'NPR' || request.MD !== 'P') {
    throw new SandboxRefusal('CRN वा MD अमान्य छ।', 'CRN must be NPR and MD must be P.');
  }
  if (!isFonepayDate(request.DT)) {
    throw new SandboxRefusal('मिति (DT) MM/DD/YYYY हुनुपर्छ।', 'DT must be a date as MM/DD/YYYY.');
  }
  return requirePositiveAmount(request.AMT);
}

function requirePositiveAmount(amount: string): number {
  let paisa: number;
  try {
    paisa = rupeesToPaisa(amount);
  } catch {
    paisa = 0;
  }
  if (paisa <= 0) throw new SandboxRefusal('रकम (AMT) अमान्य छ।', 'The amount (AMT) is invalid.');
  return paisa;
}

function readMerchantRequest(
  query: unknown,
  options: FonepaySandboxOptions,
): { request: MerchantRequest; amountPaisa: number } {
  const parsed = ZMerchantRequest.safeParse(query);
  if (!parsed.success) {
    throw new SandboxRefusal(
      'आवश्यक विवरण अपूर्ण वा अमान्य छ।',
      'Required fields are missing or invalid.',
    );
  }
  return { request: parsed.data, amountPaisa: requireSignedRequest(parsed.data, options) };
}

/** Where Fonepay sends the browser back: RU plus the ten fields, signed as Fonepay signs them. */
function returnRedirect(
  request: MerchantRequest,
  transaction: SandboxTransaction,
  secretKey: string,
): string {
  const paid = transaction.status === 'successful';
  const fields: Record<string, string> = {
    PRN: request.PRN,
    PID: request.PID,
    PS: String(paid),
    RC: transaction.status,
    UID: transaction.uid,
    BC: transaction.bankCode,
    INI: transaction.initiator,
    P_AMT: javaDoubleText(transaction.amountPaisa),
    R_AMT: request.AMT,
  };
  // Fonepay's Java code writes the HMAC in upper-case hex.
  const dv = signFonepayFields(fields, FONEPAY_RETURN_DV_FIELDS, secretKey).toUpperCase();
  const url = new URL(request.RU);
  for (const [name, value] of Object.entries({ ...fields, DV: dv })) {
    url.searchParams.set(name, value);
  }
  return url.toString();
}

function settle(decision: 'approve' | 'cancel', amountPaisa: number): SandboxTransaction {
  const approved = decision === 'approve';
  return {
    uid: newTraceId(),
    amountPaisa,
    status: approved ? 'successful' : 'failed',
    // The guide: BC and INI "may be N/A" on a failed payment.
    bankCode: approved ? SANDBOX_BANK_CODE : 'N/A',
    initiator: approved ? SANDBOX_INITIATOR : 'N/A',
  };
}

function alreadyPaid(): SandboxRefusal {
  return new SandboxRefusal(
    'यो कारोबार (PRN) पहिले नै भुक्तानी भइसकेको छ।',
    'This transaction (PRN) is already paid.',
    409,
  );
}

/** The XML verificationMerchant answers for what its ledger holds. */
function verificationXml(query: VerificationQuery, found: SandboxTransaction | undefined): string {
  if (!found) {
    return writeFonepayXml({
      message: 'Transaction not found',
      response_code: 'failed',
      success: 'false',
    });
  }
  const paid = found.status === 'successful';
  return writeFonepayXml({
    amount: javaDoubleText(found.amountPaisa),
    bankCode: found.bankCode,
    initiator: found.initiator,
    message: paid ? 'Transaction successful' : 'Transaction failed',
    response_code: found.status,
    statusCode: paid ? '0' : '1',
    success: String(paid),
    txnAmount: javaDoubleText(found.amountPaisa),
    uniqueId: query.UID,
  });
}

/** The ledger entry the query names: same PRN, same UID and the same amount, or none. */
function lookUp(
  ledger: ReadonlyMap<string, SandboxTransaction>,
  query: VerificationQuery,
): SandboxTransaction | undefined {
  const found = ledger.get(query.PRN);
  let amountPaisa: number | undefined;
  try {
    amountPaisa = rupeesToPaisa(query.AMT);
  } catch {
    amountPaisa = undefined;
  }
  return found && found.uid === query.UID && found.amountPaisa === amountPaisa ? found : undefined;
}

/** Register under the prefix `/sandbox/fonepay`; the routes below are Fonepay's own paths. */
export function fonepaySandbox(options: FonepaySandboxOptions): FastifyPluginAsync {
  return async (app) => {
    await registerSandboxRoutes(app, options);
  };
}

async function registerSandboxRoutes(
  app: FastifyInstance,
  options: FonepaySandboxOptions,
): Promise<void> {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const ledger = new Map<string, SandboxTransaction>();
  const pending = new Map<string, { request: MerchantRequest; amountPaisa: number }>();
  const isPaid = (prn: string) => ledger.get(prn)?.status === 'successful';

  app.get('/api/merchantRequest', async (request, reply) => {
    try {
      const read = readMerchantRequest(request.query, options);
      if (isPaid(read.request.PRN)) throw alreadyPaid();
      const session = randomUUID();
      pending.set(session, read);
      const page = renderPaymentPage(FONEPAY_BRAND, {
        merchant: read.request.PID,
        transaction: read.request.PRN,
        amountPaisa: read.amountPaisa,
        session,
        // Relative to /…/api/merchantRequest, this is /…/api/merchantRequest/decision.
        decisionAction: 'merchantRequest/decision',
      });
      return reply.type('text/html; charset=utf-8').send(page);
    } catch (error) {
      if (error instanceof SandboxRefusal) return refuse(reply, error);
      throw error;
    }
  });

  app.post('/api/merchantRequest/decision', async (request, reply) => {
    const parsed = ZDecision.safeParse(request.body);
    const entry = parsed.success ? pending.get(parsed.data.session) : undefined;
    if (!parsed.success || !entry) {
      return refuse(reply, expiredRequest());
    }
    pending.delete(parsed.data.session);
    // Two pages may have been opened for one PRN before either was approved.
    if (isPaid(entry.request.PRN)) return refuse(reply, alreadyPaid());
    const transaction = settle(parsed.data.decision, entry.amountPaisa);
    ledger.set(entry.request.PRN, transaction);
    return reply.redirect(returnRedirect(entry.request, transaction, options.secretKey), 302);
  });

  app.get('/api/merchantRequest/verificationMerchant', async (request, reply) => {
    const parsed = ZVerificationQuery.safeParse(request.query);
    const query = parsed.success ? parsed.data : undefined;
    const genuine =
      query !== undefined &&
      query.PID === options.merchantCode &&
      verifyFonepayDv(query, FONEPAY_VERIFICATION_DV_FIELDS, query.DV, options.secretKey);
    reply.type('application/xml; charset=utf-8');
    if (!genuine) {
      const message = 'Invalid request: missing parameters, unknown PID or DV mismatch';
      return reply
        .code(400)
        .send(writeFonepayXml({ message, response_code: 'failed', success: 'false' }));
    }
    return verificationXml(query, lookUp(ledger, query));
  });
}
