import { generateKeyPairSync } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payInConnectIpsSandbox } from '../../../../test/connectips-payer';
import { confirmProviderPayment } from '../confirm-payment';
import type { PaymentOrder, PaymentProvider } from '../payment-provider';
import { createConnectIpsAdapter } from './connectips-adapter';
import { connectIpsSandbox } from './connectips-sandbox';
import {
  buildConnectIpsLoginMessage,
  buildConnectIpsValidationMessage,
  signConnectIpsToken,
  type ConnectIpsLoginFields,
} from './connectips-token';
import {
  TEST_ONLY_CREDITOR_PRIVATE_KEY_PEM as PRIVATE_KEY,
  TEST_ONLY_CREDITOR_PUBLIC_KEY_PEM as PUBLIC_KEY,
  VECTOR_BASIC_AUTH,
  VECTOR_CREDITOR,
} from './test-fixtures/connectips-vectors';

const PREFIX = '/sandbox/connectips';
const LOGIN_PATH = `${PREFIX}/connectipswebgw/loginpage`;
const DECISION_PATH = `${PREFIX}/connectipswebgw/decision`;
const VALIDATE_PATH = `${PREFIX}/connectipswebws/api/creditor/validatetxn`;
const SUCCESS_URL = 'http://localhost:5173/connectips/payment/success?from=connectips';
const FAILURE_URL = 'http://localhost:5173/connectips/payment/failure';

let app: FastifyInstance;
let connectIps: PaymentProvider;

