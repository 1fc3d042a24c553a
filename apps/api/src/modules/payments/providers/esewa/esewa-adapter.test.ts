import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentVerificationError } from '../payment-provider';
import { createEsewaAdapter } from './esewa-adapter';
import { encodeEsewaPayload } from './esewa-payload';
import { signEsewaFields } from './esewa-signature';

const SECRET = '8gBm/:&EnhH.1/q';
const PRODUCT = 'EPAYTEST';
const RETURN_NAMES =
  'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

const order = {
  orderId: '241028',
  amountPaisa: 11000,
  productName: 'Advt 12/082-83 Section Officer',
  successUrl: 'http://localhost/esewa/payment/success',
  failureUrl: 'http://localhost/esewa/payment/failure',
};

function adapter(statusUrl = 'http://127.0.0.1:9/status/', timeoutMs = 2000) {
  return createEsewaAdapter({
    formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
    statusUrl,
    productCode: PRODUCT,
    secretKey: SECRET,
    timeoutMs,
  });
}

/** A success payload signed like eSewa signs it; `tamper` edits it after signing. */
function successData(
  overrides: Record<string, string> = {},
  tamper: Record<string, string> = {},
  key = SECRET,
): string {
  const payload: Record<string, string> = {
    transaction_code: '000AWEO',
    status: 'COMPLETE',
    total_amount: '110.0',
    transaction_uuid: '241028',
    product_code: PRODUCT,
    signed_field_names: RETURN_NAMES,
    ...overrides,
  };
  payload.signature = signEsewaFields(payload, payload.signed_field_names!, key);
  return encodeEsewaPayload({ ...payload, ...tamper });
}

async function refusal(data: string | undefined): Promise<string> {
  const error = await adapter()
    .verifyReturn({ data })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PaymentVerificationError);
  return (error as PaymentVerificationError).code;
}

describe('eSewa adapter: start', () => {
  it('builds the signed form eSewa expects', async () => {
    const start = await adapter().startPayment(order);
    expect(start.method).toBe('POST');
    expect(start.action).toBe('https://rc-epay.esewa.com.np/api/epay/main/v2/form');
    expect(start.fields).toEqual({
      amount: '110',
      tax_amount: '0',
      total_amount: '110',
      transaction_uuid: '241028',
      product_code: 'EPAYTEST',
      product_service_charge: '0',
      product_delivery_charge: '0',
      success_url: order.successUrl,
      failure_url: order.failureUrl,
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      // The published vector: the same total, uuid, product and key.
      signature: 'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
    });
  });

  it('writes paisa as exact rupees and refuses ids eSewa would reject', async () => {
    const start = await adapter().startPayment({ ...order, amountPaisa: 150005 });
    expect(start.fields.total_amount).toBe('1500.05');
    await expect(adapter().startPayment({ ...order, orderId: 'a_b' })).rejects.toThrow(RangeError);
    await expect(adapter().startPayment({ ...order, amountPaisa: 0 })).rejects.toThrow(RangeError);
  });
});

describe('eSewa adapter: verifyReturn', () => {
  it('accepts a genuine success and reports order, reference and paisa', async () => {
    await expect(adapter().verifyReturn({ data: successData() })).resolves.toEqual({
      orderId: '241028',
      providerRef: '000AWEO',
      amountPaisa: 11000,
      authenticated: true,
    });
  });

  it('verifies grouped amounts and JSON numbers as eSewa wrote them', async () => {
    const grouped = successData({ total_amount: '1,000.0' });
    expect((await adapter().verifyReturn({ data: grouped })).amountPaisa).toBe(100000);
    // eSewa signed "1000.0"; JSON.parse alone would turn it into 1000 and break the signature.
    const signature = signEsewaFields(
      {
        transaction_code: 'X1',
        status: 'COMPLETE',
        total_amount: '1000.0',
        transaction_uuid: 'u-1',
        product_code: PRODUCT,
        signed_field_names: RETURN_NAMES,
      },
      RETURN_NAMES,
      SECRET,
    );
    const json = `{"transaction_code":"X1","status":"COMPLETE","total_amount":1000.0,"transaction_uuid":"u-1","product_code":"${PRODUCT}","signed_field_names":"${RETURN_NAMES}","signature":"${signature}"}`;
    const verified = await adapter().verifyReturn({ data: Buffer.from(json).toString('base64') });
    expect(verified.amountPaisa).toBe(100000);
  });

  it('tolerates a "+" that a query string turned into a space', async () => {
    const data = successData({ transaction_code: 'PLUS' });
    const spaced = data.replaceAll('+', ' ');
    const verified = await adapter().verifyReturn({ data: spaced });
    expect(verified.providerRef).toBe('PLUS');
  });

  it('refuses a bad signature', async () => {
    expect(await refusal(successData({}, { signature: 'AAAA' + 'A'.repeat(40) }))).toBe(
      'BAD_SIGNATURE',
    );
    expect(await refusal(successData({}, {}, 'someone-elses-key'))).toBe('BAD_SIGNATURE');
  });

  it('refuses an amount changed by one paisa', async () => {
    expect(await refusal(successData({}, { total_amount: '110.01' }))).toBe('BAD_SIGNATURE');
    expect(await refusal(successData({}, { total_amount: '109.99' }))).toBe('BAD_SIGNATURE');
  });

  it('refuses a payload that leaves a field we act on unsigned', async () => {
    const names = 'transaction_code,status,transaction_uuid,product_code,signed_field_names';
    expect(await refusal(successData({ signed_field_names: names }))).toBe('BAD_SIGNATURE');
  });

  it('refuses another merchant, even correctly signed', async () => {
    expect(await refusal(successData({ product_code: 'OTHERSHOP' }))).toBe('WRONG_MERCHANT');
  });

  it('refuses a return that is not a completed payment', async () => {
    expect(await refusal(successData({ status: 'PENDING' }))).toBe('NOT_COMPLETE');
  });

  it('refuses malformed base64 and JSON', async () => {
    expect(await refusal(undefined)).toBe('MALFORMED');
    expect(await refusal('not base64!!')).toBe('MALFORMED');
    expect(await refusal('abc')).toBe('MALFORMED');
    expect(await refusal(Buffer.from('{"status":').toString('base64'))).toBe('MALFORMED');
    expect(await refusal(Buffer.from('[1,2]').toString('base64'))).toBe('MALFORMED');
    expect(await refusal(Buffer.from('{"status":true}').toString('base64'))).toBe('MALFORMED');
    expect(await refusal(Buffer.from('{"status":"COMPLETE"}').toString('base64'))).toBe(
      'MALFORMED',
    );
    expect(await refusal('A'.repeat(8192))).toBe('MALFORMED');
  });

  it('refuses a signed amount that is not a rupee amount', async () => {
    expect(await refusal(successData({ total_amount: '110.001' }))).toBe('MALFORMED');
  });
});

