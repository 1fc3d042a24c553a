import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@niyukti/shared';
import {
  advertisementExamCentres,
  advertisements,
  applicationEvents,
  applications,
} from '../../db/schema';
import { aCompleteCandidate } from '../../test/complete-profile';
import { bearer } from '../../test/people';
import { startTestApp, type TestApp } from '../../test/test-app';

// Re-apply for pre-live vacancies (candidate-portal.md §2, /re-verifiedUserList): a post and
// group advertised again is open, while pre-live, to the candidates who applied to an earlier
// advertisement of it; everyone else meets it only once it is live.

let t: TestApp;
let earlierApplicant: Awaited<ReturnType<typeof aCompleteCandidate>>;
let newcomer: Awaited<ReturnType<typeof aCompleteCandidate>>;
let readvertised: number;
let examCentreId: number;
const today = todayIso();

/** An advertisement like the demo's Section Officer (Open), in the given state. */
async function anAdvertisementLike(code: string, number: string, status: 'closed' | 'pre_live') {
  const [model] = await t.database.db
    .select()
    .from(advertisements)
    .where(eq(advertisements.code, 'ADV-2082-001'));
  const { id: _id, createdAt: _createdAt, ...values } = model!;
  const [made] = await t.database.db
    .insert(advertisements)
    .values({ ...values, code, advertisementNumber: number, status })
    .returning();
  const centres = await t.database.db
    .select()
    .from(advertisementExamCentres)
    .where(eq(advertisementExamCentres.advertisementId, model!.id));
  await t.database.db
    .insert(advertisementExamCentres)
    .values(centres.map((centre) => ({ ...centre, advertisementId: made!.id })));
  examCentreId = centres[0]!.examCentreId;
  return made!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  earlierApplicant = await aCompleteCandidate(t);
  newcomer = await aCompleteCandidate(t);
  const closed = await anAdvertisementLike('ADV-2081-001', '15013/081-82', 'closed');
  await t.database.db.insert(applications).values({
    candidateUserId: earlierApplicant.userId,
    advertisementId: closed,
    examCentreId,
    feePaisa: 150_000,
    appliedAt: new Date(`${addDaysIso(today, -400)}T06:00:00Z`),
  });
  readvertised = await anAdvertisementLike('ADV-2082-101', '17013/082-83', 'pre_live');
});
afterAll(async () => t?.close());

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/candidate${url}`, headers: bearer(token) });
const apply = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/applications',
    headers: bearer(token),
    payload: { advertisementId: readvertised, examCentreId },
  });

describe('re-applying to a pre-live vacancy', () => {
  it('is offered to the earlier applicant: the list, the page and the check', async () => {
    const list = await get(earlierApplicant.token, '/vacancies/reapply');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: readvertised, advertisementNumber: '17013/082-83' }),
    ]);
    const detail = await get(earlierApplicant.token, `/vacancies/${readvertised}`);
    expect(detail.json().data).toMatchObject({ reapply: true });
    const check = await get(earlierApplicant.token, `/eligibility?advertisementId=${readvertised}`);
    expect(check.json().data).toMatchObject({ eligible: true });
  });

  it('is not for anyone else while pre-live: not listed, not found', async () => {
    expect((await get(newcomer.token, '/vacancies/reapply')).json().data).toEqual([]);
    expect((await get(newcomer.token, `/vacancies/${readvertised}`)).statusCode).toBe(404);
    expect(
      (await get(newcomer.token, `/eligibility?advertisementId=${readvertised}`)).statusCode,
    ).toBe(404);
    expect((await apply(newcomer.token)).statusCode).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(applications)
        .where(eq(applications.candidateUserId, newcomer.userId)),
    ).toEqual([]);
  });

  it('saves the application, marked as a re-application, once', async () => {
    const applied = await apply(earlierApplicant.token);
    expect(applied.statusCode).toBe(201);
    const id = applied.json().data.id as number;
    const [event] = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(event).toMatchObject({ kind: 'applied', detail: { reapply: true } });
    expect((await apply(earlierApplicant.token)).json().code).toBe('ALREADY_APPLIED');
    const list = await get(earlierApplicant.token, '/vacancies/reapply');
    expect(list.json().data[0]).toMatchObject({ id: readvertised, applied: true });
  });

  it('opens to everyone once live, and leaves the re-apply list', async () => {
    await t.database.db
      .update(advertisements)
      .set({ status: 'live' })
      .where(eq(advertisements.id, readvertised));
    expect((await get(newcomer.token, `/vacancies/${readvertised}`)).json().data).toMatchObject({
      reapply: false,
    });
    expect((await get(earlierApplicant.token, '/vacancies/reapply')).json().data).toEqual([]);
  });
});
