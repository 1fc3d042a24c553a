import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentVerificationError, type PaymentOrder } from '../payment-provider';
import { createFonepayAdapter } from './fonepay-adapter';
import { FONEPAY_RETURN_DV_FIELDS, signFonepayFields } from './fonepay-signature';
import { writeFonepayXml } from './fonepay-xml';

const SECRET = 'fonepay';
const PID = 'fonepay123';
const REQUEST_URL = 'https://dev-clientapi.fonepay.com/api/merchantRequest';

const order: PaymentOrder = {
  orderId: 'A1B2C3D4E5F6G7H8J9K0',
  amountPaisa: 150050,
  productName: 'Advt 12/082-83 Section Officer',
  successUrl: 'http://localhost/fonepay/payment/return',
  failureUrl: 'http://localhost/fonepay/payment/failure',
  // 00:00 on 2 January in Kathmandu (UTC+05:45), still 1 January in UTC.
  createdAt: new Date('2025-01-01T18:15:00Z'),
};

function adapter(verifyUrl = 'http://127.0.0.1:9/verify', timeoutMs = 2000) {
  return createFonepayAdapter({
    requestUrl: REQUEST_URL,
    verifyUrl,
    merchantCode: PID,
    secretKey: SECRET,
    timeoutMs,
  });
}

/** A return signed like Fonepay signs it (upper-case hex); `tamper` edits it after signing. */
function signedReturn(
  overrides: Record<string, string> = {},
  tamper: Record<string, string | undefined> = {},
  key = SECRET,
): Record<string, string | undefined> {
  const fields: Record<string, string> = {
    PRN: order.orderId,
    PID,
    PS: 'true',
    RC: 'successful',
    UID: '36463',
    BC: 'NICENPKA',
    INI: '9841845631',
    P_AMT: '1500.5',
    R_AMT: '1500.50',
    ...overrides,
  };
  const dv = signFonepayFields(fields, FONEPAY_RETURN_DV_FIELDS, key).toUpperCase();
  return { ...fields, DV: dv, ...tamper };
}

async function refusal(params: Record<string, string | undefined>): Promise<string> {
  const error = await adapter()
    .verifyReturn(params)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PaymentVerificationError);
  return (error as PaymentVerificationError).code;
}

describe('Fonepay adapter: start', () => {
  it('builds the signed GET link Fonepay expects, in protocol order', async () => {
    const start = await adapter().startPayment(order);
    expect(start.method).toBe('GET');
    expect(start.action).toBe(REQUEST_URL);
    expect(Object.entries(start.fields)).toEqual([
      ['RU', 'http://localhost/fonepay/payment/return'],
      ['PID', 'fonepay123'],
      ['PRN', 'A1B2C3D4E5F6G7H8J9K0'],
      ['AMT', '1500.50'],
      ['CRN', 'NPR'],
      ['DT', '01/02/2025'],
      ['R1', 'Advt 12/082-83 Section Officer'],
      ['R2', 'N/A'],
      ['MD', 'P'],
      // The openssl vector pinned in fonepay-signature.test.ts for exactly these values.
      [
        'DV',
        'cce151ff7058a765b533e813ff823a813962a29bc3ae72a333905ebae6cd9c4cea5e601a8fb64e7a127aa823f7b509edbca66651a3cfb032fabbcd788b4fcd85',
      ],
    ]);
  });

  it.each([
    ['2025-01-01T18:14:59.999Z', '01/01/2025'], // 23:59:59.999 in Kathmandu
    ['2025-01-01T18:15:00.000Z', '01/02/2025'], // midnight in Kathmandu, 18:15 UTC
    ['2024-12-31T23:59:59.000Z', '01/01/2025'], // still 31 December in UTC, new year in Nepal
    ['2025-01-02T00:00:00.000Z', '01/02/2025'], // midnight UTC is 05:45 in Kathmandu
  ])('dates an order created at %s as %s (Nepal time)', async (instant, expected) => {
    const start = await adapter().startPayment({ ...order, createdAt: new Date(instant) });
    expect(start.fields.DT).toBe(expected);
  });

  it('dates an order without createdAt today in Nepal', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2025-03-10T19:00:00Z')); // 00:45 on 11 March in Kathmandu
      const { createdAt: _none, ...undated } = order;
      expect((await adapter().startPayment(undated)).fields.DT).toBe('03/11/2025');
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes R1 within its 160 characters and without the commas the DV joins on', async () => {
    const long = `Section Officer, Advt 12/082-83, ${'x'.repeat(300)}`;
    const r1 = (await adapter().startPayment({ ...order, productName: long })).fields.R1!;
    expect(r1).toHaveLength(160);
    expect(r1.startsWith('Section Officer Advt 12/082-83 xxx')).toBe(true);
    const blank = await adapter().startPayment({ ...order, productName: ' , ' });
    expect(blank.fields.R1).toBe('N/A');
  });

  it('refuses amounts, PRNs and return URLs Fonepay would reject', async () => {
    const refused = (changes: Partial<PaymentOrder>) =>
      expect(adapter().startPayment({ ...order, ...changes })).rejects.toThrow(RangeError);
    await refused({ amountPaisa: 0 });
    await refused({ amountPaisa: -100 });
    await refused({ orderId: 'AB' });
    await refused({ orderId: 'A'.repeat(26) });
    await refused({ orderId: 'A1,B2' });
    await refused({ successUrl: `http://localhost/${'r'.repeat(140)}` });
    const whole = await adapter().startPayment({ ...order, amountPaisa: 120000 });
    expect(whole.fields.AMT).toBe('1200');
  });
});