describe('eSewa adapter: checkStatus', () => {
  let server: Server;
  let base: string;
  const seen: URLSearchParams[] = [];
  const replies = new Map<string, (res: import('node:http').ServerResponse) => void>();

  const json = (body: unknown) => (res: import('node:http').ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      seen.push(url.searchParams);
      const reply = replies.get(url.searchParams.get('transaction_uuid') ?? '');
      if (reply) reply(res);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/epay/transaction/status/`;
    const status = (uuid: string, status: string, total: string | number = 110.0) =>
      json({
        product_code: PRODUCT,
        transaction_uuid: uuid,
        total_amount: total,
        status,
        ref_id: 'REF1',
      });
    replies.set('paid', status('paid', 'COMPLETE'));
    replies.set('pending', status('pending', 'PENDING'));
    replies.set('ambiguous', status('ambiguous', 'AMBIGUOUS'));
    replies.set('refunded', status('refunded', 'PARTIAL_REFUND'));
    replies.set('canceled', status('canceled', 'CANCELED'));
    replies.set('missing', status('missing', 'NOT_FOUND'));
    replies.set('weird', status('weird', 'SOMETHING_NEW'));
    replies.set('cheaper', status('cheaper', 'COMPLETE', 109.99));
    replies.set(
      'elsewhere',
      json({
        product_code: 'OTHER',
        transaction_uuid: 'elsewhere',
        total_amount: 110,
        status: 'COMPLETE',
      }),
    );
    replies.set('slow', () => undefined); // never answers
    replies.set('broken', (res) => res.writeHead(502).end('Bad gateway'));
    replies.set('html', (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>'));
    replies.set('error', json({ code: 0, error_message: 'Service unavailable' }));
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const check = (orderId: string, timeoutMs = 2000) =>
    adapter(base, timeoutMs).checkStatus({ orderId, amountPaisa: 11000 });

  it('asks with our product code, exact amount and uuid', async () => {
    await expect(check('paid')).resolves.toEqual({
      outcome: 'COMPLETE',
      providerStatus: 'COMPLETE',
      providerRef: 'REF1',
    });
    const query = seen.at(-1)!;
    expect(Object.fromEntries(query)).toEqual({
      product_code: PRODUCT,
      total_amount: '110',
      transaction_uuid: 'paid',
    });
  });

  it.each([
    ['pending', 'PENDING'],
    ['ambiguous', 'PENDING'],
    ['refunded', 'REFUNDED'],
    ['canceled', 'FAILED'],
    ['missing', 'NOT_FOUND'],
  ])('maps %s to %s', async (orderId, outcome) => {
    expect((await check(orderId)).outcome).toBe(outcome);
  });

  it('reports a time-out as UNKNOWN, not as a failure', async () => {
    await expect(check('slow', 150)).resolves.toMatchObject({
      outcome: 'UNKNOWN',
      reason: 'TIMEOUT',
    });
  });

  it('reports a refused connection, an HTTP error and junk as UNKNOWN', async () => {
    const closed = adapter('http://127.0.0.1:1/status/');
    await expect(closed.checkStatus({ orderId: 'x', amountPaisa: 100 })).resolves.toMatchObject({
      outcome: 'UNKNOWN',
      reason: 'NETWORK',
    });
    await expect(check('broken')).resolves.toMatchObject({
      outcome: 'UNKNOWN',
      reason: 'HTTP_ERROR',
    });
    await expect(check('html')).resolves.toMatchObject({
      outcome: 'UNKNOWN',
      reason: 'BAD_RESPONSE',
    });
    await expect(check('error')).resolves.toMatchObject({
      outcome: 'UNKNOWN',
      reason: 'BAD_RESPONSE',
    });
    await expect(check('weird')).resolves.toMatchObject({
      outcome: 'UNKNOWN',
      reason: 'BAD_RESPONSE',
    });
  });

  it('reports an injected fetch that throws as a network failure', async () => {
    const failing = createEsewaAdapter({
      formUrl: 'http://x/form',
      statusUrl: 'http://x/status/',
      productCode: PRODUCT,
      secretKey: SECRET,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(failing.checkStatus({ orderId: 'a', amountPaisa: 1 })).resolves.toEqual({
      outcome: 'UNKNOWN',
      reason: 'NETWORK',
      detail: 'fetch failed',
    });
  });

  it('refuses a COMPLETE that is about another amount or merchant', async () => {
    await expect(check('cheaper')).rejects.toMatchObject({ code: 'AMOUNT_MISMATCH' });
    await expect(check('elsewhere')).rejects.toMatchObject({ code: 'WRONG_MERCHANT' });
  });
});
