import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { randomText, UPPER_CASE_LETTERS_AND_DIGITS } from '../../../../platform/random-text';
import { rupeesToPaisa } from '../rupee-amount';
import { encodeEsewaPayload } from './esewa-payload';
import {
  expiredRequest,
  renderPaymentPage,
  SandboxRefusal,
  sendRefusal,
  type SandboxBrand,
} from '../sandbox-page';
import { parseSignedFieldNames, signEsewaFields, verifyEsewaSignature } from './esewa-signature';

// A stand-in for eSewa's UAT server, so the whole payment journey runs on one machine with no
// internet. It speaks ePay v2 as the adapter sees it from outside (form post, signed redirect,
// status API). Its Map is eSewa's ledger, not ours: our payments live in our database.

export interface EsewaSandboxOptions {
  secretKey: string;
  productCode: string;
}

type SandboxStatus = 'COMPLETE' | 'CANCELED';

interface SandboxTransaction {
  transactionUuid: string;
  totalPaisa: number;
  status: SandboxStatus;
  refId: string | null;
}

const ZFormRequest = z.object({
  amount: z.string(),
  tax_amount: z.string(),
  total_amount: z.string(),
  transaction_uuid: z.string().regex(/^[A-Za-z0-9-]{1,100}$/),
  product_code: z.string(),
  product_service_charge: z.string(),
  product_delivery_charge: z.string(),
  success_url: z.url({ protocol: /^https?$/ }),
  failure_url: z.url({ protocol: /^https?$/ }),
  signed_field_names: z.string(),
  signature: z.string(),
});
type FormRequest = z.infer<typeof ZFormRequest>;

const ESEWA_BRAND: SandboxBrand = { name: 'eSewa', id: 'esewa', colour: '#41a124' };

const ZDecision = z.object({ session: z.string(), decision: z.enum(['approve', 'cancel']) });

const ZStatusQuery = z.object({
  product_code: z.string(),
  total_amount: z.string(),
  transaction_uuid: z.string(),
});

const RETURN_SIGNED_FIELDS =
  'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';
const REQUIRED_REQUEST_SIGNED_FIELDS = ['total_amount', 'transaction_uuid', 'product_code'];

const refuse = (reply: FastifyReply, refusal: SandboxRefusal) =>
  sendRefusal(reply, ESEWA_BRAND, refusal);

/** Like eSewa's own codes ("000AWEO"): seven upper-case letters and digits. */
function newTransactionCode(): string {
  return randomText(UPPER_CASE_LETTERS_AND_DIGITS, 7);
}

/** The success payload writes the amount as display text with a decimal ("1,000.0"). */
function formatDisplayAmount(paisa: number): string {
  const rupees = Math.floor(paisa / 100).toLocaleString('en-US');
  const cents = String(paisa % 100).padStart(2, '0');
  return `${rupees}.${cents.endsWith('0') ? cents[0] : cents}`;
}

function requireSignedRequest(form: FormRequest, options: EsewaSandboxOptions): number {
  const listed = parseSignedFieldNames(form.signed_field_names);
  const signedAll = REQUIRED_REQUEST_SIGNED_FIELDS.every((field) => listed.includes(field));
  if (
    !signedAll ||
    !verifyEsewaSignature(form, form.signed_field_names, form.signature, options.secretKey)
  ) {
    throw new SandboxRefusal('हस्ताक्षर मिलेन।', 'The signature does not match.');
  }
  if (form.product_code !== options.productCode) {
    throw new SandboxRefusal('अमान्य product code।', 'Unknown product code.');
  }
  const [amount, tax, service, delivery, total] = [
    form.amount,
    form.tax_amount,
    form.product_service_charge,
    form.product_delivery_charge,
    form.total_amount,
  ].map((value) => rupeesToPaisa(value));
  if (amount! + tax! + service! + delivery! !== total || total! <= 0) {
    throw new SandboxRefusal('रकम मिलेन।', 'The amounts do not add up.');
  }
  return total!;
}

function readForm(
  body: unknown,
  options: EsewaSandboxOptions,
): { form: FormRequest; totalPaisa: number } {
  const parsed = ZFormRequest.safeParse(body);
  if (!parsed.success) {
    throw new SandboxRefusal(
      'आवश्यक विवरण अपूर्ण वा अमान्य छ।',
      'Required fields are missing or invalid.',
    );
  }
  try {
    return { form: parsed.data, totalPaisa: requireSignedRequest(parsed.data, options) };
  } catch (error) {
    if (error instanceof SandboxRefusal) throw error;
    throw new SandboxRefusal('रकम वा विवरण अमान्य छ।', 'An amount or field is invalid.');
  }
}

