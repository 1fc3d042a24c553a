import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIso, type TApplication } from '@niyukti/shared';
import { advertisements, applicationEvents, applications } from '../../db/schema';
import { aCompleteCandidate } from '../../test/complete-profile';
import { bearer } from '../../test/people';
import { startTestApp, type TestApp } from '../../test/test-app';

// Spec §4: after the single fee's payment date an unpaid application may be converted to the
// double fee until the double-fee submission deadline, and is then payable until the double-fee
// payment last date. Demo advertisement ADV-2082-004 (Nayab Subba, fee Rs. 800).

let t: TestApp;
let advertisementId: number;
let examCentreId: number;
const today = todayIso();

beforeAll(async () => {
  t = await startTestApp();
  const [row] = await t.database.db
    .select()
    .from(advertisements)
    .where(eq(advertisements.code, 'ADV-2082-004'));
  advertisementId = row!.id;
  const someone = await aCompleteCandidate(t);
  const detail = await t.app.inject({
    method: 'GET',
    url: `/api/candidate/vacancies/${advertisementId}`,
    headers: bearer(someone.token),
  });
  examCentreId = detail.json().data.examCentres[0].id;
});
afterAll(async () => t?.close());

/** The demo dates again: open with the single fee. */
afterEach(async () => {
  await dates({
    singleFeeDeadline: addDaysIso(today, 20),
    paymentLastDate: null,
    doubleFeeDeadline: addDaysIso(today, 27),
    doubleFeePaymentLastDate: null,
  });
});

async function dates(values: Partial<typeof advertisements.$inferInsert>) {
  await t.database.db
    .update(advertisements)
    .set(values)
    .where(eq(advertisements.id, advertisementId));
}

/** The single fee's payment date was yesterday; conversion stays open for five more days. */
const singleFeeDatePassed = () =>
  dates({
    singleFeeDeadline: addDaysIso(today, -3),
    paymentLastDate: addDaysIso(today, -1),
    doubleFeeDeadline: addDaysIso(today, 5),
    doubleFeePaymentLastDate: addDaysIso(today, 8),
  });

async function anApplication() {
  const candidate = await aCompleteCandidate(t);
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/applications',
    headers: bearer(candidate.token),
    payload: { advertisementId, examCentreId },
  });
  expect(applied.statusCode).toBe(201);
  return { token: candidate.token, application: applied.json().data as TApplication };
}

const convert = (token: string, id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/candidate/applications/${id}/double-fee`,
    headers: bearer(token),
  });

const startPayment = (token: string, id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/candidate/applications/${id}/payments/esewa`,
    headers: bearer(token),
  });

const eventsOf = (id: number) =>
  t.database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));

describe('converting to the double fee', () => {
  it('is refused while the single fee can still be paid, and changes nothing', async () => {
    const { token, application } = await anApplication();
    expect(application).toMatchObject({ paymentWindow: 'payable', doubleFee: false });
    const refused = await convert(token, application.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'DOUBLE_FEE_UNAVAILABLE',
      data: { paymentWindow: 'payable' },
    });
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(row).toMatchObject({ feePaisa: 80_000, doubleFee: false });
  });

  it('after the single fee date: payment waits for the conversion, which doubles the fee once', async () => {
    const { token, application } = await anApplication();
    await singleFeeDatePassed();
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/applications/${application.id}`,
      headers: bearer(token),
    });
    expect(read.json().data).toMatchObject({
      paymentWindow: 'convertible',
      statusMessage: 'inProgress',
      convertBy: addDaysIso(today, 5),
    });
    const refusedPayment = await startPayment(token, application.id);
    expect(refusedPayment.statusCode).toBe(422);
    expect(refusedPayment.json()).toMatchObject({
      code: 'NOT_PAYABLE',
      data: { paymentWindow: 'convertible' },
    });

    // A double click: both answer the converted application, the fee doubles once.
    const [first, second] = await Promise.all([
      convert(token, application.id),
      convert(token, application.id),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().data).toMatchObject({
      feePaisa: 160_000,
      doubleFee: true,
      paymentWindow: 'payable',
      lastPaymentDate: addDaysIso(today, 8),
    });
    expect(first.json().message.ne).toMatch(/दोब्बर/);
    const kinds = (await eventsOf(application.id)).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'double-fee')).toHaveLength(1);

    const timeline = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/applications/${application.id}/timeline`,
      headers: bearer(token),
    });
    expect(timeline.json().data.map((e: { kind: string }) => e.kind)).toEqual([
      'applied',
      'double-fee',
    ]);
    expect(timeline.json().data[1]).toMatchObject({ fromPaisa: 80_000, toPaisa: 160_000 });

    const payment = await startPayment(token, application.id);
    expect(payment.statusCode).toBe(200);
    expect(payment.json().data.fields.total_amount).toBe('1600');
  });

  it('is closed after the double-fee deadline: the application has expired', async () => {
    const { token, application } = await anApplication();
    await dates({
      singleFeeDeadline: addDaysIso(today, -5),
      paymentLastDate: addDaysIso(today, -4),
      doubleFeeDeadline: addDaysIso(today, -1),
      doubleFeePaymentLastDate: addDaysIso(today, 3),
    });
    const refused = await convert(token, application.id);
    expect(refused.json()).toMatchObject({
      code: 'DOUBLE_FEE_UNAVAILABLE',
      data: { paymentWindow: 'closed' },
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/applications/${application.id}`,
      headers: bearer(token),
    });
    expect(read.json().data).toMatchObject({ statusMessage: 'expired', paymentWindow: 'closed' });
  });

  it("is another candidate's business: not found", async () => {
    const { application } = await anApplication();
    const other = await aCompleteCandidate(t);
    await singleFeeDatePassed();
    expect((await convert(other.token, application.id)).statusCode).toBe(404);
  });

  it('is not needed for an application made after the single-fee deadline', async () => {
    await singleFeeDatePassed();
    const { token, application } = await anApplication();
    expect(application).toMatchObject({
      feePaisa: 160_000,
      doubleFee: true,
      paymentWindow: 'payable',
    });
    const again = await convert(token, application.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.feePaisa).toBe(160_000);
  });
});