describe('Fonepay adapter: verifyReturn', () => {
  it('accepts a genuine success and reports order, trace id and the requested paisa', async () => {
    await expect(adapter().verifyReturn(signedReturn())).resolves.toEqual({
      orderId: order.orderId,
      providerRef: '36463',
      amountPaisa: 150050,
      authenticated: true,
    });
  });

  it('reads R_AMT, not the P_AMT a Fonepay discount lowers', async () => {
    const discounted = signedReturn({ P_AMT: '1400.0' });
    expect((await adapter().verifyReturn(discounted)).amountPaisa).toBe(150050);
  });

  it.each(['PRN', 'PID', 'PS', 'RC', 'UID', 'BC', 'INI', 'P_AMT', 'R_AMT', 'DV'])(
    'refuses a return without %s as MALFORMED',
    async (field) => {
      expect(await refusal(signedReturn({}, { [field]: undefined }))).toBe('MALFORMED');
    },
  );

  it('refuses R_AMT changed by one paisa either way', async () => {
    expect(await refusal(signedReturn({}, { R_AMT: '1500.51' }))).toBe('BAD_SIGNATURE');
    expect(await refusal(signedReturn({}, { R_AMT: '1500.49' }))).toBe('BAD_SIGNATURE');
  });

  it('refuses a DV made with another key, forged or malformed', async () => {
    expect(await refusal(signedReturn({}, {}, 'someone-elses-secret'))).toBe('BAD_SIGNATURE');
    expect(await refusal(signedReturn({}, { DV: 'A'.repeat(128) }))).toBe('BAD_SIGNATURE');
    expect(await refusal(signedReturn({}, { DV: 'not-hex' }))).toBe('BAD_SIGNATURE');
    expect(await refusal(signedReturn({}, { PS: 'false' }))).toBe('BAD_SIGNATURE');
  });

  it('refuses another merchant, even correctly signed', async () => {
    expect(await refusal(signedReturn({ PID: 'othershop' }))).toBe('WRONG_MERCHANT');
  });

  it('refuses a return that is not a successful payment', async () => {
    expect(await refusal(signedReturn({ PS: 'false', RC: 'failed' }))).toBe('NOT_COMPLETE');
    expect(await refusal(signedReturn({ PS: 'false' }))).toBe('NOT_COMPLETE');
    expect(await refusal(signedReturn({ RC: 'cancel' }))).toBe('NOT_COMPLETE');
  });

  it('refuses a signed R_AMT that is not an amount, or an empty UID', async () => {
    expect(await refusal(signedReturn({ R_AMT: '1500.505' }))).toBe('MALFORMED');
    expect(await refusal(signedReturn({ R_AMT: 'N/A' }))).toBe('MALFORMED');
    expect(await refusal(signedReturn({ UID: '' }))).toBe('MALFORMED');
  });
});