function successRedirect(
  form: FormRequest,
  transactionCode: string,
  totalPaisa: number,
  secretKey: string,
): string {
  const payload: Record<string, string> = {
    transaction_code: transactionCode,
    status: 'COMPLETE',
    total_amount: formatDisplayAmount(totalPaisa),
    transaction_uuid: form.transaction_uuid,
    product_code: form.product_code,
    signed_field_names: RETURN_SIGNED_FIELDS,
  };
  payload.signature = signEsewaFields(payload, RETURN_SIGNED_FIELDS, secretKey);
  const url = new URL(form.success_url);
  url.searchParams.set('data', encodeEsewaPayload(payload));
  return url.toString();
}

/** Register under the prefix `/sandbox/esewa`; the routes below are eSewa's own paths. */
export function esewaSandbox(options: EsewaSandboxOptions): FastifyPluginAsync {
  return async (app) => {
    await registerSandboxRoutes(app, options);
  };
}

async function registerSandboxRoutes(
  app: FastifyInstance,
  options: EsewaSandboxOptions,
): Promise<void> {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const ledger = new Map<string, SandboxTransaction>();
  const pending = new Map<string, { form: FormRequest; totalPaisa: number }>();

  app.post('/api/epay/main/v2/form', async (request, reply) => {
    try {
      const read = readForm(request.body, options);
      if (ledger.get(read.form.transaction_uuid)?.status === 'COMPLETE') {
        throw new SandboxRefusal(
          'यो कारोबार पहिले नै भुक्तानी भइसकेको छ।',
          'This transaction is already paid.',
          409,
        );
      }
      const session = randomUUID();
      pending.set(session, read);
      const page = renderPaymentPage(ESEWA_BRAND, {
        merchant: read.form.product_code,
        transaction: read.form.transaction_uuid,
        amountPaisa: read.totalPaisa,
        session,
        decisionAction: 'decision',
      });
      return reply.type('text/html; charset=utf-8').send(page);
    } catch (error) {
      if (error instanceof SandboxRefusal) return refuse(reply, error);
      throw error;
    }
  });

  app.post('/api/epay/main/v2/decision', async (request, reply) => {
    const parsed = ZDecision.safeParse(request.body);
    const entry = parsed.success ? pending.get(parsed.data.session) : undefined;
    if (!parsed.success || !entry) {
      return refuse(reply, expiredRequest());
    }
    pending.delete(parsed.data.session);
    const { form, totalPaisa } = entry;
    if (parsed.data.decision === 'cancel') {
      ledger.set(form.transaction_uuid, {
        transactionUuid: form.transaction_uuid,
        totalPaisa,
        status: 'CANCELED',
        refId: null,
      });
      return reply.redirect(form.failure_url, 302);
    }
    const transactionCode = newTransactionCode();
    ledger.set(form.transaction_uuid, {
      transactionUuid: form.transaction_uuid,
      totalPaisa,
      status: 'COMPLETE',
      refId: transactionCode,
    });
    return reply.redirect(
      successRedirect(form, transactionCode, totalPaisa, options.secretKey),
      302,
    );
  });

  app.get('/api/epay/transaction/status/', async (request, reply) => {
    const parsed = ZStatusQuery.safeParse(request.query);
    let totalPaisa: number;
    try {
      if (!parsed.success) throw new RangeError('missing parameters');
      totalPaisa = rupeesToPaisa(parsed.data.total_amount);
    } catch {
      return reply.code(400).send({ code: 0, error_message: 'Invalid request parameters' });
    }
    const query = parsed.data;
    const found = ledger.get(query.transaction_uuid);
    // eSewa matches all three: the right uuid with another amount or product is not found.
    const match =
      found && found.totalPaisa === totalPaisa && query.product_code === options.productCode;
    return {
      product_code: query.product_code,
      transaction_uuid: query.transaction_uuid,
      // A JSON number, as eSewa sends it; exact for any amount with two decimals.
      total_amount: totalPaisa / 100,
      status: match ? found.status : 'NOT_FOUND',
      ref_id: match ? found.refId : null,
    };
  });
}
