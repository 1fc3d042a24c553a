import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type OnlinePaymentSlug } from '@niyukti/shared';
import { advertisements, auditLog, posts } from '../../db/schema';
import { aCompleteCandidate } from '../../test/complete-profile';
import { payInEsewaSandbox } from '../../test/esewa-payer';
import { payInFonepaySandbox } from '../../test/fonepay-payer';
import { payInKhaltiSandbox } from '../../test/khalti-payer';
import { bearer, signIn } from '../../test/people';
import {
  attemptOfStarted,
  paidEventsOf,
  paymentStatusOf,
  returnParams,
  SANDBOX_PAYERS,
  startPayment,
} from '../../test/payments';
import { startTestApp, type TestApp } from '../../test/test-app';
import { applyToAdvertisement } from '../../test/vacancies';
import { encodeEsewaPayload } from './providers/esewa/esewa-payload';
import { signEsewaFields } from './providers/esewa/esewa-signature';
import { createPaymentService } from './payments.service';

// Issue 16: the payer comes back from the provider to a browser without a session (another
// address than PUBLIC_URL, a session expired at the bank). The return, sent with no token at
// all, still settles the payment with the provider's word, once; a forged one settles nothing;
// and the answer says what became of the payment and for which post, nothing about the person.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** The return as the SPA's page sends it when nobody is signed in: no Authorization, no cookie. */
function returnWithoutSession(provider: OnlinePaymentSlug, params: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/payments/${provider}/return`,
    payload: { params },
  });
}

/** The advertisement number and post of a demo advertisement, as the answer must name them. */
async function postOf(code: string) {
  const [row] = await t.database.db
    .select({
      advertisementNumber: advertisements.advertisementNumber,
      postEn: posts.nameEn,
      postNe: posts.nameNe,
    })
    .from(advertisements)
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .where(eq(advertisements.code, code));
  return row!;
}

describe.each(Object.keys(SANDBOX_PAYERS) as OnlinePaymentSlug[])(
  'paying with %s, back without a session',
  (provider) => {
    let candidate: Awaited<ReturnType<typeof aCompleteCandidate>>;
    let applicationId: number;

    beforeAll(async () => {
      candidate = await aCompleteCandidate(t);
      applicationId = await applyToAdvertisement(t, candidate.token, 'ADV-2082-001');
    });

    it('settles the fee: the candidate signs in and finds the application paid', async () => {
      const start = await startPayment(t, candidate.token, applicationId, provider);
      const redirect = await SANDBOX_PAYERS[provider](t.app, start);
      expect(await paymentStatusOf(t, applicationId)).toBe('unpaid');

      const answer = await returnWithoutSession(provider, returnParams(redirect));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toStrictEqual({
        status: 1,
        message: MESSAGES['payment.completed'],
        code: 'OK',
        data: { outcome: 'paid', applicationId, ...(await postOf('ADV-2082-001')) },
      });
      // Nothing that names the candidate or the payment's references.
      for (const secret of [
        start.ebpCode,
        candidate.registration.username,
        candidate.registration.email,
        candidate.registration.firstName,
        String(candidate.masterId),
      ])
        expect(answer.body).not.toContain(secret);

      const token = await signIn(t.app, candidate.registration.username, candidate.password);
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/candidate/applications/${applicationId}`,
        headers: bearer(token),
      });
      expect(mine.json().data).toMatchObject({
        paymentStatus: 'paid',
        paymentReference: start.ebpCode,
      });
      const attempt = await attemptOfStarted(t, start);
      expect(attempt).toMatchObject({ status: 'paid', amountPaisa: 150_000 });
      expect(attempt.providerRef).toBeTruthy();
      // Nobody was signed in: the audit entry has no actor and says how it came.
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, String(attempt.id)), eq(auditLog.action, 'payment.paid')));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorUserId: null,
        after: { status: 'paid', via: 'return-without-session' },
      });
    });

    it('takes a second return of the same payment as harmless', async () => {
      // The application of the test above is paid; pay another one and return twice.
      const second = await applyToAdvertisement(t, candidate.token, 'ADV-2082-004');
      const start = await startPayment(t, candidate.token, second, provider);
      const params = returnParams(await SANDBOX_PAYERS[provider](t.app, start));
      const first = await returnWithoutSession(provider, params);
      const again = await returnWithoutSession(provider, params);
      expect(first.json().data.outcome).toBe('paid');
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({ outcome: 'paid', applicationId: second });
      expect(await paidEventsOf(t, second)).toHaveLength(1);
      expect((await attemptOfStarted(t, start)).status).toBe('paid');
    });
  },
);

