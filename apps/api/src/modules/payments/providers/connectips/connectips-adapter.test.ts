import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentVerificationError } from '../payment-provider';
import { createConnectIpsAdapter, type ConnectIpsAdapterOptions } from './connectips-adapter';
import { fitConnectIpsText } from './connectips-login-form';
import { buildConnectIpsLoginMessage, verifyConnectIpsToken } from './connectips-token';
import {
  TEST_ONLY_CREDITOR_PRIVATE_KEY_PEM as PRIVATE_KEY,
  TEST_ONLY_CREDITOR_PUBLIC_KEY_PEM as PUBLIC_KEY,
  VECTOR_BASIC_AUTH,
  VECTOR_CREDITOR,
  VECTOR_LOGIN_TOKEN,
  VECTOR_ORDER,
  VECTOR_VALIDATION_TOKEN,
} from './test-fixtures/connectips-vectors';

const GATEWAY_URL = 'https://uat.connectips.com/connectipswebgw/loginpage';

function adapter(overrides: Partial<ConnectIpsAdapterOptions> = {}) {
  return createConnectIpsAdapter({
    gatewayUrl: GATEWAY_URL,
    validateUrl: 'http://127.0.0.1:9/connectipswebws/api/creditor/validatetxn',
    ...VECTOR_CREDITOR,
    privateKeyPem: PRIVATE_KEY,
    timeoutMs: 2000,
    ...overrides,
  });
}

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PaymentVerificationError);
  return (error as PaymentVerificationError).code;
}

describe('connectIPS adapter: start', () => {
  it('builds the signed login form connectIPS expects, in its order', async () => {
    const start = await adapter().startPayment(VECTOR_ORDER);
    expect(start.action).toBe(GATEWAY_URL);
    expect(start.method).toBe('POST');
    expect(start.fields).toEqual({
      MERCHANTID: '550',
      APPID: 'MER-550-APP-1',
      APPNAME: 'PSC Niyukti',
      TXNID: '7KQ2M9XW4T1B8C3D5F6G',
      TXNDATE: '01-01-2026',
      TXNCRNCY: 'NPR',
      TXNAMT: '150050',
      REFERENCEID: '7KQ2M9XW4T1B8C3D5F6G',
      REMARKS: 'Advt 16613/082-83 Section Officer (Open)',
      PARTICULARS: 'Advt 16613/082-83 Section Officer (Open)',
      // Made by openssl over the same text (test-fixtures/connectips-vectors.ts).
      TOKEN: VECTOR_LOGIN_TOKEN,
    });
    // The browser posts the fields in this order; keep it identical to the guide's.
    expect(Object.keys(start.fields)).toEqual([
      'MERCHANTID',
      'APPID',
      'APPNAME',
      'TXNID',
      'TXNDATE',
      'TXNCRNCY',
      'TXNAMT',
      'REFERENCEID',
      'REMARKS',
      'PARTICULARS',
      'TOKEN',
    ]);
  });

  it('dates the transaction in Nepal time, which turns midnight at 18:15 UTC', async () => {
    const dateAt = async (iso: string) =>
      (await adapter().startPayment({ ...VECTOR_ORDER, createdAt: new Date(iso) })).fields.TXNDATE;
    expect(await dateAt('2024-01-01T18:14:59.999Z')).toBe('01-01-2024');
    expect(await dateAt('2024-01-01T18:15:00.000Z')).toBe('02-01-2024');
    expect(await dateAt('2024-02-28T18:15:00.000Z')).toBe('29-02-2024');
  });

  describe('without createdAt', () => {
    afterEach(() => vi.useRealTimers());

    it('dates the transaction now', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2025-04-13T20:00:00Z'));
      const { createdAt: _none, ...undated } = VECTOR_ORDER;
      expect((await adapter().startPayment(undated)).fields.TXNDATE).toBe('14-04-2025');
    });
  });

  it('fits a long product name into REMARKS (50) and PARTICULARS (100), still signed', async () => {
    const name = `Advt 16613/082-83 ${'Section Officer, Administration Service '.repeat(4)}`;
    const { fields } = await adapter().startPayment({ ...VECTOR_ORDER, productName: name });
    expect(fields.REMARKS).toBe(name.slice(0, 50).trimEnd());
    expect(fields.PARTICULARS).toBe(name.slice(0, 100).trimEnd());
    const { TOKEN, ...signed } = fields;
    const message = buildConnectIpsLoginMessage(
      signed as Parameters<typeof buildConnectIpsLoginMessage>[0],
    );
    expect(verifyConnectIpsToken(message, TOKEN!, PUBLIC_KEY)).toBe(true);
  });

  it('cuts Devanagari by UTF-8 bytes at a letter boundary, never inside a conjunct', () => {
    // Every Devanagari code unit is 3 bytes in UTF-8: 50 bytes hold 18 of the 33 characters.
    const name = 'शाखा अधिकृत (खुला) लोक सेवा आयोग';
    expect(fitConnectIpsText(name, 50)).toBe('शाखा अधिकृत (खुला)');
    // 26 bytes end between क and its vowel sign ृ; cutting there would leave "अधिक" (more).
    expect(fitConnectIpsText(name, 26)).toBe('शाखा अधि');
    expect(fitConnectIpsText('  Section\nOfficer\t ', 50)).toBe('Section Officer');
  });

  it('refuses orders connectIPS would reject', async () => {
    const start = (changes: object) => adapter().startPayment({ ...VECTOR_ORDER, ...changes });
    await expect(start({ amountPaisa: 0 })).rejects.toThrow(RangeError);
    await expect(start({ amountPaisa: -100 })).rejects.toThrow(RangeError);
    await expect(start({ amountPaisa: 100.5 })).rejects.toThrow(RangeError);
    await expect(start({ orderId: '' })).rejects.toThrow(RangeError);
    await expect(start({ orderId: 'A'.repeat(21) })).rejects.toThrow(RangeError);
    await expect(start({ orderId: 'ORDER-1' })).rejects.toThrow(RangeError);
    await expect(start({ productName: ' \n ' })).rejects.toThrow(RangeError);
  });

  it('refuses a creditor connectIPS could not have issued', () => {
    expect(() => adapter({ merchantId: 'M550' })).toThrow(RangeError);
    expect(() => adapter({ merchantId: '0550' })).toThrow(RangeError);
    expect(() => adapter({ appId: 'A'.repeat(21) })).toThrow(RangeError);
    expect(() => adapter({ appName: 'N'.repeat(31) })).toThrow(RangeError);
    expect(() => adapter({ privateKeyPem: 'not a key' })).toThrow();
  });
});

