import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_PARTS } from '@niyukti/shared';
import { applications, candidates, notifications } from '../../db/schema';
import { aCompleteCandidate, giveProfileParts } from '../../test/complete-profile';
import { aCandidate, bearer } from '../../test/people';
import { startTestApp, type TestApp } from '../../test/test-app';
import { firstVacancyToApply } from '../../test/vacancies';

// Spec §4: missing profile documents block applying. Apply asks the same profileStatus as the
// profile page, inside its transaction, and refuses with the list of what is missing.

let t: TestApp;
let application: { advertisementId: number; examCentreId: number };

beforeAll(async () => {
  t = await startTestApp();
  application = await firstVacancyToApply(t, (await aCandidate(t)).token);
});
afterAll(async () => t?.close());

const apply = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/applications',
    headers: bearer(token),
    payload: application,
  });

/** What an application would have left behind: its row and the candidate's notification. */
async function tracesOf(userId: number) {
  const [rows, notes] = await Promise.all([
    t.database.db.select().from(applications).where(eq(applications.candidateUserId, userId)),
    t.database.db.select().from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return { applications: rows.length, notifications: notes.length };
}

describe('applying needs a complete profile', () => {
  it('refuses a new candidate, naming every missing part, and stores nothing', async () => {
    const candidate = await aCandidate(t);
    const refused = await apply(candidate.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      status: 0,
      code: 'PROFILE_INCOMPLETE',
      message: MESSAGES['error.PROFILE_INCOMPLETE'],
      data: { missing: [...PROFILE_PARTS] },
    });
    expect(refused.json().message.ne).toMatch(/[\u0900-\u097F]/);
    expect(await tracesOf(candidate.userId)).toEqual({ applications: 0, notifications: 0 });
  });

  it('names exactly the parts still missing, then applies once they are given', async () => {
    const candidate = await aCandidate(t);
    await giveProfileParts(t, candidate.token, ['personal', 'contact', 'extra', 'photograph']);
    const refused = await apply(candidate.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'PROFILE_INCOMPLETE',
      data: { missing: ['education', 'signature', 'citizenship'] },
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/applications',
      headers: bearer(candidate.token),
    });
    expect(mine.json().data).toEqual([]);
    expect(await tracesOf(candidate.userId)).toEqual({ applications: 0, notifications: 0 });

    await giveProfileParts(t, candidate.token, ['education', 'signature']);
    expect((await apply(candidate.token)).json().data).toEqual({ missing: ['citizenship'] });

    await giveProfileParts(t, candidate.token, ['citizenship']);
    const applied = await apply(candidate.token);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().data).toMatchObject({
      advertisementId: application.advertisementId,
      scrutinyStatus: 'pending',
    });
    expect(await tracesOf(candidate.userId)).toEqual({ applications: 1, notifications: 1 });
  });

  it('lets a complete profile apply while the commission has it locked (a lock is no gap)', async () => {
    const candidate = await aCompleteCandidate(t);
    await t.database.db
      .update(candidates)
      .set({ profileLockedAt: new Date(), documentsLockedAt: new Date() })
      .where(eq(candidates.userId, candidate.userId));
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/profile/status',
      headers: bearer(candidate.token),
    });
    expect(status.json().data).toEqual({
      locked: true,
      documentsLocked: true,
      missing: [],
      openHolds: [],
    });
    const applied = await apply(candidate.token);
    expect(applied.statusCode, applied.body).toBe(201);
  });

  it('still says first when the advertisement itself cannot be applied to', async () => {
    const candidate = await aCandidate(t);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/applications',
      headers: bearer(candidate.token),
      payload: { ...application, advertisementId: 999999 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
