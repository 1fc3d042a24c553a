import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@niyukti/shared';
import { advertisements, applications, auditLog, payments } from '../../db/schema';
import { aCompleteCandidate } from '../../test/complete-profile';
import { payInEsewaSandbox } from '../../test/esewa-payer';
import { bearer } from '../../test/people';
import {
  confirmReturn,
  paidEventsOf,
  paymentStatusOf,
  returnParams,
  startPayment,
} from '../../test/payments';
import { startTestApp, type TestApp } from '../../test/test-app';
import { applyToAdvertisement } from '../../test/vacancies';
import { decodeEsewaPayload, encodeEsewaPayload } from './providers/esewa/esewa-payload';
import { signEsewaFields } from './providers/esewa/esewa-signature';

// Issue 7's "tests that try to cheat and fail", through HTTP against the real database and the
// eSewa sandbox speaking ePay v2: nothing but a payment the provider confirms, of the exact
// amount, for the candidate's own order, inside its window, is ever credited, and only once.

const SANDBOX_KEY = '8gBm/:&EnhH.1/q';

let t: TestApp;
let alice: Awaited<ReturnType<typeof aCompleteCandidate>>;
let bob: Awaited<ReturnType<typeof aCompleteCandidate>>;

beforeAll(async () => {
  t = await startTestApp();
  alice = await aCompleteCandidate(t);
  bob = await aCompleteCandidate(t);
});
afterAll(async () => t?.close());

async function attemptOf(orderId: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  return row!;
}

/** eSewa's success payload for an order, signed with `key` after `edit` changed it. */
function signedReturn(
  order: { orderId: string; total: string },
  key = SANDBOX_KEY,
  edit: Record<string, string> = {},
) {
  const payload: Record<string, string> = {
    transaction_code: '000FAKE',
    status: 'COMPLETE',
    total_amount: order.total,
    transaction_uuid: order.orderId,
    product_code: 'EPAYTEST',
    signed_field_names:
      'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    ...edit,
  };
  payload.signature = signEsewaFields(payload, payload.signed_field_names!, key);
  return { data: encodeEsewaPayload(payload) };
}

/** Applies Alice or Bob to an advertisement and starts an eSewa payment of it. */
async function appliedAndStarted(token: string, code: string) {
  const applicationId = await applyToAdvertisement(t, token, code);
  const start = await startPayment(t, token, applicationId, 'esewa');
  return { applicationId, start, orderId: start.fields.transaction_uuid! };
}

