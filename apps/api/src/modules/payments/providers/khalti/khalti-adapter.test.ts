import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PaymentVerificationError,
  ProviderUnavailableError,
  type PaymentOrderRef,
} from '../payment-provider';
import { createKhaltiAdapter, verifyKhaltiReturn } from './khalti-adapter';

// The requests and answers below are Khalti's published samples
// (https://docs.khalti.com/khalti-epayment/): initiate, callbacks, lookup per status, errors.

const SECRET = 'live_secret_key_68791341fdd94846a146f0457ff7b455';
const LOOKUP_PIDX = 'HT6o6PEZRWFJ5ygavzHWd5';

interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Responder = (res: ServerResponse) => void;

let server: Server;
let base: string;
let seen: SeenRequest[] = [];
let respond: Responder = (res) => res.writeHead(500).end();

function answer(status: number, body: unknown): Responder {
  return (res) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const type = typeof body === 'string' ? 'text/html' : 'application/json';
    res.writeHead(status, { 'content-type': type }).end(text);
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      respond(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  respond = (res) => res.writeHead(500).end();
});

function adapter(timeoutMs = 2000, baseUrl = base) {
  return createKhaltiAdapter({
    baseUrl,
    secretKey: SECRET,
    websiteUrl: 'https://example.com/',
    timeoutMs,
  });
}

// The docs' sample initiate request, as our order.
const sampleOrder = {
  orderId: 'test12',
  amountPaisa: 1300,
  productName: 'test',
  successUrl: 'https://example.com/payment/',
  failureUrl: 'https://example.com/payment/failed',
};

const initiated = {
  pidx: 'bZQLD9wRVWo4CdESSfuSsB',
  payment_url: 'https://test-pay.khalti.com/?pidx=bZQLD9wRVWo4CdESSfuSsB',
  expires_at: '2023-05-25T16:26:16.471649+05:45',
  expires_in: 1800,
};

async function startFailure(): Promise<string> {
  const error = await adapter()
    .startPayment(sampleOrder)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ProviderUnavailableError);
  return (error as Error).message;
}

