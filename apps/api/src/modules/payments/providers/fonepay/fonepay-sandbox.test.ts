import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payInFonepaySandbox } from '../../../../test/fonepay-payer';
import { confirmProviderPayment } from '../confirm-payment';
import type { PaymentOrder, PaymentProvider } from '../payment-provider';
import { createFonepayAdapter } from './fonepay-adapter';
import { fonepaySandbox } from './fonepay-sandbox';
import {
  FONEPAY_REQUEST_DV_FIELDS,
  FONEPAY_RETURN_DV_FIELDS,
  FONEPAY_VERIFICATION_DV_FIELDS,
  signFonepayFields,
  verifyFonepayDv,
} from './fonepay-signature';
import { readFonepayXml } from './fonepay-xml';

const SECRET = 'fonepay';
const PID = 'fonepay123';
const REQUEST_PATH = '/sandbox/fonepay/api/merchantRequest';
const VERIFY_PATH = '/sandbox/fonepay/api/merchantRequest/verificationMerchant';

let app: FastifyInstance;
let fonepay: PaymentProvider;

beforeAll(async () => {
  app = Fastify();
  await app.register(fonepaySandbox({ merchantCode: PID, secretKey: SECRET }), {
    prefix: '/sandbox/fonepay',
  });
  // Listening, so the adapter's verification call goes over real HTTP to the sandbox.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/sandbox/fonepay`;
  fonepay = createFonepayAdapter({
    requestUrl: `${base}/api/merchantRequest`,
    verifyUrl: `${base}/api/merchantRequest/verificationMerchant`,
    merchantCode: PID,
    secretKey: SECRET,
  });
});

afterAll(() => app.close());

let counter = 0;
function newOrder(amountPaisa = 150050): PaymentOrder {
  counter += 1;
  return {
    orderId: `FP${String(counter).padStart(18, '0')}`,
    amountPaisa,
    productName: 'Section Officer',
    successUrl: 'http://localhost:5173/fonepay/payment/return?from=fonepay',
    failureUrl: 'http://localhost:5173/fonepay/payment/failure',
  };
}

function openRequest(fields: Record<string, string>) {
  return app.inject({ url: `${REQUEST_PATH}?${new URLSearchParams(fields).toString()}` });
}

/** Opens the payment page as the browser would and returns its session. */
async function openPaymentPage(fields: Record<string, string>): Promise<string> {
  const page = await openRequest(fields);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('id="fonepay-approve"');
  expect(page.body).toContain('action="merchantRequest/decision"');
  const session = /name="session" value="([^"]+)"/.exec(page.body)?.[1];
  expect(session).toBeDefined();
  return session!;
}

function decide(session: string, decision: 'approve' | 'cancel') {
  return app.inject({
    method: 'POST',
    url: `${REQUEST_PATH}/decision`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session, decision }).toString(),
  });
}

/** A verification query signed as the adapter signs it, for asking the sandbox directly. */
function verificationUrl(
  query: Record<'PRN' | 'AMT' | 'UID', string>,
  { secret = SECRET, pid = PID } = {},
): string {
  const fields = { PRN: query.PRN, PID: pid, BID: '', AMT: query.AMT, UID: query.UID };
  const dv = signFonepayFields(fields, FONEPAY_VERIFICATION_DV_FIELDS, secret);
  return `${VERIFY_PATH}?${new URLSearchParams({ ...fields, DV: dv }).toString()}`;
}

