import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmProviderPayment } from '../confirm-payment';
import type { PaymentOrder, PaymentProvider } from '../payment-provider';
import { createEsewaAdapter } from './esewa-adapter';
import { esewaSandbox } from './esewa-sandbox';
import { escapeHtml } from '../sandbox-page';

const SECRET = '8gBm/:&EnhH.1/q';
const PRODUCT = 'EPAYTEST';
const FORM_PATH = '/sandbox/esewa/api/epay/main/v2/form';

let app: FastifyInstance;
let esewa: PaymentProvider;

beforeAll(async () => {
  app = Fastify();
  await app.register(esewaSandbox({ secretKey: SECRET, productCode: PRODUCT }), {
    prefix: '/sandbox/esewa',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/sandbox/esewa`;
  esewa = createEsewaAdapter({
    formUrl: `${base}/api/epay/main/v2/form`,
    statusUrl: `${base}/api/epay/transaction/status/`,
    productCode: PRODUCT,
    secretKey: SECRET,
  });
});

afterAll(() => app.close());

let counter = 0;
function newOrder(amountPaisa = 150050): PaymentOrder {
  counter += 1;
  return {
    orderId: `0b6c5d1e-${counter}`,
    amountPaisa,
    productName: 'Section Officer',
    successUrl: 'http://localhost:5173/esewa/payment/success?from=esewa',
    failureUrl: 'http://localhost:5173/esewa/payment/failure',
  };
}

function postForm(url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Submits the form as the browser would and returns the session of the confirm page. */
async function openPaymentPage(fields: Record<string, string>): Promise<string> {
  const page = await postForm(FORM_PATH, fields);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('id="esewa-approve"');
  expect(page.body).toContain('id="esewa-cancel"');
  const session = /name="session" value="([^"]+)"/.exec(page.body)?.[1];
  expect(session).toBeDefined();
  return session!;
}

function decide(session: string, decision: 'approve' | 'cancel') {
  return postForm('/sandbox/esewa/api/epay/main/v2/decision', { session, decision });
}

describe('eSewa sandbox', () => {
  it('shows a bilingual confirm page with the exact amount', async () => {
    const { fields } = await esewa.startPayment(newOrder());
    const page = await postForm(FORM_PATH, fields);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Rs. 1,500.50');
    expect(page.body).toContain('रु. १,५००.५०');
    expect(page.body).toContain('EPAYTEST');
  });

  it('refuses a request whose signature does not match', async () => {
    const { fields } = await esewa.startPayment(newOrder());
    const forged = { ...fields, total_amount: '1', amount: '1' };
    const page = await postForm(FORM_PATH, forged);
    expect(page.statusCode).toBe(400);
    expect(page.body).not.toContain('id="esewa-approve"');
    expect(page.body).toContain('The signature does not match.');
    expect((await postForm(FORM_PATH, { ...fields, signature: 'x' })).statusCode).toBe(400);
  });

  it('refuses missing fields, another product and amounts that do not add up', async () => {
    const { fields } = await esewa.startPayment(newOrder());
    const { success_url: _dropped, ...missing } = fields;
    expect((await postForm(FORM_PATH, missing)).statusCode).toBe(400);
    const unsafe = { ...fields, success_url: 'javascript:alert(1)' };
    expect((await postForm(FORM_PATH, unsafe)).statusCode).toBe(400);
    expect((await postForm(FORM_PATH, { ...fields, amount: '1' })).statusCode).toBe(400);
    const other = createEsewaAdapter({
      formUrl: 'x',
      statusUrl: 'x',
      productCode: 'OTHER',
      secretKey: SECRET,
    });
    const otherFields = (await other.startPayment(newOrder())).fields;
    expect((await postForm(FORM_PATH, otherFields)).statusCode).toBe(400);
  });

  it('approves: NOT_FOUND before, a verifiable signed redirect, COMPLETE after', async () => {
    const order = newOrder();
    expect((await esewa.checkStatus(order)).outcome).toBe('NOT_FOUND');
    const session = await openPaymentPage((await esewa.startPayment(order)).fields);
    const approved = await decide(session, 'approve');
    expect(approved.statusCode).toBe(302);
    const location = new URL(approved.headers.location as string);
    expect(location.origin + location.pathname).toBe('http://localhost:5173/esewa/payment/success');
    expect(location.searchParams.get('from')).toBe('esewa');
    const returned = await esewa.verifyReturn({ data: location.searchParams.get('data') ?? '' });
    expect(returned).toMatchObject({
      orderId: order.orderId,
      amountPaisa: 150050,
      authenticated: true,
    });
    const status = await esewa.checkStatus(order);
    expect(status).toEqual({
      outcome: 'COMPLETE',
      providerStatus: 'COMPLETE',
      providerRef: returned.providerRef,
    });
  });

  it('answers NOT_FOUND for a known uuid asked with another amount', async () => {
    const order = newOrder();
    await decide(await openPaymentPage((await esewa.startPayment(order)).fields), 'approve');
    const response = await app.inject({
      url: `/sandbox/esewa/api/epay/transaction/status/?product_code=${PRODUCT}&total_amount=1500.49&transaction_uuid=${order.orderId}`,
    });
    expect(response.json()).toEqual({
      product_code: PRODUCT,
      transaction_uuid: order.orderId,
      total_amount: 1500.49,
      status: 'NOT_FOUND',
      ref_id: null,
    });
    const bad = await app.inject({
      url: '/sandbox/esewa/api/epay/transaction/status/?product_code=X',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('cancels: redirects to failure_url and the status says CANCELED', async () => {
    const order = newOrder();
    const session = await openPaymentPage((await esewa.startPayment(order)).fields);
    const canceled = await decide(session, 'cancel');
    expect(canceled.statusCode).toBe(302);
    expect(canceled.headers.location).toBe(order.failureUrl);
    expect(await esewa.checkStatus(order)).toMatchObject({
      outcome: 'FAILED',
      providerStatus: 'CANCELED',
    });
  });

  it('uses a confirm page once and refuses to take a paid uuid again', async () => {
    const order = newOrder();
    const { fields } = await esewa.startPayment(order);
    const session = await openPaymentPage(fields);
    expect((await decide(session, 'approve')).statusCode).toBe(302);
    expect((await decide(session, 'approve')).statusCode).toBe(400);
    expect((await postForm(FORM_PATH, fields)).statusCode).toBe(409);
  });

  it('escapes what it echoes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('confirmProviderPayment through the sandbox', () => {
  async function payThroughSandbox(order: PaymentOrder): Promise<string> {
    const session = await openPaymentPage((await esewa.startPayment(order)).fields);
    const location = new URL((await decide(session, 'approve')).headers.location as string);
    return location.searchParams.get('data') ?? '';
  }

  it('confirms a paid order found in our records', async () => {
    const order = newOrder(50000);
    const data = await payThroughSandbox(order);
    const ours = { orderId: order.orderId, amountPaisa: 50000, id: 7 };
    const confirmed = await confirmProviderPayment(esewa, { data }, async (id) =>
      id === ours.orderId ? ours : undefined,
    );
    expect(confirmed.order.id).toBe(7);
    expect(confirmed.status.outcome).toBe('COMPLETE');
  });

  it('refuses a genuine return for an order we do not have or with another amount', async () => {
    const order = newOrder(50000);
    const data = await payThroughSandbox(order);
    await expect(
      confirmProviderPayment(esewa, { data }, async () => undefined),
    ).rejects.toMatchObject({
      code: 'UNKNOWN_ORDER',
    });
    const dearer = { orderId: order.orderId, amountPaisa: 50001 };
    await expect(confirmProviderPayment(esewa, { data }, async () => dearer)).rejects.toMatchObject(
      {
        code: 'AMOUNT_MISMATCH',
      },
    );
  });
});