describe('an eSewa return that is not a confirmed payment credits nothing', () => {
  let applicationId: number;
  let orderId: string;
  let total: string;

  beforeAll(async () => {
    ({ applicationId, orderId } = await appliedAndStarted(alice.token, 'ADV-2082-001'));
    total = (await attemptOf(orderId)).amountPaisa / 100 + '';
  });

  it('refuses a redirect signed with another key (a forged success page)', async () => {
    const refused = await confirmReturn(
      t,
      alice.token,
      'esewa',
      signedReturn({ orderId, total }, 'not-the-key'),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data).toMatchObject({ reason: 'BAD_SIGNATURE' });
    expect(await paymentStatusOf(t, applicationId)).toBe('unpaid');
  });

  it('refuses a correctly signed redirect eSewa never completed (its status API decides)', async () => {
    const refused = await confirmReturn(t, alice.token, 'esewa', signedReturn({ orderId, total }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data).toMatchObject({ reason: 'NOT_FOUND' });
    expect(await paymentStatusOf(t, applicationId)).toBe('unpaid');
    expect((await attemptOf(orderId)).status).toBe('failed');
  });

  it('refuses an amount one paisa short of the order', async () => {
    const paisa = (await attemptOf(orderId)).amountPaisa - 1;
    const short = `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
    const refused = await confirmReturn(
      t,
      alice.token,
      'esewa',
      signedReturn({ orderId, total: short }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data).toMatchObject({ reason: 'AMOUNT_MISMATCH' });
    expect(await paidEventsOf(t, applicationId)).toHaveLength(0);
  });

  it("refuses another candidate's genuine return, and credits neither", async () => {
    const bobs = await appliedAndStarted(bob.token, 'ADV-2082-001');
    const redirect = await payInEsewaSandbox(t.app, bobs.start);
    const stolen = await confirmReturn(t, alice.token, 'esewa', returnParams(redirect));
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().data).toMatchObject({ reason: 'UNKNOWN_ORDER' });
    expect(await paymentStatusOf(t, applicationId)).toBe('unpaid');
    expect(await paymentStatusOf(t, bobs.applicationId)).toBe('unpaid');
    // Bob's own browser still settles Bob's payment.
    const own = await confirmReturn(t, bob.token, 'esewa', returnParams(redirect));
    expect(own.json().data.paymentStatus).toBe('paid');
  });

  it('refuses a return sent to another provider route than the order was started with', async () => {
    const payment = await startPayment(t, alice.token, applicationId, 'esewa');
    const redirect = await payInEsewaSandbox(t.app, payment);
    const elsewhere = await confirmReturn(t, alice.token, 'khalti', {
      pidx: 'x',
      purchase_order_id: payment.fields.transaction_uuid!,
      ...returnParams(redirect),
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(await paymentStatusOf(t, applicationId)).toBe('unpaid');
    const right = await confirmReturn(t, alice.token, 'esewa', returnParams(redirect));
    expect(right.json().data.paymentStatus).toBe('paid');
  });
});

describe('a genuine payment is credited once, to its own application only', () => {
  it('credits one paid event however often and however fast the return arrives', async () => {
    const carol = await aCompleteCandidate(t);
    const first = await appliedAndStarted(carol.token, 'ADV-2082-004');
    const second = await applyToAdvertisement(t, carol.token, 'ADV-2082-001');
    const params = returnParams(await payInEsewaSandbox(t.app, first.start));
    const answers = await Promise.all([
      confirmReturn(t, carol.token, 'esewa', params),
      confirmReturn(t, carol.token, 'esewa', params),
      confirmReturn(t, carol.token, 'esewa', params),
    ]);
    expect(answers.map((a) => a.json().data.paymentStatus)).toEqual(['paid', 'paid', 'paid']);
    const again = await confirmReturn(t, carol.token, 'esewa', params);
    expect(again.json().data.paymentStatus).toBe('paid');
    expect(await paidEventsOf(t, first.applicationId)).toHaveLength(1);
    // The return names its order, so replaying it can never pay the other application.
    expect(await paymentStatusOf(t, second)).toBe('unpaid');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.action, 'payment.paid')));
    const paidAttempt = await attemptOf(first.orderId);
    expect(audit.filter((entry) => entry.entityId === String(paidAttempt.id))).toHaveLength(1);
  });

  it('refuses to start a second payment of a paid application', async () => {
    const [paid] = await t.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(eq(applications.candidateUserId, bob.userId), eq(applications.paymentStatus, 'paid')),
      );
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/applications/${paid!.id}/payments/khalti`,
      headers: bearer(bob.token),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_PAID');
  });
});

describe('a payment that reaches us after the deadline', () => {
  it('is recorded as collected and due for refund, and does not pay the application', async () => {
    const { applicationId, start, orderId } = await appliedAndStarted(bob.token, 'ADV-2082-004');
    const params = returnParams(await payInEsewaSandbox(t.app, start));
    // The signed form was kept and used after the window closed (and the grace hour with it).
    const today = todayIso();
    const [before] = await t.database.db
      .select()
      .from(advertisements)
      .where(eq(advertisements.code, 'ADV-2082-004'));
    await t.database.db
      .update(advertisements)
      .set({
        singleFeeDeadline: addDaysIso(today, -5),
        paymentLastDate: addDaysIso(today, -4),
        doubleFeeDeadline: addDaysIso(today, -3),
        doubleFeePaymentLastDate: addDaysIso(today, -2),
      })
      .where(eq(advertisements.id, before!.id));
    try {
      const late = await confirmReturn(t, bob.token, 'esewa', params);
      expect(late.statusCode).toBe(200);
      expect(late.json().data.paymentStatus).toBe('unpaid');
      expect(late.json().message.en).toMatch(/refund/);
      expect(await attemptOf(orderId)).toMatchObject({
        status: 'refund_due',
        refundReason: 'LATE',
      });
      expect(await paidEventsOf(t, applicationId)).toHaveLength(0);
    } finally {
      await t.database.db
        .update(advertisements)
        .set({
          singleFeeDeadline: before!.singleFeeDeadline,
          paymentLastDate: before!.paymentLastDate,
          doubleFeeDeadline: before!.doubleFeeDeadline,
          doubleFeePaymentLastDate: before!.doubleFeePaymentLastDate,
        })
        .where(eq(advertisements.id, before!.id));
    }
  });
});

describe('the decoded return, for the record', () => {
  it('is what the sandbox signs: the candidate cannot change the amount without the key', async () => {
    const dave = await aCompleteCandidate(t);
    const { start } = await appliedAndStarted(dave.token, 'ADV-2082-001');
    const params = returnParams(await payInEsewaSandbox(t.app, start));
    const payload = decodeEsewaPayload(params.data!);
    const lowered = encodeEsewaPayload({ ...payload, total_amount: '1.0' });
    const refused = await confirmReturn(t, dave.token, 'esewa', { data: lowered });
    expect(refused.json().data).toMatchObject({ reason: 'BAD_SIGNATURE' });
  });
});
