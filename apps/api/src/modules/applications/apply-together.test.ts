import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProfileSnapshotContent } from '@niyukti/shared';
import { applicationEvents, applications, candidates, notifications } from '../../db/schema';
import { rowsOf } from '../../db/raw-rows';
import { aCompleteCandidate } from '../../test/complete-profile';
import { aCandidate, bearer } from '../../test/people';
import { startTestApp, type TestApp } from '../../test/test-app';
import { firstVacancyToApply, listedAdvertisementIds, vacancyToApply } from '../../test/vacancies';
import { markProfileChanged } from '../profile/index';

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

/** Each application's snapshot: whose profile it holds, the files it keeps, the candidate's current one. */
async function snapshotsOf(applicationIds: number[]) {
  return rowsOf<{
    application_id: number;
    snapshot_id: number;
    owner: number;
    content: TProfileSnapshotContent;
    kept_files: number;
    current_snapshot_id: number | null;
  }>(
    t.database.db,
    sql`select a.id as application_id, s.id as snapshot_id, s.candidate_user_id as owner,
        s.content, c.current_snapshot_id,
        (select count(*)::int from profile_snapshot_files f where f.snapshot_id = s.id) as kept_files
      from ${applications} a
      join profile_snapshots s on s.id = a.profile_snapshot_id
      join ${candidates} c on c.user_id = a.candidate_user_id
      where a.id = any(${sql.param(applicationIds)}::int[])
      order by a.id`,
  );
}

describe('the profile each application is sent with', () => {
  it('is its own candidate’s, taken in the batch that writes the forms, with the files it names', async () => {
    const people = await Promise.all([
      aCompleteCandidate(t),
      aCompleteCandidate(t),
      aCompleteCandidate(t),
    ]);
    const answers = await Promise.all(people.map((person) => apply(person.token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const ids = answers.map((answer) => answer.json().data.id as number);

    const kept = await snapshotsOf(ids);
    expect(kept.map((row) => row.owner)).toEqual(people.map((person) => person.userId));
    for (const row of kept) {
      expect(row.current_snapshot_id).toBe(row.snapshot_id);
      // The four documents at least: photograph, signature, citizenship's two sides.
      expect(row.kept_files).toBeGreaterThanOrEqual(4);
      expect(row.content.documents).toHaveLength(4);
    }
    const masterIds = await t.database.db
      .select({ userId: candidates.userId, masterId: candidates.masterId })
      .from(candidates)
      .where(
        inArray(
          candidates.userId,
          people.map((person) => person.userId),
        ),
      );
    for (const row of kept)
      expect(row.content.candidate.masterId).toBe(
        masterIds.find((candidate) => candidate.userId === row.owner)!.masterId,
      );
  });

  it('is the same snapshot until the profile changes, and a new one after', async () => {
    const person = await aCompleteCandidate(t);
    // The demo's first page of vacancies: not all of them are open to everyone.
    const listed = await Promise.all(
      (await listedAdvertisementIds(t, person.token)).map((id) =>
        vacancyToApply(t, person.token, id),
      ),
    );
    /** Applies to the next vacancy listed that is open to this candidate; the new id. */
    const appliedToNext = async (): Promise<number> => {
      const payload = listed.shift();
      if (!payload) throw new Error('no vacancy left that this candidate may apply to');
      const answer = await apply(person.token, payload);
      if (answer.statusCode === 422 && answer.json().code === 'NOT_ELIGIBLE')
        return appliedToNext();
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json().data.id as number;
    };
    const before = [await appliedToNext(), await appliedToNext()];
    await markProfileChanged(t.database.db, person.userId);
    const after = await appliedToNext();

    const [one, two, three] = await snapshotsOf([...before, after]);
    expect(two!.snapshot_id).toBe(one!.snapshot_id);
    expect(three!.snapshot_id).not.toBe(one!.snapshot_id);
    expect(three!.current_snapshot_id).toBe(three!.snapshot_id);
  });
});