describe('Fonepay sandbox: payment request', () => {
  it('shows a bilingual confirm page with the exact amount', async () => {
    const { fields } = await fonepay.startPayment(newOrder());
    const page = await openRequest(fields);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Rs. 1,500.50');
    expect(page.body).toContain('रु. १,५००.५०');
    expect(page.body).toContain(fields.PRN);
  });

  it('refuses a request whose DV does not match', async () => {
    const { fields } = await fonepay.startPayment(newOrder());
    const forged = await openRequest({ ...fields, AMT: '1' });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).not.toContain('id="fonepay-approve"');
    expect(forged.body).toContain('The data validation (DV) does not match.');
    expect((await openRequest({ ...fields, DV: 'x' })).statusCode).toBe(400);
  });

  it('refuses missing fields, another merchant, bad CRN, MD, DT and AMT', async () => {
    const order = newOrder();
    const { fields } = await fonepay.startPayment(order);
    const { R2: _dropped, ...missing } = fields;
    expect((await openRequest(missing)).statusCode).toBe(400);
    const other = createFonepayAdapter({
      requestUrl: 'x',
      verifyUrl: 'x',
      merchantCode: 'othershop',
      secretKey: SECRET,
    });
    const otherMerchant = await openRequest((await other.startPayment(order)).fields);
    expect(otherMerchant.body).toContain('Unknown merchant code (PID).');
    // Correctly signed requests that break the protocol's other rules.
    const resigned = (changes: Record<string, string>) => {
      const changed = { ...fields, ...changes };
      const dv = signFonepayFields(changed, FONEPAY_REQUEST_DV_FIELDS, SECRET);
      return openRequest({ ...changed, DV: dv });
    };
    expect((await resigned({ CRN: 'USD' })).body).toContain('CRN must be NPR');
    expect((await resigned({ MD: 'R' })).body).toContain('CRN must be NPR and MD must be P.');
    expect((await resigned({ DT: '2025-01-02' })).body).toContain('DT must be a date');
    expect((await resigned({ DT: '02/30/2025' })).body).toContain('DT must be a date');
    expect((await resigned({ AMT: '0' })).body).toContain('The amount (AMT) is invalid.');
    expect((await resigned({ AMT: '1.234' })).body).toContain('The amount (AMT) is invalid.');
    expect((await resigned({ RU: 'javascript:alert(1)' })).statusCode).toBe(400);
  });
});

describe('Fonepay sandbox: payment journey', () => {
  it('approves: page, decision, signed redirect to RU, verification success', async () => {
    const order = newOrder();
    const session = await openPaymentPage((await fonepay.startPayment(order)).fields);
    const approved = await decide(session, 'approve');
    expect(approved.statusCode).toBe(302);
    const location = new URL(approved.headers.location as string);
    expect(location.origin + location.pathname).toBe(
      'http://localhost:5173/fonepay/payment/return',
    );
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      from: 'fonepay',
      PRN: order.orderId,
      PID,
      PS: 'true',
      RC: 'successful',
      BC: 'NICENPKA',
      P_AMT: '1500.5',
      R_AMT: '1500.50',
    });
    // Signed as Fonepay signs: upper-case hex over PRN,PID,PS,RC,UID,BC,INI,P_AMT,R_AMT.
    expect(params.DV).toMatch(/^[0-9A-F]{128}$/);
    expect(verifyFonepayDv(params, FONEPAY_RETURN_DV_FIELDS, params.DV!, SECRET)).toBe(true);

    const verify = await app.inject({
      url: verificationUrl({ PRN: order.orderId, AMT: '1500.50', UID: params.UID! }),
    });
    expect(verify.headers['content-type']).toContain('application/xml');
    expect(readFonepayXml(verify.body)).toMatchObject({
      amount: '1500.5',
      response_code: 'successful',
      success: 'true',
      uniqueId: params.UID,
    });
  });

  it('cancels: redirects to RU with PS=false and the verification says failed', async () => {
    const order = newOrder();
    const location = await payInFonepaySandbox(app, await fonepay.startPayment(order), 'cancel');
    expect(location.searchParams.get('PS')).toBe('false');
    expect(location.searchParams.get('RC')).toBe('failed');
    expect(location.searchParams.get('BC')).toBe('N/A');
    const params = Object.fromEntries(location.searchParams);
    await expect(fonepay.verifyReturn(params)).rejects.toMatchObject({ code: 'NOT_COMPLETE' });
    const status = await fonepay.checkStatus({ ...order, providerRef: params.UID });
    expect(status).toMatchObject({ outcome: 'FAILED', providerStatus: 'failed' });
  });

  it('takes a PRN once: a paid PRN cannot be requested or approved again', async () => {
    const { fields } = await fonepay.startPayment(newOrder());
    const first = await openPaymentPage(fields);
    const second = await openPaymentPage(fields); // a second tab, opened before paying
    expect((await decide(first, 'approve')).statusCode).toBe(302);
    expect((await decide(first, 'approve')).statusCode).toBe(400); // the session is used up
    const again = await decide(second, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('already paid');
    expect((await openRequest(fields)).statusCode).toBe(409);
  });

  it('lets a canceled PRN be paid on a later attempt', async () => {
    const order = newOrder();
    const start = await fonepay.startPayment(order);
    await payInFonepaySandbox(app, start, 'cancel');
    const paid = await payInFonepaySandbox(app, start, 'approve');
    expect(paid.searchParams.get('PS')).toBe('true');
  });
});

