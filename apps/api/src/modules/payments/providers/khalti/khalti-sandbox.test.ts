import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payInKhaltiSandbox } from '../../../../test/khalti-payer';
import { confirmProviderPayment } from '../confirm-payment';
import type { PaymentOrder, PaymentProvider, PaymentStart } from '../payment-provider';
import { createKhaltiAdapter } from './khalti-adapter';
import { khaltiSandbox } from './khalti-sandbox';

const SECRET = 'live_secret_key_68791341fdd94846a146f0457ff7b455';
const API = '/sandbox/khalti/api/v2/epayment';
const AUTH = { authorization: `Key ${SECRET}` };

let app: FastifyInstance;
let khalti: PaymentProvider;
let clockSkewMs = 0;

beforeAll(async () => {
  app = Fastify();
  const sandbox = khaltiSandbox({ secretKey: SECRET, now: () => Date.now() + clockSkewMs });
  await app.register(sandbox, { prefix: '/sandbox/khalti' });
  // Listening for real, so the adapter's fetch reaches the sandbox as it would reach Khalti.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  khalti = createKhaltiAdapter({
    baseUrl: `http://127.0.0.1:${port}/sandbox/khalti/api/v2/`,
    secretKey: SECRET,
    websiteUrl: 'https://niyukti.example.np/',
  });
});

afterAll(() => app.close());

beforeEach(() => {
  clockSkewMs = 0;
});

let counter = 0;
function newOrder(amountPaisa = 150050): PaymentOrder {
  counter += 1;
  return {
    orderId: `KH${String(counter).padStart(18, '0')}`,
    amountPaisa,
    productName: 'Advt 12/082-83 Section Officer',
    successUrl: 'http://localhost:5173/khalti/payment/return?from=khalti',
    failureUrl: 'http://localhost:5173/khalti/payment/return',
  };
}

const validRequest = {
  return_url: 'https://example.com/payment/',
  website_url: 'https://example.com/',
  amount: 1300,
  purchase_order_id: 'test12',
  purchase_order_name: 'test',
};

function initiate(body: unknown, headers: Record<string, string> = AUTH) {
  return app.inject({ method: 'POST', url: `${API}/initiate/`, headers, payload: body as object });
}

function lookup(pidx: unknown, headers: Record<string, string> = AUTH) {
  return app.inject({ method: 'POST', url: `${API}/lookup/`, headers, payload: { pidx } });
}

/** Opens the payer's page for a start, as the browser would submit the GET form. */
async function openPage(start: PaymentStart) {
  const url = new URL(start.action);
  url.search = new URLSearchParams(start.fields).toString();
  return app.inject({ method: 'GET', url: url.pathname + url.search });
}

async function sessionOf(start: PaymentStart): Promise<string> {
  const page = await openPage(start);
  expect(page.statusCode).toBe(200);
  const session = /name="session" value="([^"]+)"/.exec(page.body)?.[1];
  expect(session).toBeDefined();
  return session!;
}

function decide(session: string, decision: 'approve' | 'cancel') {
  return app.inject({
    method: 'POST',
    url: '/sandbox/khalti/decision',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session, decision }).toString(),
  });
}