describe('Khalti adapter: start', () => {
  it('sends the documented initiate request and hands the payer the payment_url', async () => {
    respond = answer(200, initiated);
    const start = await adapter().startPayment(sampleOrder);
    expect(start).toEqual({
      action: 'https://test-pay.khalti.com/?pidx=bZQLD9wRVWo4CdESSfuSsB',
      method: 'GET',
      // A GET form's fields replace the action's query, so the pidx must be a field too.
      fields: { pidx: 'bZQLD9wRVWo4CdESSfuSsB' },
      providerRef: 'bZQLD9wRVWo4CdESSfuSsB',
    });
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', path: '/api/v2/epayment/initiate/' });
    expect(request!.headers.authorization).toBe(`Key ${SECRET}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({
      return_url: 'https://example.com/payment/',
      website_url: 'https://example.com/',
      amount: 1300,
      purchase_order_id: 'test12',
      purchase_order_name: 'test',
    });
  });

  it('sends the amount as integer paisa, never rupees', async () => {
    respond = answer(200, initiated);
    await adapter().startPayment({ ...sampleOrder, amountPaisa: 150050 });
    expect(JSON.parse(seen[0]!.body).amount).toBe(150050);
    await expect(adapter().startPayment({ ...sampleOrder, amountPaisa: 10.5 })).rejects.toThrow(
      RangeError,
    );
    await expect(adapter().startPayment({ ...sampleOrder, amountPaisa: 0 })).rejects.toThrow(
      RangeError,
    );
  });

  it("quotes Khalti's validation and authentication errors", async () => {
    respond = answer(400, {
      amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'],
      error_key: 'validation_error',
    });
    expect(await startFailure()).toContain(
      'HTTP 400): amount: Amount should be greater than Rs. 10, that is 1000 paisa.',
    );
    respond = answer(401, { detail: 'Invalid token.', status_code: 401 });
    expect(await startFailure()).toContain('HTTP 401): Invalid token.');
  });

  it('refuses to start when Khalti is down or answers something else', async () => {
    respond = answer(500, 'Internal Server Error');
    expect(await startFailure()).toContain('HTTP_ERROR');
    respond = answer(200, '<html>maintenance</html>');
    expect(await startFailure()).toContain('without pidx');
    respond = answer(200, { ...initiated, payment_url: 'javascript:alert(1)' });
    expect(await startFailure()).toContain('without pidx');
    respond = answer(200, { payment_url: initiated.payment_url });
    expect(await startFailure()).toContain('without pidx');
    const closed = adapter(2000, 'http://127.0.0.1:1/api/v2/');
    await expect(closed.startPayment(sampleOrder)).rejects.toThrow(/NETWORK/);
  });

  it('reports a stalled initiate as unavailable', async () => {
    respond = () => undefined; // never answers
    await expect(adapter(150).startPayment(sampleOrder)).rejects.toMatchObject({
      name: 'ProviderUnavailableError',
      message: expect.stringContaining('TIMEOUT'),
    });
  });

  it('refuses a base URL the endpoint paths cannot be resolved against', () => {
    expect(() => adapter(2000, 'https://dev.khalti.com/api/v2')).toThrow(RangeError);
    expect(() => adapter(2000, 'https://dev.khalti.com/')).toThrow(RangeError);
    expect(() => adapter(2000, 'https://dev.khalti.com/api/v2/')).not.toThrow();
  });
});

// The docs' sample callbacks (Success and Canceled), as the query our return route receives.
const successCallback = {
  pidx: 'bZQLD9wRVWo4CdESSfuSsB',
  txnId: '4H7AhoXDJWg5WjrcPT9ixW',
  amount: '1000',
  total_amount: '1000',
  status: 'Completed',
  mobile: '98XXXXX904',
  tidx: '4H7AhoXDJWg5WjrcPT9ixW',
  purchase_order_id: 'test12',
  purchase_order_name: 'test',
  transaction_id: '4H7AhoXDJWg5WjrcPT9ixW',
};

const canceledCallback = {
  pidx: 'bZQLD9wRVWo4CdESSfuSsB',
  transaction_id: '',
  tidx: '',
  amount: '1000',
  total_amount: '1000',
  mobile: '',
  status: 'User canceled',
  purchase_order_id: 'test12',
  purchase_order_name: 'test',
};

async function refusal(params: Record<string, string | undefined>): Promise<string> {
  const error = await adapter()
    .verifyReturn(params)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PaymentVerificationError);
  return (error as PaymentVerificationError).code;
}

describe('Khalti adapter: verifyReturn', () => {
  it('reads the sample success callback but never calls it authenticated', async () => {
    await expect(adapter().verifyReturn(successCallback)).resolves.toEqual({
      orderId: 'test12',
      providerRef: 'bZQLD9wRVWo4CdESSfuSsB',
      amountPaisa: 1000,
      authenticated: false,
    });
    expect(seen).toHaveLength(0); // reading a callback asks Khalti nothing
  });

  it('lets a forged callback claim no more than an unauthenticated return', async () => {
    // Anyone can type this URL: nothing in it is signed, so only the lookup may confirm it.
    const forged = { pidx: LOOKUP_PIDX, purchase_order_id: 'test12', status: 'Completed' };
    const returned = await adapter().verifyReturn(forged);
    expect(returned).toEqual({ orderId: 'test12', providerRef: LOOKUP_PIDX, authenticated: false });
    respond = answer(200, {
      pidx: LOOKUP_PIDX,
      total_amount: 1000,
      status: 'Initiated',
      transaction_id: null,
      fee: 0,
      refunded: false,
    });
    const ref = { orderId: 'test12', amountPaisa: 1000, providerRef: returned.providerRef };
    expect((await adapter().checkStatus(ref)).outcome).toBe('PENDING');
  });

  it('refuses the sample canceled callback and any other status word', async () => {
    expect(await refusal(canceledCallback)).toBe('NOT_COMPLETE');
    expect(await refusal({ ...successCallback, status: 'Expired' })).toBe('NOT_COMPLETE');
    expect(await refusal({ ...successCallback, status: 'completed' })).toBe('NOT_COMPLETE');
  });

  it('lets a Pending callback through to the lookup (debited but not settled)', () => {
    const returned = verifyKhaltiReturn({ ...successCallback, status: 'Pending' });
    expect(returned).toMatchObject({ providerRef: successCallback.pidx, authenticated: false });
  });

  it('refuses a callback without pidx or purchase_order_id', async () => {
    expect(await refusal({ ...successCallback, pidx: undefined })).toBe('MALFORMED');
    expect(await refusal({ ...successCallback, pidx: ' ' })).toBe('MALFORMED');
    expect(await refusal({ ...successCallback, purchase_order_id: '' })).toBe('MALFORMED');
  });

  it('refuses amounts that are not whole paisa or that disagree', async () => {
    expect(await refusal({ ...successCallback, total_amount: '10.00' })).toBe('MALFORMED');
    expect(await refusal({ ...successCallback, amount: '-1000' })).toBe('MALFORMED');
    expect(await refusal({ ...successCallback, amount: '1e3' })).toBe('MALFORMED');
    expect(await refusal({ ...successCallback, total_amount: '1001' })).toBe('MALFORMED');
  });

  it('takes whichever amount came back', async () => {
    const { total_amount: _total, ...amountOnly } = successCallback;
    expect((await adapter().verifyReturn(amountOnly)).amountPaisa).toBe(1000);
    const { amount: _amount, ...totalOnly } = successCallback;
    expect((await adapter().verifyReturn(totalOnly)).amountPaisa).toBe(1000);
  });
});

// The docs' lookup answers, each with the HTTP status its table gives.
function lookupSample(status: string, extra: Record<string, unknown> = {}) {
  const paid = ['Completed', 'Refunded', 'Partially Refunded'].includes(status);
  return {
    pidx: LOOKUP_PIDX,
    total_amount: 1000,
    status,
    transaction_id: paid ? 'GFq9PFS7b2iYvL8Lir9oXe' : null,
    fee: 0,
    refunded: status.includes('Refunded'),
    ...extra,
  };
}

const ourOrder: PaymentOrderRef = {
  orderId: 'test12',
  amountPaisa: 1000,
  providerRef: LOOKUP_PIDX,
};

describe('Khalti adapter: checkStatus', () => {
  it('looks up our pidx with our key and confirms the sample Completed answer', async () => {
    respond = answer(200, lookupSample('Completed'));
    await expect(adapter().checkStatus(ourOrder)).resolves.toEqual({
      outcome: 'COMPLETE',
      providerStatus: 'Completed',
      providerRef: 'GFq9PFS7b2iYvL8Lir9oXe',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/v2/epayment/lookup/' });
    expect(seen[0]!.headers.authorization).toBe(`Key ${SECRET}`);
    expect(JSON.parse(seen[0]!.body)).toEqual({ pidx: LOOKUP_PIDX });
  });

  it.each([
    ['Pending', 200, 'PENDING'],
    ['Initiated', 200, 'PENDING'],
    ['Refunded', 200, 'REFUNDED'],
    ['Partially Refunded', 200, 'REFUNDED'],
    ['Partially refunded', 200, 'REFUNDED'],
    ['Expired', 400, 'FAILED'],
    ['User canceled', 400, 'FAILED'],
  ])('maps %s (HTTP %i) to %s', async (status, httpStatus, outcome) => {
    respond = answer(httpStatus, lookupSample(status));
    await expect(adapter().checkStatus(ourOrder)).resolves.toMatchObject({
      outcome,
      providerStatus: status,
    });
  });

  it('keeps no transaction reference when Khalti has none', async () => {
    respond = answer(200, lookupSample('Pending'));
    expect(await adapter().checkStatus(ourOrder)).toEqual({
      outcome: 'PENDING',
      providerStatus: 'Pending',
      providerRef: undefined,
    });
  });

  it('refuses a Completed answer for one paisa more or less', async () => {
    respond = answer(200, lookupSample('Completed', { total_amount: 999 }));
    await expect(adapter().checkStatus(ourOrder)).rejects.toMatchObject({
      code: 'AMOUNT_MISMATCH',
    });
    respond = answer(200, lookupSample('Completed', { total_amount: 1001 }));
    await expect(adapter().checkStatus(ourOrder)).rejects.toMatchObject({
      code: 'AMOUNT_MISMATCH',
    });
    respond = answer(200, lookupSample('Completed', { total_amount: '1000' }));
    await expect(adapter().checkStatus(ourOrder)).rejects.toMatchObject({
      code: 'AMOUNT_MISMATCH',
    });
  });

  it('refuses a Completed answer about another pidx', async () => {
    respond = answer(200, lookupSample('Completed', { pidx: 'vNTeXkSEaEXK2J4i7cQU6e' }));
    await expect(adapter().checkStatus(ourOrder)).rejects.toMatchObject({
      code: 'UNKNOWN_ORDER',
    });
  });

  it("answers NOT_FOUND for Khalti's unknown-pidx answer", async () => {
    const notFound = { detail: 'Not found.', error_key: 'validation_error' };
    respond = answer(404, notFound);
    await expect(adapter().checkStatus(ourOrder)).resolves.toEqual({
      outcome: 'NOT_FOUND',
      providerStatus: 'Not found.',
    });
    respond = answer(400, notFound); // the docs do not say which status it comes with
    expect((await adapter().checkStatus(ourOrder)).outcome).toBe('NOT_FOUND');
  });

  it('asks nothing without a stored pidx', async () => {
    const { providerRef: _ref, ...noPidx } = ourOrder;
    await expect(adapter().checkStatus(noPidx)).resolves.toEqual({
      outcome: 'UNKNOWN',
      reason: 'BAD_RESPONSE',
      detail: 'no pidx',
    });
    expect(seen).toHaveLength(0);
  });

  it('reports a lookup that never answers as UNKNOWN/TIMEOUT, not a failure', async () => {
    respond = () => undefined;
    await expect(adapter(150).checkStatus(ourOrder)).resolves.toMatchObject({
      outcome: 'UNKNOWN',
      reason: 'TIMEOUT',
    });
  });

  it.each([
    ['a 500', 'HTTP_ERROR', answer(500, { detail: 'Server error' })],
    [
      'a 401 for our key',
      'HTTP_ERROR',
      answer(401, { detail: 'Invalid token.', status_code: 401 }),
    ],
    ['an HTML page', 'BAD_RESPONSE', answer(200, '<html>Khalti</html>')],
    ['a 404 HTML page (wrong URL)', 'BAD_RESPONSE', answer(404, '<html>Not Found</html>')],
    ['a status word of its own', 'BAD_RESPONSE', answer(200, lookupSample('On hold'))],
    [
      'a field error',
      'BAD_RESPONSE',
      answer(400, { pidx: ['Invalid'], error_key: 'validation_error' }),
    ],
  ])('reports %s as UNKNOWN/%s', async (_what, reason, responder) => {
    respond = responder;
    await expect(adapter().checkStatus(ourOrder)).resolves.toMatchObject({
      outcome: 'UNKNOWN',
      reason,
    });
  });

  it('reports a refused connection or a failing fetch as UNKNOWN/NETWORK', async () => {
    const closed = adapter(2000, 'http://127.0.0.1:1/api/v2/');
    await expect(closed.checkStatus(ourOrder)).resolves.toMatchObject({
      outcome: 'UNKNOWN',
      reason: 'NETWORK',
    });
    const failing = createKhaltiAdapter({
      baseUrl: 'https://dev.khalti.com/api/v2/',
      secretKey: SECRET,
      websiteUrl: 'https://example.com/',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(failing.checkStatus(ourOrder)).resolves.toEqual({
      outcome: 'UNKNOWN',
      reason: 'NETWORK',
      detail: 'fetch failed',
    });
  });
});