describe('Fonepay adapter: checkStatus', () => {
  let server: Server;
  let verifyUrl: string;
  const seen: URLSearchParams[] = [];
  const replies = new Map<string, (res: ServerResponse) => void>();

  const xml = (fields: Record<string, string>) => (res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/xml' }).end(writeFonepayXml(fields));
  };
  const paid = (uniqueId: string, amount = '1500.5', txnAmount = amount) =>
    xml({
      amount,
      bankCode: 'NICENPKA',
      initiator: '9841845631',
      message: 'Transaction successful',
      response_code: 'successful',
      statusCode: '0',
      success: 'true',
      txnAmount,
      uniqueId,
    });
  const failed = (message: string) => xml({ message, response_code: 'failed', success: 'false' });

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      seen.push(url.searchParams);
      const reply = replies.get(url.searchParams.get('UID') ?? '');
      if (reply) reply(res);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    verifyUrl = `http://127.0.0.1:${port}/api/merchantRequest/verificationMerchant`;
    replies.set('36463', paid('36463'));
    replies.set('cheaper', paid('cheaper', '1500.49'));
    replies.set('dearer', paid('dearer', '1500.51'));
    replies.set('discounted', paid('discounted', '1500.5', '1400.0'));
    replies.set(
      'txn-only',
      xml({ response_code: 'successful', success: 'true', txnAmount: '1500.49' }),
    );
    replies.set('elsewhere', paid('someone-else'));
    replies.set('no-amount', xml({ response_code: 'successful', success: 'true' }));
    replies.set('declined', failed('Transaction failed'));
    replies.set('unknown', failed('Transaction not found'));
    replies.set('confused', xml({ response_code: 'failed', success: 'true' }));
    replies.set(
      'half-paid',
      xml({
        amount: '1500.5',
        response_code: 'successful',
        success: 'false',
        uniqueId: 'half-paid',
      }),
    );
    replies.set('slow', () => undefined); // never answers
    replies.set('broken', (res) => res.writeHead(500).end('Internal Server Error'));
    replies.set('garbage', (res) => res.writeHead(200).end('<html>maintenance</html>'));
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const check = (uid: string | undefined, timeoutMs = 2000) =>
    adapter(verifyUrl, timeoutMs).checkStatus({
      orderId: order.orderId,
      amountPaisa: 150050,
      providerRef: uid,
    });

  it('asks verificationMerchant with PRN, PID, BID, AMT, UID and the DV over them', async () => {
    await expect(check('36463')).resolves.toEqual({
      outcome: 'COMPLETE',
      providerStatus: 'successful',
      providerRef: '36463',
    });
    expect([...seen.at(-1)!]).toEqual([
      ['PRN', 'A1B2C3D4E5F6G7H8J9K0'],
      ['PID', 'fonepay123'],
      ['BID', ''],
      ['AMT', '1500.50'],
      ['UID', '36463'],
      // printf '%s' 'fonepay123,1500.50,A1B2C3D4E5F6G7H8J9K0,,36463' | openssl dgst -sha512 -hmac 'fonepay'
      [
        'DV',
        '7d42fb8cef843f12eb9116803850ed7cd7e8f51f667107677d51ca941da9fe1e66b3a0bfd765a498bd1a7fcb81a062e1ac7db37bee6a5bdaab2e78d78a821dd4',
      ],
    ]);
  });

  it('refuses a success for an amount one paisa off, or about another trace id', async () => {
    await expect(check('cheaper')).rejects.toMatchObject({ code: 'AMOUNT_MISMATCH' });
    await expect(check('dearer')).rejects.toMatchObject({ code: 'AMOUNT_MISMATCH' });
    await expect(check('txn-only')).rejects.toMatchObject({ code: 'AMOUNT_MISMATCH' });
    await expect(check('elsewhere')).rejects.toMatchObject({ code: 'UNKNOWN_ORDER' });
  });

  it('accepts a success whose payer paid less after a Fonepay discount', async () => {
    expect((await check('discounted')).outcome).toBe('COMPLETE');
  });

  it('maps a failed answer to FAILED, or NOT_FOUND when Fonepay has no such payment', async () => {
    await expect(check('declined')).resolves.toEqual({
      outcome: 'FAILED',
      providerStatus: 'failed',
      providerRef: 'declined',
    });
    expect((await check('unknown')).outcome).toBe('NOT_FOUND');
  });

  it('reports a time-out as UNKNOWN, not as a failure', async () => {
    await expect(check('slow', 150)).resolves.toMatchObject({
      outcome: 'UNKNOWN',
      reason: 'TIMEOUT',
    });
  });

  it('reports a 500, garbage and contradictory or amount-less answers as UNKNOWN', async () => {
    await expect(check('broken')).resolves.toMatchObject({
      outcome: 'UNKNOWN',
      reason: 'HTTP_ERROR',
    });
    for (const uid of ['garbage', 'confused', 'half-paid', 'no-amount']) {
      await expect(check(uid)).resolves.toMatchObject({
        outcome: 'UNKNOWN',
        reason: 'BAD_RESPONSE',
      });
    }
  });

  it('reports a refused connection or a throwing fetch as a network failure', async () => {
    const closed = adapter('http://127.0.0.1:1/verify');
    await expect(
      closed.checkStatus({ orderId: order.orderId, amountPaisa: 100, providerRef: '1' }),
    ).resolves.toMatchObject({ outcome: 'UNKNOWN', reason: 'NETWORK' });
    const failing = createFonepayAdapter({
      requestUrl: REQUEST_URL,
      verifyUrl: 'http://x/verify',
      merchantCode: PID,
      secretKey: SECRET,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(
      failing.checkStatus({ orderId: order.orderId, amountPaisa: 100, providerRef: '1' }),
    ).resolves.toEqual({ outcome: 'UNKNOWN', reason: 'NETWORK', detail: 'fetch failed' });
  });

  it('cannot ask without the UID from the return, and does not try', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const blind = createFonepayAdapter({
      requestUrl: REQUEST_URL,
      verifyUrl,
      merchantCode: PID,
      secretKey: SECRET,
      fetch: fetchSpy,
    });
    const status = await blind.checkStatus({ orderId: order.orderId, amountPaisa: 150050 });
    expect(status).toMatchObject({ outcome: 'UNKNOWN', reason: 'BAD_RESPONSE' });
    expect(status.outcome === 'UNKNOWN' && status.detail).toMatch(/no UID/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