describe('Khalti sandbox: merchant API', () => {
  it('refuses a missing or wrong key with Khalti 401 bodies', async () => {
    const missing = await initiate(validRequest, {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      status_code: 401,
    });
    const bearer = await initiate(validRequest, { authorization: `Bearer ${SECRET}` });
    expect(bearer.json().detail).toBe('Authentication credentials were not provided.');
    const wrong = await initiate(validRequest, { authorization: 'Key someone-elses-key' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Invalid token.', status_code: 401 });
    expect((await lookup('x', { authorization: 'Key nope' })).statusCode).toBe(401);
  });

  it('takes the keyword in any case, as the docs write "key"', async () => {
    const response = await initiate(validRequest, { authorization: `key ${SECRET}` });
    expect(response.statusCode).toBe(200);
  });

  it('reports every missing field at once, like Khalti', async () => {
    const response = await initiate({});
    expect(response.statusCode).toBe(400);
    const required = ['This field is required.'];
    expect(response.json()).toEqual({
      return_url: required,
      website_url: required,
      amount: required,
      purchase_order_id: required,
      purchase_order_name: required,
      error_key: 'validation_error',
    });
  });

  it.each([
    [{ return_url: '' }, 'return_url', 'This field may not be blank.'],
    [{ return_url: 'example.com/payment' }, 'return_url', 'Enter a valid URL.'],
    [{ website_url: 'javascript:alert(1)' }, 'website_url', 'Enter a valid URL.'],
    [{ amount: 999 }, 'amount', 'Amount should be greater than Rs. 10, that is 1000 paisa.'],
    [{ amount: 10.5 }, 'amount', 'A valid integer is required.'],
    [{ amount: '13.00' }, 'amount', 'A valid integer is required.'],
    [{ purchase_order_id: ' ' }, 'purchase_order_id', 'This field may not be blank.'],
    [{ purchase_order_name: '' }, 'purchase_order_name', 'This field may not be blank.'],
  ])('refuses %j', async (change, field, message) => {
    const response = await initiate({ ...validRequest, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [message], error_key: 'validation_error' });
  });

  it('accepts the smallest amount and digits in a string, as in the docs cURL sample', async () => {
    expect((await initiate({ ...validRequest, amount: 1000 })).statusCode).toBe(200);
    expect((await initiate({ ...validRequest, amount: '1000' })).statusCode).toBe(200);
  });

  it('answers with a payment_url at the address it was reached at', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${API}/initiate/`,
      headers: { ...AUTH, host: 'portal.example.np:8443' },
      payload: validRequest,
    });
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['expires_at', 'expires_in', 'payment_url', 'pidx']);
    expect(body.pidx).toMatch(/^[2-9A-HJ-NP-Za-km-z]{22}$/);
    expect(body.payment_url).toBe(
      `http://portal.example.np:8443/sandbox/khalti/pay?pidx=${body.pidx}`,
    );
    expect(body.expires_in).toBe(1800);
    expect(body.expires_at).toMatch(/\+05:45$/);
    const expiresAt = Date.parse(body.expires_at);
    expect(Math.abs(expiresAt - (Date.now() + 1800_000))).toBeLessThan(5000);
  });

  it('answers lookup for an unknown or missing pidx like Khalti', async () => {
    const unknown = await lookup('bZQLD9wRVWo4CdESSfuSsB');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.', error_key: 'validation_error' });
    const missing = await lookup(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      pidx: ['This field is required.'],
      error_key: 'validation_error',
    });
    const ref = { orderId: 'X', amountPaisa: 1000, providerRef: 'bZQLD9wRVWo4CdESSfuSsB' };
    expect((await khalti.checkStatus(ref)).outcome).toBe('NOT_FOUND');
  });
});

