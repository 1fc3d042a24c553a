import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema';
import { aCompleteCandidate } from '../../test/complete-profile';
import { payInEsewaSandbox } from '../../test/esewa-payer';
import { bearer } from '../../test/people';
import {
  attemptOfStarted,
  confirmReturn,
  paidEventsOf,
  recheckPayment,
  returnParams,
  startPayment,
} from '../../test/payments';
import { startTestApp, type TestApp } from '../../test/test-app';
import { applyToAdvertisement } from '../../test/vacancies';
import { createEsewaAdapter } from './providers/esewa/esewa-adapter';
import { createPaymentService, type PaymentService } from './payments.service';
import { openDatabase } from '../../db/client';

// "Debited but it shows unpaid": when eSewa's status API does not answer, the payment stays
// pending (never failed, never paid) and the reconciliation job or the candidate's re-check
// settles it later, once. eSewa's status calls go through a switch that can make them hang.

let statusCallsHang = false;

/** fetch, except that while statusCallsHang it never answers (until the adapter gives up). */
const switchableFetch: typeof fetch = (input, init) =>
  statusCallsHang
    ? new Promise((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      })
    : fetch(input, init);

let t: TestApp;
let job: PaymentService;

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      paymentProviders: (config) => ({
        ESEWA: createEsewaAdapter({
          formUrl: `${config.publicUrl}/sandbox/esewa/api/epay/main/v2/form`,
          statusUrl: `${config.publicUrl}/sandbox/esewa/api/epay/transaction/status/`,
          productCode: config.ESEWA_PRODUCT_CODE,
          secretKey: config.ESEWA_SECRET_KEY,
          fetch: switchableFetch,
          timeoutMs: 300,
        }),
      }),
    },
  );
  job = createPaymentService({
    db: t.database.db,
    providers: t.payments.providers,
    publicUrl: t.config.publicUrl,
    confirmationGraceMinutes: 60,
  });
});
afterAll(async () => t?.close());

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function applicationOf(id: number) {
  const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
  return row!;
}

async function appliedCandidate() {
  const candidate = await aCompleteCandidate(t);
  const applicationId = await applyToAdvertisement(t, candidate.token, 'ADV-2082-001');
  return { candidate, applicationId };
}

describe('a status API that times out', () => {
  it('leaves the payment pending, blocks a second charge, and the job settles it once', async () => {
    const { candidate, applicationId } = await appliedCandidate();
    const start = await startPayment(t, candidate.token, applicationId, 'esewa');
    const params = returnParams(await payInEsewaSandbox(t.app, start));
    statusCallsHang = true;
    try {
      const confirmed = await confirmReturn(t, candidate.token, 'esewa', params);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().data.paymentStatus).toBe('pending');
      expect(confirmed.json().message.en).toMatch(/being confirmed/);
      expect(await attemptOfStarted(t, start)).toMatchObject({
        status: 'pending',
        providerStatus: 'UNKNOWN TIMEOUT',
      });
      // Paying again now could charge twice.
      const second = await t.app.inject({
        method: 'POST',
        url: `/api/candidate/applications/${applicationId}/payments/khalti`,
        headers: bearer(candidate.token),
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().code).toBe('PAYMENT_PENDING');
      // The job asks while eSewa still does not answer: nothing changes.
      await job.reconcile(minutesFromNow(6));
      expect((await applicationOf(applicationId)).paymentStatus).toBe('pending');
    } finally {
      statusCallsHang = false;
    }
    expect(await job.reconcile(minutesFromNow(12))).toContain('paid');
    expect((await applicationOf(applicationId)).paymentStatus).toBe('paid');
    const paid = await paidEventsOf(t, applicationId);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.actorUserId).toBeNull();
    // The late browser return finds it settled and credits nothing more.
    const late = await confirmReturn(t, candidate.token, 'esewa', params);
    expect(late.json().data.paymentStatus).toBe('paid');
    expect(await paidEventsOf(t, applicationId)).toHaveLength(1);
  });
});

