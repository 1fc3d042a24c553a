import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { aCompleteCandidate } from '../../test/complete-profile';
import { attemptOfStarted, startPayment } from '../../test/payments';
import { startTestApp, type TestApp } from '../../test/test-app';
import { applyToAdvertisement } from '../../test/vacancies';
import { insertPayment, renameEbpCode } from './payments.repository';
import { newEbpCode, newOrderId } from './payments.service';

// The ebp code is the payment's reference, quoted at the bank and to the commission: unique
// (a constraint), and never the cause of a failed payment. Two started in the same millisecond
// once shared one, and the second payment failed with a 500.

describe('a new ebp code', () => {
  it('is EBP and twelve characters that read out unmistakably', () => {
    for (let i = 0; i < 1000; i++) expect(newEbpCode()).toMatch(/^EBP[A-HJKMNP-Z2-9]{12}$/);
  });

  it('differs from every other drawn at the same moment', () => {
    const codes = Array.from({ length: 200_000 }, newEbpCode);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('a code already taken', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  const ebpCodeOf = async (paymentId: number) =>
    (
      await t.database.db
        .select({ ebpCode: payments.ebpCode })
        .from(payments)
        .where(eq(payments.id, paymentId))
    )[0]!.ebpCode;

  it('is opened under another code drawn instead, and the taken one keeps its payment', async () => {
    const candidate = await aCompleteCandidate(t);
    const applicationId = await applyToAdvertisement(t, candidate.token, 'ADV-2082-001');
    const taken = await attemptOfStarted(
      t,
      await startPayment(t, candidate.token, applicationId, 'esewa'),
    );
    const draws = [taken.ebpCode, 'EBPFRESHCODE2345'];

    const opened = await insertPayment(
      t.database.db,
      {
        applicationId,
        provider: taken.provider,
        orderId: newOrderId(),
        amountPaisa: taken.amountPaisa,
      },
      () => draws.shift()!,
    );

    expect(opened.ebpCode).toBe('EBPFRESHCODE2345');
    expect(opened.id).not.toBe(taken.id);
    expect(draws).toEqual([]);
  });

  it('is drawn again when staff rename a code, and the taken one keeps its payment', async () => {
    const [first, second] = [await aCompleteCandidate(t), await aCompleteCandidate(t)];
    const startedBy = async (candidate: typeof first) =>
      attemptOfStarted(
        t,
        await startPayment(
          t,
          candidate.token,
          await applyToAdvertisement(t, candidate.token, 'ADV-2082-001'),
          'esewa',
        ),
      );
    const taken = await startedBy(first);
    const renamed = await startedBy(second);
    const draws = [taken.ebpCode, 'EBPRENAMED23456'];

    expect(await renameEbpCode(t.database.db, renamed.id, () => draws.shift()!)).toBe(
      'EBPRENAMED23456',
    );
    expect(await ebpCodeOf(renamed.id)).toBe('EBPRENAMED23456');
    expect(await ebpCodeOf(taken.id)).toBe(taken.ebpCode);
    expect(draws).toEqual([]);
  });
});
