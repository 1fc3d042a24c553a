import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlinePaymentSlug } from '@niyukti/shared';
import { applicationEvents, payments } from '../../db/schema';
import { aCompleteCandidate } from '../../test/complete-profile';
import { payInConnectIpsSandbox } from '../../test/connectips-payer';
import { payInEsewaSandbox } from '../../test/esewa-payer';
import { payInFonepaySandbox } from '../../test/fonepay-payer';
import { payInKhaltiSandbox } from '../../test/khalti-payer';
import { confirmReturn, returnParams, SANDBOX_PAYERS, startPayment } from '../../test/payments';
import { startTestApp, type TestApp } from '../../test/test-app';
import { applyToAdvertisement } from '../../test/vacancies';
import type { PaymentStart } from './providers/payment-provider';

// Every online provider end to end over HTTP: our start, the provider's sandbox speaking its
// real protocol (signed forms, redirects, status APIs), the return confirmed with the provider,
// the application paid once. Then the cheats each protocol invites.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function attemptOf(orderId: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  return row!;
}

const orderIdOf = (start: PaymentStart) =>
  start.fields.transaction_uuid ?? // eSewa
  start.fields.TXNID ?? // connectIPS
  start.fields.PRN; // Fonepay (Khalti's is found by its pidx)

async function attemptOfStart(start: PaymentStart & { ebpCode: string }) {
  const [row] = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.ebpCode, start.ebpCode));
  if (orderIdOf(start)) expect(row!.orderId).toBe(orderIdOf(start));
  return row!;
}

describe.each(Object.keys(SANDBOX_PAYERS) as OnlinePaymentSlug[])('paying with %s', (provider) => {
  let candidate: Awaited<ReturnType<typeof aCompleteCandidate>>;
  let applicationId: number;

  beforeAll(async () => {
    candidate = await aCompleteCandidate(t);
    applicationId = await applyToAdvertisement(t, candidate.token, 'ADV-2082-001');
  });

  it('a payer who turns back pays nothing, and may pay again', async () => {
    const start = await startPayment(t, candidate.token, applicationId, provider);
    const redirect = await SANDBOX_PAYERS[provider](t.app, start, 'cancel');
    if (provider === 'khalti' || provider === 'fonepay') {
      // One return route for both outcomes: the confirm is refused, nothing changes.
      const refused = await confirmReturn(t, candidate.token, provider, returnParams(redirect));
      expect(refused.statusCode).toBe(422);
    } else {
      expect(redirect.pathname).toMatch(/failure$/);
    }
    const again = await startPayment(t, candidate.token, applicationId, provider);
    expect(again.ebpCode).not.toBe(start.ebpCode);
  });

  it('a payer who approves is credited once, with the provider reference kept', async () => {
    const start = await startPayment(t, candidate.token, applicationId, provider);
    const redirect = await SANDBOX_PAYERS[provider](t.app, start);
    const params = returnParams(redirect);
    const confirmed = await confirmReturn(t, candidate.token, provider, params);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      paymentStatus: 'paid',
      paymentReference: start.ebpCode,
    });
    const twice = await confirmReturn(t, candidate.token, provider, params);
    expect(twice.json().data.paymentStatus).toBe('paid');
    const paid = await t.database.db
      .select()
      .from(applicationEvents)
      .where(
        and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.kind, 'paid')),
      );
    expect(paid).toHaveLength(1);
    const attempt = await attemptOfStart(start);
    expect(attempt).toMatchObject({ status: 'paid', amountPaisa: 150_000 });
    expect(attempt.providerRef).toBeTruthy();
    expect(paid[0]!.detail).toMatchObject({ providerRef: attempt.providerRef });
  });
});