beforeAll(async () => {
  app = Fastify();
  await app.register(
    connectIpsSandbox({
      ...VECTOR_CREDITOR,
      publicKeyPem: PUBLIC_KEY,
      successUrl: SUCCESS_URL,
      failureUrl: FAILURE_URL,
    }),
    { prefix: PREFIX },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${PREFIX}`;
  // The adapter talks to the listening sandbox over real HTTP, as it would to NCHL.
  connectIps = createConnectIpsAdapter({
    ...VECTOR_CREDITOR,
    gatewayUrl: `${base}/connectipswebgw/loginpage`,
    validateUrl: `${base}/connectipswebws/api/creditor/validatetxn`,
    privateKeyPem: PRIVATE_KEY,
  });
});

afterAll(() => app.close());

let counter = 0;
function newOrder(amountPaisa = 150050): PaymentOrder {
  counter += 1;
  return {
    orderId: `SANDBOX${String(counter).padStart(13, '0')}`,
    amountPaisa,
    productName: 'Advt 16613/082-83 Section Officer (Open)',
    successUrl: 'http://ignored.example/success',
    failureUrl: 'http://ignored.example/failure',
  };
}

const fieldsOf = async (order: PaymentOrder) => (await connectIps.startPayment(order)).fields;

function postForm(url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Changes fields and signs them again with the genuine key: only the change is wrong. */
function resigned(fields: Record<string, string>, changes: Record<string, string>) {
  const changed = { ...fields, ...changes } as ConnectIpsLoginFields;
  return {
    ...changed,
    TOKEN: signConnectIpsToken(buildConnectIpsLoginMessage(changed), PRIVATE_KEY),
  };
}

/** Submits the login form as the browser would and returns the session of the page. */
async function openPaymentPage(fields: Record<string, string>): Promise<string> {
  const page = await postForm(LOGIN_PATH, fields);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('id="connectips-approve"');
  const session = /name="session" value="([^"]+)"/.exec(page.body)?.[1];
  expect(session).toBeDefined();
  return session!;
}

const decide = (session: string, decision: string) =>
  postForm(DECISION_PATH, { session, decision });

function validate(body: object, authorization = VECTOR_BASIC_AUTH) {
  return app.inject({
    method: 'POST',
    url: VALIDATE_PATH,
    headers: { authorization },
    payload: body,
  });
}

/** A validatetxn body signed with the genuine key. */
function signedQuery(referenceId: string, txnAmt: number) {
  const { merchantId, appId } = VECTOR_CREDITOR;
  const message = buildConnectIpsValidationMessage({
    merchantId,
    appId,
    referenceId,
    txnAmt: String(txnAmt),
  });
  const token = signConnectIpsToken(message, PRIVATE_KEY);
  return { merchantId: Number(merchantId), appId, referenceId, txnAmt, token };
}

describe('connectIPS sandbox: login page', () => {
  it('shows a bilingual page with the exact amount and the app', async () => {
    const page = await postForm(LOGIN_PATH, await fieldsOf(newOrder()));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Rs. 1,500.50');
    expect(page.body).toContain('रु. १,५००.५०');
    expect(page.body).toContain('PSC Niyukti');
    expect(page.body).toContain('id="connectips-cancel"');
  });

  it('refuses a forged token', async () => {
    const fields = await fieldsOf(newOrder());
    const cheaper = await postForm(LOGIN_PATH, { ...fields, TXNAMT: '100' });
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.body).toContain('The token does not match.');
    expect(cheaper.body).not.toContain('id="connectips-approve"');
    const { privateKey: strangerKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const { TOKEN: _genuine, ...unsigned } = fields;
    const stranger = signConnectIpsToken(
      buildConnectIpsLoginMessage(unsigned as ConnectIpsLoginFields),
      strangerKey,
    );
    expect((await postForm(LOGIN_PATH, { ...fields, TOKEN: stranger })).statusCode).toBe(400);
    expect((await postForm(LOGIN_PATH, { ...fields, TOKEN: 'x' })).statusCode).toBe(400);
  });

  it('refuses another merchant, app or app name, even correctly signed', async () => {
    const fields = await fieldsOf(newOrder());
    const otherApp = await postForm(LOGIN_PATH, resigned(fields, { APPID: 'MER-550-APP-2' }));
    expect(otherApp.statusCode).toBe(400);
    expect(otherApp.body).toContain('Unknown merchant or app.');
    expect((await postForm(LOGIN_PATH, resigned(fields, { MERCHANTID: '551' }))).statusCode).toBe(
      400,
    );
    const renamed = await postForm(LOGIN_PATH, resigned(fields, { APPNAME: 'Someone Else' }));
    expect(renamed.body).toContain('The app name does not match.');
  });

  it.each([
    ['another currency', { TXNCRNCY: 'USD' }, 'The currency must be NPR.'],
    ['a zero amount', { TXNAMT: '0' }, 'TXNAMT must be a whole number'],
    ['rupees with decimals', { TXNAMT: '1500.50' }, 'TXNAMT must be a whole number'],
    ['an ISO date', { TXNDATE: '2026-01-01' }, 'TXNDATE must be a date written DD-MM-YYYY.'],
    ['a day that does not exist', { TXNDATE: '30-02-2026' }, 'TXNDATE must be a date'],
    ['a TXNID over 20', { TXNID: 'A'.repeat(21) }, 'Required fields are missing or invalid.'],
    ['REMARKS over 50 bytes', { REMARKS: 'R'.repeat(51) }, 'Required fields are missing'],
  ])('refuses %s', async (_name, changes, message) => {
    const page = await postForm(LOGIN_PATH, resigned(await fieldsOf(newOrder()), changes));
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(message);
  });

  it('refuses a form with a field missing', async () => {
    const { PARTICULARS: _dropped, ...missing } = await fieldsOf(newOrder());
    expect((await postForm(LOGIN_PATH, missing)).statusCode).toBe(400);
  });
});

describe('connectIPS sandbox: payment journey through the adapter', () => {
  it('approves: NOT_FOUND before, INCOMPLETE on the page, COMPLETE after the redirect', async () => {
    const order = newOrder();
    expect(await connectIps.checkStatus(order)).toMatchObject({ outcome: 'NOT_FOUND' });
    const session = await openPaymentPage(await fieldsOf(order));
    expect(await connectIps.checkStatus(order)).toEqual({
      outcome: 'PENDING',
      providerStatus: 'ERROR: TRANSACTION INCOMPLETE',
    });
    const approved = await decide(session, 'approve');
    expect(approved.statusCode).toBe(302);
    const location = new URL(approved.headers.location as string);
    expect(location.origin + location.pathname).toBe(
      'http://localhost:5173/connectips/payment/success',
    );
    // The registered URL keeps its own query; connectIPS only adds TXNID.
    expect(Object.fromEntries(location.searchParams)).toEqual({
      from: 'connectips',
      TXNID: order.orderId,
    });
    const returned = await connectIps.verifyReturn(Object.fromEntries(location.searchParams));
    expect(returned).toEqual({
      orderId: order.orderId,
      providerRef: order.orderId,
      authenticated: false,
    });
    expect(await connectIps.checkStatus(order)).toEqual({
      outcome: 'COMPLETE',
      providerStatus: 'SUCCESS: TRANSACTION SUCCESSFUL',
    });
  });

  it('cancels: back to the failure URL, and the payment stays INCOMPLETE (PENDING)', async () => {
    const order = newOrder();
    const location = await payInConnectIpsSandbox(
      app,
      await connectIps.startPayment(order),
      'cancel',
    );
    expect(location.toString()).toBe(`${FAILURE_URL}?TXNID=${order.orderId}`);
    expect(await connectIps.checkStatus(order)).toEqual({
      outcome: 'PENDING',
      providerStatus: 'ERROR: TRANSACTION INCOMPLETE',
    });
  });

  it('fails: a refused debit redirects to the failure URL and answers FAILED', async () => {
    const order = newOrder();
    const location = await payInConnectIpsSandbox(
      app,
      await connectIps.startPayment(order),
      'fail',
    );
    expect(location.searchParams.get('TXNID')).toBe(order.orderId);
    expect(await connectIps.checkStatus(order)).toEqual({
      outcome: 'FAILED',
      providerStatus: 'FAILED: TRANSACTION UNSUCCESSFUL',
    });
  });

  it('answers NOT_FOUND for a paid TXNID asked about with another amount', async () => {
    const order = newOrder();
    await payInConnectIpsSandbox(app, await connectIps.startPayment(order));
    expect(
      await connectIps.checkStatus({ orderId: order.orderId, amountPaisa: order.amountPaisa - 1 }),
    ).toMatchObject({ outcome: 'NOT_FOUND' });
  });

  it('takes a page once and a paid or failed TXNID never again', async () => {
    const paid = newOrder();
    const fields = await fieldsOf(paid);
    const session = await openPaymentPage(fields);
    expect((await decide(session, 'approve')).statusCode).toBe(302);
    expect((await decide(session, 'approve')).statusCode).toBe(400);
    const again = await postForm(LOGIN_PATH, fields);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This TXNID has already been used.');
    const failed = newOrder();
    await payInConnectIpsSandbox(app, await connectIps.startPayment(failed), 'fail');
    expect((await postForm(LOGIN_PATH, await fieldsOf(failed))).statusCode).toBe(409);
  });

  it('lets only one of two open pages for the same TXNID settle it', async () => {
    const fields = await fieldsOf(newOrder());
    const first = await openPaymentPage(fields);
    const second = await openPaymentPage(fields);
    expect((await decide(first, 'approve')).statusCode).toBe(302);
    expect((await decide(second, 'fail')).statusCode).toBe(400);
  });

  it('refuses an unknown session or decision', async () => {
    expect((await decide('no-such-session', 'approve')).statusCode).toBe(400);
    const session = await openPaymentPage(await fieldsOf(newOrder()));
    expect((await decide(session, 'maybe')).statusCode).toBe(400);
  });
});

describe('connectIPS sandbox: validatetxn', () => {
  it('answers in the shape of the guide, merchantId a number and txnAmt a string', async () => {
    const order = newOrder();
    await payInConnectIpsSandbox(app, await connectIps.startPayment(order));
    const response = await validate(signedQuery(order.orderId, order.amountPaisa));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      merchantId: 550,
      appId: 'MER-550-APP-1',
      referenceId: order.orderId,
      txnAmt: '150050',
      token: null,
      status: 'SUCCESS',
      statusDesc: 'TRANSACTION SUCCESSFUL',
    });
  });

  it('refuses wrong or missing Basic auth with 401', async () => {
    const query = signedQuery('ANY1', 100);
    const wrongPassword = `Basic ${Buffer.from('MER-550-APP-1:wrong').toString('base64')}`;
    const wrongUser = `Basic ${Buffer.from('MER-550-APP-2:Abcd@123').toString('base64')}`;
    expect((await validate(query, wrongPassword)).statusCode).toBe(401);
    expect((await validate(query, wrongUser)).statusCode).toBe(401);
    const anonymous = await app.inject({ method: 'POST', url: VALIDATE_PATH, payload: query });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toContain('Basic');
  });

  it('refuses a forged token, another app and a malformed body', async () => {
    const query = signedQuery('ANY2', 100);
    expect((await validate({ ...query, txnAmt: 101 })).statusCode).toBe(400);
    expect((await validate({ ...query, appId: 'MER-550-APP-2' })).statusCode).toBe(400);
    expect((await validate({ ...query, txnAmt: 'a lot' })).statusCode).toBe(400);
  });
});

describe('confirmProviderPayment through the sandbox', () => {
  it('confirms a paid order found in our records', async () => {
    const order = newOrder(50000);
    const location = await payInConnectIpsSandbox(app, await connectIps.startPayment(order));
    const ours = { orderId: order.orderId, amountPaisa: 50000, id: 7 };
    const confirmed = await confirmProviderPayment(
      connectIps,
      Object.fromEntries(location.searchParams),
      async (id) => (id === ours.orderId ? ours : undefined),
    );
    expect(confirmed.order.id).toBe(7);
    expect(confirmed.status.outcome).toBe('COMPLETE');
  });

  it('does not confirm a return whose order we hold at another amount', async () => {
    // The return carries no amount, so validatetxn, asked with our amount, must catch it.
    const order = newOrder(50000);
    const location = await payInConnectIpsSandbox(app, await connectIps.startPayment(order));
    const dearer = { orderId: order.orderId, amountPaisa: 50001 };
    const confirmed = await confirmProviderPayment(
      connectIps,
      Object.fromEntries(location.searchParams),
      async () => dearer,
    );
    expect(confirmed.status.outcome).toBe('NOT_FOUND');
  });
});
