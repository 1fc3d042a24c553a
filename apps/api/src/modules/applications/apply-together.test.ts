import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications, notifications } from '../../db/schema';
import { aCompleteCandidate } from '../../test/complete-profile';
import { aCandidate, bearer } from '../../test/people';
import { startTestApp, type TestApp } from '../../test/test-app';
import { firstVacancyToApply } from '../../test/vacancies';

// Apply's group commit (applications.service.ts): applies that arrive at the same moment are
// decided and written in one transaction. Each must still be answered for itself, exactly as
// if it had come alone: a refusal, a double click or a second try of one candidate changes
// nothing for the others.

let t: TestApp;
let vacancy: { advertisementId: number; examCentreId: number };

beforeAll(async () => {
  t = await startTestApp();
  vacancy = await firstVacancyToApply(t, (await aCandidate(t)).token);
});
afterAll(async () => t?.close());

const apply = (token: string, payload: object = vacancy) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/applications',
    headers: bearer(token),
    payload,
  });

/** Rows each candidate's applies left: applications, their "applied" events, notifications. */
async function tracesOf(userIds: number[]) {
  const db = t.database.db;
  const rows = await db
    .select()
    .from(applications)
    .where(inArray(applications.candidateUserId, userIds));
  const events = rows.length
    ? await db
        .select()
        .from(applicationEvents)
        .where(
          inArray(
            applicationEvents.applicationId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const notes = await db.select().from(notifications).where(inArray(notifications.userId, userIds));
  return userIds.map((userId) => {
    const own = rows.filter((row) => row.candidateUserId === userId);
    return {
      applications: own.length,
      events: events.filter((e) => own.some((row) => row.id === e.applicationId)).length,
      notifications: notes.filter((note) => note.userId === userId).length,
    };
  });
}

describe('applies sent at the same moment', () => {
  it('are each answered for themselves, and each leaves exactly its own rows', async () => {
    const [a, b, c, d] = await Promise.all([
      aCompleteCandidate(t),
      aCompleteCandidate(t),
      aCompleteCandidate(t),
      aCompleteCandidate(t),
    ]);
    const incomplete = await aCandidate(t);

    const answers = await Promise.all([
      apply(a.token),
      apply(b.token, { ...vacancy, examCentreId: 999999 }), // a centre the vacancy does not offer
      apply(incomplete.token),
      apply(a.token), // a double click
      apply(b.token), // b tries again with the right centre
      apply(c.token),
      apply(d.token),
    ]);

    // Which of a's two identical applies wins depends on the order they reach the queue
    // (tokens are checked off the main thread): one is created, the other is the double click.
    const status = answers.map((answer) => answer.statusCode);
    expect([status[0], status[3]].sort()).toEqual([201, 409]);
    expect([status[1], status[2], status[4], status[5], status[6]]).toEqual([
      400, 422, 201, 201, 201,
    ]);
    expect(answers[2]!.json().code).toBe('PROFILE_INCOMPLETE');
    const aCreated = status[0] === 201 ? answers[0]! : answers[3]!;
    const aRepeated = status[0] === 201 ? answers[3]! : answers[0]!;
    expect(aRepeated.json().code).toBe('ALREADY_APPLIED');
    const created = [aCreated, answers[4]!, answers[5]!, answers[6]!].map(
      (answer) => answer.json().data,
    );
    expect(created.map((application) => application.advertisementId)).toEqual(
      Array(4).fill(vacancy.advertisementId),
    );
    expect(new Set(created.map((application) => application.id)).size).toBe(4);

    const once = { applications: 1, events: 1, notifications: 1 };
    expect(await tracesOf([a.userId, b.userId, c.userId, d.userId])).toEqual([
      once,
      once,
      once,
      once,
    ]);
    expect(await tracesOf([incomplete.userId])).toEqual([
      { applications: 0, events: 0, notifications: 0 },
    ]);
    const mine = await t.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.candidateUserId, a.userId));
    expect(mine.map((row) => row.id)).toEqual([created[0].id]);
  });
});