describe('a payer whose browser never came back', () => {
  it('is settled by the job once the provider has the payment', async () => {
    const { candidate, applicationId } = await appliedCandidate();
    const start = await startPayment(t, candidate.token, applicationId, 'esewa');
    await payInEsewaSandbox(t.app, start); // …and the browser closed before the redirect
    expect((await applicationOf(applicationId)).paymentStatus).toBe('unpaid');
    await job.reconcile(minutesFromNow(6));
    expect((await applicationOf(applicationId)).paymentStatus).toBe('paid');
    expect(await attemptOfStarted(t, start)).toMatchObject({ status: 'paid' });
  });

  it('or by the re-check the candidate asks for with the payment reference', async () => {
    const { candidate, applicationId } = await appliedCandidate();
    const start = await startPayment(t, candidate.token, applicationId, 'esewa');
    const nothingYet = await recheckPayment(t, candidate.token, applicationId, start.ebpCode);
    expect(nothingYet.statusCode).toBe(200);
    expect(nothingYet.json().data.paymentStatus).toBe('unpaid');
    expect(nothingYet.json().message.en).toMatch(/no completed payment/);
    await payInEsewaSandbox(t.app, start);
    const settled = await recheckPayment(t, candidate.token, applicationId, start.ebpCode);
    expect(settled.json().data.paymentStatus).toBe('paid');
    expect(settled.json().message.en).toBe('Payment received and verified.');
  });

  it("and nobody re-checks another candidate's application", async () => {
    const { applicationId } = await appliedCandidate();
    const stranger = await aCompleteCandidate(t);
    const refused = await recheckPayment(t, stranger.token, applicationId);
    expect(refused.statusCode).toBe(404);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two instances reconciling at the same moment', () => {
  it('settle each payment once, whichever instance asks', async () => {
    // A second instance: its own pool on the same PostgreSQL database, its own job.
    const other = await openDatabase({ databaseUrl: t.databaseUrl!, dataDir: '' });
    const otherJob = createPaymentService({
      db: other.db,
      providers: t.payments.providers,
      publicUrl: t.config.publicUrl,
      confirmationGraceMinutes: 60,
    });
    try {
      const paid: number[] = [];
      for (let n = 0; n < 4; n++) {
        const { candidate, applicationId } = await appliedCandidate();
        await payInEsewaSandbox(
          t.app,
          await startPayment(t, candidate.token, applicationId, 'esewa'),
        );
        paid.push(applicationId); // …and every browser closed before the redirect
      }
      const now = minutesFromNow(6);
      const [mine, theirs] = await Promise.all([job.reconcile(now), otherJob.reconcile(now)]);
      expect([...mine, ...theirs].filter((outcome) => outcome === 'paid')).toHaveLength(
        paid.length,
      );
      for (const applicationId of paid) {
        expect((await applicationOf(applicationId)).paymentStatus).toBe('paid');
        expect(await paidEventsOf(t, applicationId)).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });
});

describe('an attempt the payer abandoned', () => {
  it('stays open while the payer may still pay, then closes without blocking anything', async () => {
    const { candidate, applicationId } = await appliedCandidate();
    const start = await startPayment(t, candidate.token, applicationId, 'esewa');
    await job.reconcile(minutesFromNow(6));
    expect(await attemptOfStarted(t, start)).toMatchObject({ status: 'initiated', checkCount: 1 });
    await job.reconcile(minutesFromNow(3 * 60));
    expect(await attemptOfStarted(t, start)).toMatchObject({
      status: 'failed',
      providerStatus: 'NOT_FOUND',
    });
    expect((await applicationOf(applicationId)).paymentStatus).toBe('unpaid');
    // Another way to pay is open all along.
    const other = await startPayment(t, candidate.token, applicationId, 'khalti');
    expect(other.ebpCode).toMatch(/^EBP/);
  });
});