describe('Fonepay sandbox: verificationMerchant', () => {
  it('refuses a forged DV, another PID or missing fields with HTTP 400', async () => {
    const query = { PRN: 'FP1', AMT: '1', UID: '1' };
    const forged = await app.inject({ url: verificationUrl(query, { secret: 'wrong-secret' }) });
    expect(forged.statusCode).toBe(400);
    expect(readFonepayXml(forged.body)).toMatchObject({ success: 'false' });
    // Signed correctly with the shared secret, but for a merchant code that is not ours.
    const otherPid = await app.inject({ url: verificationUrl(query, { pid: 'othershop' }) });
    expect(otherPid.statusCode).toBe(400);
    expect((await app.inject({ url: verificationUrl(query) })).statusCode).toBe(200);
    expect((await app.inject({ url: `${VERIFY_PATH}?PRN=FP1` })).statusCode).toBe(400);
  });

  it('does not find a paid PRN asked with another UID or amount', async () => {
    const order = newOrder();
    const location = await payInFonepaySandbox(app, await fonepay.startPayment(order));
    const uid = location.searchParams.get('UID')!;
    for (const query of [
      { PRN: order.orderId, AMT: '1500.50', UID: `${uid}9` },
      { PRN: order.orderId, AMT: '1500.49', UID: uid },
      { PRN: 'FP-NEVER-SEEN', AMT: '1500.50', UID: uid },
    ]) {
      const answer = readFonepayXml((await app.inject({ url: verificationUrl(query) })).body);
      expect(answer).toEqual({
        message: 'Transaction not found',
        response_code: 'failed',
        success: 'false',
      });
    }
  });
});

describe('Fonepay adapter against the listening sandbox', () => {
  it('pays end to end: start, pay, verify the return, COMPLETE', async () => {
    const order = newOrder(120000);
    const location = await payInFonepaySandbox(app, await fonepay.startPayment(order));
    const returned = await fonepay.verifyReturn(Object.fromEntries(location.searchParams));
    expect(returned).toMatchObject({
      orderId: order.orderId,
      amountPaisa: 120000,
      authenticated: true,
    });
    await expect(
      fonepay.checkStatus({ ...order, providerRef: returned.providerRef }),
    ).resolves.toEqual({
      outcome: 'COMPLETE',
      providerStatus: 'successful',
      providerRef: returned.providerRef,
    });
  });

  it('reports NOT_FOUND for a trace id Fonepay never issued', async () => {
    const order = newOrder();
    const status = await fonepay.checkStatus({ ...order, providerRef: '12345' });
    expect(status.outcome).toBe('NOT_FOUND');
  });

  it('confirms through confirmProviderPayment and refuses another amount', async () => {
    const order = newOrder(50000);
    const location = await payInFonepaySandbox(app, await fonepay.startPayment(order));
    const params = Object.fromEntries(location.searchParams);
    const ours = { orderId: order.orderId, amountPaisa: 50000, id: 7 };
    const confirmed = await confirmProviderPayment(fonepay, params, async (id) =>
      id === ours.orderId ? ours : undefined,
    );
    expect(confirmed.order.id).toBe(7);
    expect(confirmed.status.outcome).toBe('COMPLETE');
    const dearer = { orderId: order.orderId, amountPaisa: 50001 };
    await expect(confirmProviderPayment(fonepay, params, async () => dearer)).rejects.toMatchObject(
      { code: 'AMOUNT_MISMATCH' },
    );
  });
});