describe('connectIPS adapter: verifyReturn', () => {
  it('names the order from TXNID alone, unauthenticated and without an amount', async () => {
    await expect(adapter().verifyReturn({ TXNID: '7KQ2M9XW4T1B8C3D5F6G' })).resolves.toStrictEqual({
      orderId: '7KQ2M9XW4T1B8C3D5F6G',
      providerRef: '7KQ2M9XW4T1B8C3D5F6G',
      authenticated: false,
    });
  });

  it.each([
    ['missing', {}],
    ['empty', { TXNID: '' }],
    ['too long', { TXNID: 'A'.repeat(21) }],
    ['punctuated', { TXNID: 'ABC-123' }],
    ['an injection', { TXNID: "1' OR '1'='1" }],
  ])('refuses a TXNID that is %s as MALFORMED', async (_name, params) => {
    expect(await refusalOf(adapter().verifyReturn(params))).toBe('MALFORMED');
  });
});

describe('connectIPS adapter: checkStatus', () => {
  let server: Server;
  let validateUrl: string;
  const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const replies = new Map<string, (res: ServerResponse) => void>();

  const json = (body: unknown) => (res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  /** An answer shaped like §4's example: merchantId a number, txnAmt a string. */
  const answer = (referenceId: string, status: string, statusDesc: string, changes = {}) =>
    json({
      merchantId: 550,
      appId: 'MER-550-APP-1',
      referenceId,
      txnAmt: '150050',
      token: null,
      status,
      statusDesc,
      ...changes,
    });

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        const referenceId = String(JSON.parse(body || '{}').referenceId);
        const reply = replies.get(referenceId);
        if (reply) reply(res);
        else res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    validateUrl = `http://127.0.0.1:${port}/connectipswebws/api/creditor/validatetxn`;
    const success = (id: string, changes = {}) =>
      answer(id, 'SUCCESS', 'TRANSACTION SUCCESSFUL', changes);
    replies.set(VECTOR_ORDER.orderId, success(VECTOR_ORDER.orderId));
    replies.set('NUMBERAMOUNT', success('NUMBERAMOUNT', { txnAmt: 150050 }));
    replies.set('DECIMALAMOUNT', success('DECIMALAMOUNT', { txnAmt: 150050.0, merchantId: '550' }));
    replies.set('CHEAPER', success('CHEAPER', { txnAmt: '150049' }));
    replies.set('RUPEES', success('RUPEES', { txnAmt: '1500.50' }));
    replies.set('ELSEWHERE', success('ELSEWHERE', { merchantId: 551 }));
    replies.set('OTHERAPP', success('OTHERAPP', { appId: 'MER-550-APP-2' }));
    replies.set('SWAPPED', success('ANOTHERORDER'));
    replies.set('DECLINED', answer('DECLINED', 'FAILED', 'TRANSACTION UNSUCCESSFUL'));
    replies.set('NEVERPAID', answer('NEVERPAID', 'ERROR', 'TRANSACTION NOT FOUND'));
    replies.set('LEFTPAGE', answer('LEFTPAGE', 'ERROR', 'TRANSACTION INCOMPLETE'));
    replies.set('ODDERROR', answer('ODDERROR', 'ERROR', 'INVALID TOKEN'));
    replies.set('NEWWORD', answer('NEWWORD', 'REVERSED', 'TRANSACTION REVERSED'));
    replies.set('SLOW', () => undefined); // never answers
    replies.set('BROKEN', (res) => res.writeHead(500).end('Internal Server Error'));
    replies.set('DENIED', (res) => res.writeHead(401).end());
    replies.set('HTML', (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>'));
    replies.set(
      'NOSTATUS',
      json({ referenceId: 'NOSTATUS', statusDesc: 'TRANSACTION SUCCESSFUL' }),
    );
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const check = (orderId: string, timeoutMs = 2000) =>
    adapter({ validateUrl, timeoutMs }).checkStatus({ orderId, amountPaisa: 150050 });

  it('asks validatetxn with Basic auth and a body signed like openssl signs it', async () => {
    await expect(check(VECTOR_ORDER.orderId)).resolves.toEqual({
      outcome: 'COMPLETE',
      providerStatus: 'SUCCESS: TRANSACTION SUCCESSFUL',
    });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/connectipswebws/api/creditor/validatetxn');
    expect(request.headers.authorization).toBe(VECTOR_BASIC_AUTH);
    expect(request.headers['content-type']).toBe('application/json');
    // merchantId and txnAmt as JSON numbers, as in the guide's example request.
    expect(JSON.parse(request.body)).toStrictEqual({
      merchantId: 550,
      appId: 'MER-550-APP-1',
      referenceId: '7KQ2M9XW4T1B8C3D5F6G',
      txnAmt: 150050,
      token: VECTOR_VALIDATION_TOKEN,
    });
  });

  it('reads the amount and merchant whether written as text or as numbers', async () => {
    expect((await check('NUMBERAMOUNT')).outcome).toBe('COMPLETE');
    expect((await check('DECIMALAMOUNT')).outcome).toBe('COMPLETE');
  });

  it('refuses a SUCCESS about another amount, merchant, app or transaction', async () => {
    expect(await refusalOf(check('CHEAPER'))).toBe('AMOUNT_MISMATCH');
    expect(await refusalOf(check('RUPEES'))).toBe('MALFORMED');
    expect(await refusalOf(check('ELSEWHERE'))).toBe('WRONG_MERCHANT');
    expect(await refusalOf(check('OTHERAPP'))).toBe('WRONG_MERCHANT');
    expect(await refusalOf(check('SWAPPED'))).toBe('UNKNOWN_ORDER');
  });

  it.each([
    ['DECLINED', 'FAILED', 'FAILED: TRANSACTION UNSUCCESSFUL'],
    ['NEVERPAID', 'NOT_FOUND', 'ERROR: TRANSACTION NOT FOUND'],
    ['LEFTPAGE', 'PENDING', 'ERROR: TRANSACTION INCOMPLETE'],
  ])('maps %s to %s', async (orderId, outcome, providerStatus) => {
    await expect(check(orderId)).resolves.toEqual({ outcome, providerStatus });
  });

  it('leaves an ERROR or status the guide does not list UNKNOWN', async () => {
    await expect(check('ODDERROR')).resolves.toEqual({
      outcome: 'UNKNOWN',
      reason: 'BAD_RESPONSE',
      detail: 'ERROR: INVALID TOKEN',
    });
    await expect(check('NEWWORD')).resolves.toMatchObject({
      outcome: 'UNKNOWN',
      reason: 'BAD_RESPONSE',
    });
  });

  it('reports a time-out as UNKNOWN, not as a failure', async () => {
    await expect(check('SLOW', 150)).resolves.toMatchObject({
      outcome: 'UNKNOWN',
      reason: 'TIMEOUT',
    });
  });

  it('reports a 500, a 401 and a refused connection as UNKNOWN', async () => {
    await expect(check('BROKEN')).resolves.toMatchObject({
      outcome: 'UNKNOWN',
      reason: 'HTTP_ERROR',
      detail: 'HTTP 500',
    });
    await expect(check('DENIED')).resolves.toMatchObject({ reason: 'HTTP_ERROR' });
    const closed = adapter({ validateUrl: 'http://127.0.0.1:1/validatetxn' });
    await expect(closed.checkStatus({ orderId: 'X1', amountPaisa: 100 })).resolves.toMatchObject({
      outcome: 'UNKNOWN',
      reason: 'NETWORK',
    });
  });

  it('reports a body that is not JSON or has no status as BAD_RESPONSE', async () => {
    await expect(check('HTML')).resolves.toMatchObject({
      outcome: 'UNKNOWN',
      reason: 'BAD_RESPONSE',
    });
    await expect(check('NOSTATUS')).resolves.toMatchObject({
      outcome: 'UNKNOWN',
      reason: 'BAD_RESPONSE',
    });
  });

  it('reports an injected fetch that throws as a network failure', async () => {
    const failing = adapter({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(failing.checkStatus({ orderId: 'A1', amountPaisa: 1 })).resolves.toEqual({
      outcome: 'UNKNOWN',
      reason: 'NETWORK',
      detail: 'fetch failed',
    });
  });
});