describe('Khalti sandbox: the payer', () => {
  it('approves: Initiated before, the documented callback, Completed after', async () => {
    const order = newOrder();
    const start = await khalti.startPayment(order);
    const ref = { ...order, providerRef: start.providerRef };
    expect(await khalti.checkStatus(ref)).toMatchObject({
      outcome: 'PENDING',
      providerStatus: 'Initiated',
    });
    const page = await openPage(start);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Rs. 1,500.50');
    expect(page.body).toContain('रु. १,५००.५०');
    expect(page.body).toContain('niyukti.example.np');
    expect(page.body).toContain(order.orderId);
    expect(page.body).toContain('id="khalti-approve"');
    const session = /name="session" value="([^"]+)"/.exec(page.body)![1]!;

    const approved = await decide(session, 'approve');
    expect(approved.statusCode).toBe(302);
    const location = new URL(approved.headers.location as string);
    expect(location.origin + location.pathname).toBe('http://localhost:5173/khalti/payment/return');
    const query = Object.fromEntries(location.searchParams);
    const transactionId = query.transaction_id!;
    expect(transactionId).toMatch(/^[2-9A-HJ-NP-Za-km-z]{22}$/);
    expect(query).toEqual({
      from: 'khalti',
      pidx: start.providerRef,
      transaction_id: transactionId,
      tidx: transactionId,
      txnId: transactionId,
      amount: '150050',
      total_amount: '150050',
      mobile: '98XXXXX001',
      status: 'Completed',
      purchase_order_id: order.orderId,
      purchase_order_name: order.productName,
    });

    const returned = await khalti.verifyReturn(query);
    expect(returned).toEqual({
      orderId: order.orderId,
      providerRef: start.providerRef,
      amountPaisa: 150050,
      authenticated: false,
    });
    expect(await khalti.checkStatus(ref)).toEqual({
      outcome: 'COMPLETE',
      providerStatus: 'Completed',
      providerRef: transactionId,
    });
  });

  it('cancels: status=User canceled with blanks, and lookup says so with HTTP 400', async () => {
    const order = newOrder();
    const start = await khalti.startPayment(order);
    const canceled = await decide(await sessionOf(start), 'cancel');
    expect(canceled.statusCode).toBe(302);
    const query = Object.fromEntries(new URL(canceled.headers.location as string).searchParams);
    expect(query).toEqual({
      from: 'khalti',
      pidx: start.providerRef,
      transaction_id: '',
      tidx: '',
      amount: '150050',
      total_amount: '150050',
      mobile: '',
      status: 'User canceled',
      purchase_order_id: order.orderId,
      purchase_order_name: order.productName,
    });
    await expect(khalti.verifyReturn(query)).rejects.toMatchObject({ code: 'NOT_COMPLETE' });
    const raw = await lookup(start.providerRef);
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({ status: 'User canceled', transaction_id: null });
    expect(await khalti.checkStatus({ ...order, providerRef: start.providerRef })).toMatchObject({
      outcome: 'FAILED',
      providerStatus: 'User canceled',
    });
  });

  it('never pays a pidx twice, even from two open pages', async () => {
    const start = await khalti.startPayment(newOrder());
    const first = await sessionOf(start);
    const second = await sessionOf(start);
    expect((await decide(first, 'approve')).statusCode).toBe(302);
    const again = await decide(second, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment is already paid.');
    expect((await decide(first, 'approve')).statusCode).toBe(400); // a page is used once
    expect((await openPage(start)).statusCode).toBe(409);
    expect((await decide(second, 'cancel')).statusCode).toBe(400);
    expect((await lookup(start.providerRef)).json().status).toBe('Completed');
  });

  it('lets an unpaid link expire: lookup Expired (HTTP 400), the page refuses', async () => {
    const order = newOrder();
    const start = await khalti.startPayment(order);
    const session = await sessionOf(start);
    clockSkewMs = 1800_000;
    const raw = await lookup(start.providerRef);
    expect(raw.statusCode).toBe(400);
    expect(raw.json().status).toBe('Expired');
    expect(await khalti.checkStatus({ ...order, providerRef: start.providerRef })).toMatchObject({
      outcome: 'FAILED',
      providerStatus: 'Expired',
    });
    expect((await openPage(start)).statusCode).toBe(410);
    expect((await decide(session, 'approve')).statusCode).toBe(410);
  });

  it('refuses a page for an unknown pidx and escapes what it shows', async () => {
    const unknown = await app.inject({ url: '/sandbox/khalti/pay?pidx=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('khalti-approve');
    expect((await app.inject({ url: '/sandbox/khalti/pay' })).statusCode).toBe(404);
    const response = await initiate({ ...validRequest, purchase_order_id: '<b>x</b>' });
    const paymentUrl = new URL(response.json().payment_url);
    const page = await app.inject({ url: paymentUrl.pathname + paymentUrl.search });
    expect(page.body).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(page.body).not.toContain('<b>x</b>');
  });

  it('works in an app that already parses forms', async () => {
    const other = Fastify();
    await other.register(formbody);
    await other.register(khaltiSandbox({ secretKey: SECRET }), { prefix: '/sandbox/khalti' });
    const response = await other.inject({
      method: 'POST',
      url: `${API}/initiate/`,
      headers: AUTH,
      payload: validRequest,
    });
    const start: PaymentStart = {
      action: response.json().payment_url,
      method: 'GET',
      fields: { pidx: response.json().pidx },
    };
    const redirect = await payInKhaltiSandbox(other, start, 'cancel');
    expect(redirect.searchParams.get('status')).toBe('User canceled');
    await other.close();
  });
});

describe('payInKhaltiSandbox and confirmProviderPayment through the sandbox', () => {
  it('confirms a paid order found in our records, with the pidx we stored', async () => {
    const order = newOrder(50000);
    const start = await khalti.startPayment(order);
    const redirect = await payInKhaltiSandbox(app, start);
    const ours = { orderId: order.orderId, amountPaisa: 50000, providerRef: start.providerRef };
    const confirmed = await confirmProviderPayment(
      khalti,
      Object.fromEntries(redirect.searchParams),
      async (id) => (id === ours.orderId ? ours : undefined),
    );
    expect(confirmed.returned.authenticated).toBe(false);
    expect(confirmed.status).toMatchObject({ outcome: 'COMPLETE', providerStatus: 'Completed' });
  });

  it('refuses a genuine callback for another amount, and a canceled one', async () => {
    const order = newOrder(50000);
    const start = await khalti.startPayment(order);
    const params = Object.fromEntries((await payInKhaltiSandbox(app, start)).searchParams);
    const dearer = { orderId: order.orderId, amountPaisa: 50001, providerRef: start.providerRef };
    await expect(confirmProviderPayment(khalti, params, async () => dearer)).rejects.toMatchObject({
      code: 'AMOUNT_MISMATCH',
    });
    // Our order costs 50001 but Khalti was paid 50000: the lookup must not call that complete.
    await expect(khalti.checkStatus(dearer)).rejects.toMatchObject({ code: 'AMOUNT_MISMATCH' });

    const other = newOrder(50000);
    const otherStart = await khalti.startPayment(other);
    const canceled = await payInKhaltiSandbox(app, otherStart, 'cancel');
    await expect(
      confirmProviderPayment(khalti, Object.fromEntries(canceled.searchParams), async () => other),
    ).rejects.toMatchObject({ code: 'NOT_COMPLETE' });
  });
});
