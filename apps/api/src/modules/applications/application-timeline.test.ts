import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIso, type TApplicationTimeline } from '@niyukti/shared';
import { advertisements } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, signIn } from '../../test/people';
import { aCompleteCandidate } from '../../test/complete-profile';
import { payInEsewaSandbox } from '../../test/esewa-payer';
import { finaliseAfterTheSeason, holdFields } from '../../test/scrutiny-forms';

// The candidate's timeline of one application, through HTTP against a real database: it grows
// with every status change (applied, paid, scrutiny, roll number), shows no staff identity, and
// the status message follows the same steps.

let t: TestApp;
let candidate: Awaited<ReturnType<typeof aCandidate>>;
let scrutinyToken: string;
let staff: { id: number; username: string; fullName: string };

beforeAll(async () => {
  t = await startTestApp();
  candidate = await aCompleteCandidate(t);
  scrutinyToken = await signIn(t.app, 'scrutiny', 'Scrutiny@2082');
  staff = (
    await t.app.inject({ method: 'GET', url: '/oauth/me', headers: bearer(scrutinyToken) })
  ).json().data;
});
afterAll(async () => t?.close());

const AT = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

async function vacancies(token: string) {
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/candidate/vacancies?page=1&pageSize=10&sort=advertisementNumber:asc',
    headers: bearer(token),
  });
  expect(list.statusCode).toBe(200);
  return list.json().data.items as Array<{ id: number; feePaisa: number }>;
}

async function apply(token: string, advertisementId: number): Promise<number> {
  const detail = (
    await t.app.inject({
      method: 'GET',
      url: `/api/candidate/vacancies/${advertisementId}`,
      headers: bearer(token),
    })
  ).json().data;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/applications',
    headers: bearer(token),
    payload: { advertisementId, examCentreId: detail.examCentres[0].id },
  });
  expect(created.statusCode).toBe(201);
  return created.json().data.id;
}

async function timelineOf(applicationId: number, token = candidate.token) {
  return t.app.inject({
    method: 'GET',
    url: `/api/candidate/applications/${applicationId}/timeline`,
    headers: bearer(token),
  });
}

async function eventsOf(applicationId: number): Promise<TApplicationTimeline> {
  const response = await timelineOf(applicationId);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function applicationOf(applicationId: number, token = candidate.token) {
  return (
    await t.app.inject({
      method: 'GET',
      url: `/api/candidate/applications/${applicationId}`,
      headers: bearer(token),
    })
  ).json().data;
}

describe('the timeline of my application', () => {
  let applicationId: number;
  let feePaisa: number;

  it('starts with the application and its fee', async () => {
    const [vacancy] = await vacancies(candidate.token);
    applicationId = await apply(candidate.token, vacancy!.id);
    feePaisa = (await applicationOf(applicationId)).feePaisa;
    expect(await eventsOf(applicationId)).toStrictEqual([{ kind: 'applied', at: AT, feePaisa }]);
    expect(await applicationOf(applicationId)).toMatchObject({ statusMessage: 'inProgress' });
  });

  it('is "not found" for another candidate, and needs a candidate', async () => {
    const other = await aCandidate(t);
    const response = await timelineOf(applicationId, other.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expect((await timelineOf(999999)).statusCode).toBe(404);
    expect((await timelineOf(applicationId, scrutinyToken)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/applications/${applicationId}/timeline`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('adds the verified payment with its reference', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/applications/${applicationId}/payments/esewa`,
      headers: bearer(candidate.token),
    });
    const redirect = await payInEsewaSandbox(t.app, start.json().data);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/payments/esewa/confirm',
      headers: bearer(candidate.token),
      payload: { params: { data: redirect.searchParams.get('data') } },
    });
    expect(confirmed.statusCode).toBe(200);
    const { paymentReference } = confirmed.json().data;
    const events = await eventsOf(applicationId);
    expect(events.map((e) => e.kind)).toEqual(['applied', 'paid']);
    expect(events[1]).toStrictEqual({
      kind: 'paid',
      at: AT,
      provider: 'ESEWA',
      paymentReference,
      providerReference: expect.any(String),
      amountPaisa: feePaisa,
    });
    // Paid, but scrutiny has not spoken: still in progress (paying approves nothing).
    expect(await applicationOf(applicationId)).toMatchObject({
      statusMessage: 'inProgress',
    });
  });

  it('adds each scrutiny decision with its remarks, and the roll number', async () => {
    const url = `/api/internal/scrutiny/applications/${applicationId}/decision`;
    for (const payload of [
      { decision: 'hold', remarks: 'Citizenship scan is unreadable', ...holdFields('citizenship') },
      { decision: 'approved', remarks: 'Documents verified' },
    ]) {
      const decided = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(scrutinyToken),
        payload,
      });
      expect(decided.statusCode).toBe(200);
    }
    expect(await applicationOf(applicationId)).toMatchObject({ statusMessage: 'approved' });
    const { advertisementId } = await applicationOf(applicationId);
    await finaliseAfterTheSeason(t.app, t.database.db, scrutinyToken, advertisementId);
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/internal/roll-numbers/generate',
      headers: bearer(scrutinyToken),
      payload: { advertisementId },
    });
    expect(generated.json().data.assigned).toBe(1);

    const events = await eventsOf(applicationId);
    expect(events.slice(2)).toStrictEqual([
      {
        kind: 'scrutiny',
        at: AT,
        decision: 'hold',
        remarks: 'Citizenship scan is unreadable',
        ...holdFields('citizenship'),
        holdExpired: false,
      },
      {
        kind: 'scrutiny',
        at: AT,
        decision: 'approved',
        remarks: 'Documents verified',
        holdReason: null,
        holdUntil: null,
        holdExpired: false,
      },
      { kind: 'roll-number', at: AT, rollNumber: '1' },
    ]);
    const times = events.map((e) => e.at);
    expect(times).toEqual([...times].sort());
  });

  it('names no member of staff, by id, username or name', async () => {
    const body = (await timelineOf(applicationId)).body;
    expect(body).not.toMatch(/actor|userId|username/i);
    expect(body).not.toContain(staff.fullName);
    // The demo officer's username is 'scrutiny', the name of an event kind: look past the kinds.
    for (const { kind: _kind, ...details } of JSON.parse(body).data as Array<
      Record<string, unknown>
    >) {
      expect(Object.values(details)).not.toContain(staff.id);
      expect(Object.values(details)).not.toContain(staff.username);
    }
  });
});

describe('the status message', () => {
  it('is "expired" once the last payment day has passed unpaid', async () => {
    const latecomer = await aCompleteCandidate(t);
    const [, vacancy] = await vacancies(latecomer.token);
    const applicationId = await apply(latecomer.token, vacancy!.id);
    expect(await applicationOf(applicationId, latecomer.token)).toMatchObject({
      statusMessage: 'inProgress',
    });
    // The advertisement's payment dates pass (only this candidate applied to it here).
    const yesterday = addDaysIso(todayIso(), -1);
    await t.database.db
      .update(advertisements)
      .set({
        doubleFeeDeadline: yesterday,
        paymentLastDate: addDaysIso(yesterday, -1),
        doubleFeePaymentLastDate: yesterday,
      })
      .where(eq(advertisements.id, vacancy!.id));
    // The single fee was due the day before; the double-fee deadline (yesterday) closed the
    // way to convert, so nothing can be paid any more.
    expect(await applicationOf(applicationId, latecomer.token)).toMatchObject({
      lastPaymentDate: addDaysIso(yesterday, -1),
      paymentWindow: 'closed',
      statusMessage: 'expired',
    });
  });
});