describe('a forged return settles nothing', () => {
  let candidate: Awaited<ReturnType<typeof aCompleteCandidate>>;
  let applicationId: number;

  beforeAll(async () => {
    candidate = await aCompleteCandidate(t);
    applicationId = await applyToAdvertisement(t, candidate.token, 'ADV-2082-001');
  });

  /** eSewa's success payload signed with the sandbox's published key (a leaked key, say). */
  function signedEsewaReturn(orderId: string, total: string) {
    const payload: Record<string, string> = {
      transaction_code: '000FORGED',
      status: 'COMPLETE',
      total_amount: total,
      transaction_uuid: orderId,
      product_code: t.config.ESEWA_PRODUCT_CODE,
      signed_field_names:
        'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    };
    payload.signature = signEsewaFields(
      payload,
      payload.signed_field_names!,
      t.config.ESEWA_SECRET_KEY,
    );
    return { data: encodeEsewaPayload(payload) };
  }

  it('naming an order we never made', async () => {
    const unknown = await returnWithoutSession(
      'esewa',
      signedEsewaReturn('NOSUCHORDER000000000', '1500'),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'PAYMENT_NOT_VERIFIED',
      data: { reason: 'UNKNOWN_ORDER' },
    });
    const bareTxnId = await returnWithoutSession('connectips', { TXNID: 'NOSUCHORDER000000001' });
    expect(bareTxnId.json().data).toMatchObject({ reason: 'UNKNOWN_ORDER' });
  });

  it('saying COMPLETE, signed, for an order the provider never collected', async () => {
    const start = await startPayment(t, candidate.token, applicationId, 'esewa');
    const forged = await returnWithoutSession(
      'esewa',
      signedEsewaReturn(start.fields.transaction_uuid!, '1500'),
    );
    expect(forged.statusCode, forged.body).toBe(200);
    expect(forged.json()).toMatchObject({
      data: { outcome: 'not-paid' },
      message: MESSAGES['payment.notPaid'],
    });
    expect((await attemptOfStarted(t, start)).status).toBe('failed');
    expect(await paymentStatusOf(t, applicationId)).toBe('unpaid');
  });

  it("saying Completed where Khalti's lookup says the payer cancelled", async () => {
    const start = await startPayment(t, candidate.token, applicationId, 'khalti');
    const cancelled = returnParams(await payInKhaltiSandbox(t.app, start, 'cancel'));
    expect(cancelled.status).toBe('User canceled');
    const forged = await returnWithoutSession('khalti', { ...cancelled, status: 'Completed' });
    expect(forged.json().data).toMatchObject({ outcome: 'not-paid' });
    expect((await attemptOfStarted(t, start)).status).toBe('failed');
    expect(await paymentStatusOf(t, applicationId)).toBe('unpaid');
  });

  it('with an amount that is not the order’s', async () => {
    const khalti = await startPayment(t, candidate.token, applicationId, 'khalti');
    const paid = returnParams(await payInKhaltiSandbox(t.app, khalti));
    const off = String(Number(paid.total_amount) - 100);
    const cheaper = await returnWithoutSession('khalti', {
      ...paid,
      amount: off,
      total_amount: off,
    });
    expect(cheaper.statusCode).toBe(422);
    expect(cheaper.json().data).toMatchObject({ reason: 'AMOUNT_MISMATCH' });
    expect((await attemptOfStarted(t, khalti)).status).toBe('initiated');

    const esewa = await startPayment(t, candidate.token, applicationId, 'esewa');
    const signedCheaper = await returnWithoutSession(
      'esewa',
      signedEsewaReturn(esewa.fields.transaction_uuid!, '15'),
    );
    expect(signedCheaper.json().data).toMatchObject({ reason: 'AMOUNT_MISMATCH' });

    const fonepay = await startPayment(t, candidate.token, applicationId, 'fonepay');
    const fonepayReturn = returnParams(await payInFonepaySandbox(t.app, fonepay));
    const edited = await returnWithoutSession('fonepay', { ...fonepayReturn, R_AMT: '15.00' });
    expect(edited.json().data).toMatchObject({ reason: 'BAD_SIGNATURE' });
    expect((await attemptOfStarted(t, fonepay)).status).toBe('initiated');

    expect(await paymentStatusOf(t, applicationId)).toBe('unpaid');
    expect(await paidEventsOf(t, applicationId)).toHaveLength(0);
  });

  it("carrying another payment's Khalti pidx onto this order", async () => {
    const other = await aCompleteCandidate(t);
    const theirs = await applyToAdvertisement(t, other.token, 'ADV-2082-004');
    const theirStart = await startPayment(t, other.token, theirs, 'khalti');
    const theirReturn = returnParams(await payInKhaltiSandbox(t.app, theirStart));
    const mine = await startPayment(t, candidate.token, applicationId, 'khalti');
    const order = await attemptOfStarted(t, mine);
    const replayed = await returnWithoutSession('khalti', {
      ...theirReturn,
      purchase_order_id: order.orderId,
      amount: String(order.amountPaisa),
      total_amount: String(order.amountPaisa),
    });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().data).toMatchObject({ reason: 'UNKNOWN_ORDER' });
    expect(await paymentStatusOf(t, applicationId)).toBe('unpaid');
    expect(await paymentStatusOf(t, theirs)).toBe('unpaid');
  });
});

describe('a return racing another return and the reconciliation job', () => {
  it('credits once', async () => {
    const candidate = await aCompleteCandidate(t);
    const applicationId = await applyToAdvertisement(t, candidate.token, 'ADV-2082-001');
    const start = await startPayment(t, candidate.token, applicationId, 'esewa');
    const params = returnParams(await payInEsewaSandbox(t.app, start));
    const job = createPaymentService({
      db: t.database.db,
      providers: t.payments.providers,
      publicUrl: t.config.publicUrl,
      confirmationGraceMinutes: 60,
    });
    const [first, second] = await Promise.all([
      returnWithoutSession('esewa', params),
      returnWithoutSession('esewa', params),
      // Ten minutes on, the job finds the attempt old enough to ask about.
      job.reconcile(new Date(Date.now() + 10 * 60_000)),
    ]);
    expect([first.json().data.outcome, second.json().data.outcome]).toEqual(['paid', 'paid']);
    expect(await paidEventsOf(t, applicationId)).toHaveLength(1);
    expect(await paymentStatusOf(t, applicationId)).toBe('paid');
  });
});