describe('cheats particular to a protocol', () => {
  let candidate: Awaited<ReturnType<typeof aCompleteCandidate>>;
  let first: number;
  let second: number;

  beforeAll(async () => {
    candidate = await aCompleteCandidate(t);
    first = await applyToAdvertisement(t, candidate.token, 'ADV-2082-001');
    second = await applyToAdvertisement(t, candidate.token, 'ADV-2082-004');
  });

  it("Khalti's unsigned return cannot carry one application's paid pidx onto another", async () => {
    const paidStart = await startPayment(t, candidate.token, first, 'khalti');
    const paidReturn = returnParams(await payInKhaltiSandbox(t.app, paidStart));
    const otherStart = await startPayment(t, candidate.token, second, 'khalti');
    const otherOrder = (
      await t.database.db.select().from(payments).where(eq(payments.ebpCode, otherStart.ebpCode))
    )[0]!;
    const replayed = await confirmReturn(t, candidate.token, 'khalti', {
      ...paidReturn,
      purchase_order_id: otherOrder.orderId,
      amount: String(otherOrder.amountPaisa),
      total_amount: String(otherOrder.amountPaisa),
    });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().data).toMatchObject({ reason: 'UNKNOWN_ORDER' });
    expect((await attemptOf(otherOrder.orderId)).status).toBe('initiated');
    const own = await confirmReturn(t, candidate.token, 'khalti', paidReturn);
    expect(own.json().data.id).toBe(first);
    expect(own.json().data.paymentStatus).toBe('paid');
  });

  it("Khalti's return with an amount one paisa off is refused before the lookup", async () => {
    const start = await startPayment(t, candidate.token, second, 'khalti');
    const params = returnParams(await payInKhaltiSandbox(t.app, start));
    const off = String(Number(params.total_amount) - 1);
    const refused = await confirmReturn(t, candidate.token, 'khalti', {
      ...params,
      amount: off,
      total_amount: off,
    });
    expect(refused.json().data).toMatchObject({ reason: 'AMOUNT_MISMATCH' });
  });

  it("Fonepay's signed return cannot be edited: R_AMT changed by one paisa", async () => {
    const start = await startPayment(t, candidate.token, second, 'fonepay');
    const params = returnParams(await payInFonepaySandbox(t.app, start));
    const refused = await confirmReturn(t, candidate.token, 'fonepay', {
      ...params,
      R_AMT: (Number(params.R_AMT) - 0.01).toFixed(2),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data).toMatchObject({ reason: 'BAD_SIGNATURE' });
  });

  it("connectIPS's bare TXNID of someone else's order is not found for this candidate", async () => {
    const someoneElse = await aCompleteCandidate(t);
    const theirs = await applyToAdvertisement(t, someoneElse.token, 'ADV-2082-004');
    const start = await startPayment(t, someoneElse.token, theirs, 'connectips');
    const redirect = await payInConnectIpsSandbox(t.app, start);
    const stolen = await confirmReturn(t, candidate.token, 'connectips', returnParams(redirect));
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().data).toMatchObject({ reason: 'UNKNOWN_ORDER' });
    const own = await confirmReturn(t, someoneElse.token, 'connectips', returnParams(redirect));
    expect(own.json().data.paymentStatus).toBe('paid');
  });

  it('a second provider collecting for a paid application is recorded for refund', async () => {
    const viaEsewa = await startPayment(t, candidate.token, second, 'esewa');
    const viaFonepay = await startPayment(t, candidate.token, second, 'fonepay');
    const esewaReturn = returnParams(await payInEsewaSandbox(t.app, viaEsewa));
    const fonepayReturn = returnParams(await payInFonepaySandbox(t.app, viaFonepay));
    const paid = await confirmReturn(t, candidate.token, 'esewa', esewaReturn);
    expect(paid.json().data.paymentStatus).toBe('paid');
    const duplicate = await confirmReturn(t, candidate.token, 'fonepay', fonepayReturn);
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json().message.en).toMatch(/refund/);
    expect(await attemptOfStart(viaFonepay)).toMatchObject({
      status: 'refund_due',
      refundReason: 'DUPLICATE',
    });
    expect((await attemptOfStart(viaEsewa)).status).toBe('paid');
  });
});
