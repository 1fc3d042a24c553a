import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, signIn } from '../../test/people';
import { aSignedInStaffMemberWith } from '../../test/staff';

let t: TestApp;
let lupToken: string;
beforeAll(async () => {
  t = await startTestApp();
  lupToken = await aSignedInStaffMemberWith(t.app, await signIn(t.app, 'admin', 'Admin@2082'), [
    'LUP',
  ]);
});
afterAll(async () => t?.close());

const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/internal${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

const statusOf = async (token: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/candidate/profile/status',
      headers: bearer(token),
    })
  ).json().data;

describe('profile locks (LUP)', () => {
  it('locks the profile, which the candidate sees, lists it, and unlocks it, each change audited', async () => {
    const candidate = await aCandidate(t);
    const locked = await call(lupToken, 'PUT', `/candidates/${candidate.masterId}/locks`, {
      profileLocked: true,
      documentsLocked: false,
    });
    expect(locked.statusCode).toBe(200);
    expect(locked.json().message.ne).toMatch(/[\u0900-\u097F]/);
    expect(locked.json().data).toMatchObject({
      masterId: candidate.masterId,
      documentsLockedAt: null,
    });
    const lockedAt = locked.json().data.profileLockedAt;
    expect(lockedAt).not.toBeNull();
    expect(await statusOf(candidate.token)).toMatchObject({ locked: true, documentsLocked: false });

    const list = await call(lupToken, 'GET', `/candidates/locks?search=${candidate.masterId}`);
    expect(list.json().data.items.map((row: { masterId: number }) => row.masterId)).toEqual([
      candidate.masterId,
    ]);

    // Locking the documents too keeps the time the profile lock began.
    const both = await call(lupToken, 'PUT', `/candidates/${candidate.masterId}/locks`, {
      profileLocked: true,
      documentsLocked: true,
    });
    expect(both.json().data.profileLockedAt).toBe(lockedAt);
    const open = await call(lupToken, 'PUT', `/candidates/${candidate.masterId}/locks`, {
      profileLocked: false,
      documentsLocked: false,
    });
    expect(open.json().data).toMatchObject({ profileLockedAt: null, documentsLockedAt: null });
    expect(await statusOf(candidate.token)).toMatchObject({
      locked: false,
      documentsLocked: false,
    });
    const again = await call(lupToken, 'GET', `/candidates/locks?search=${candidate.masterId}`);
    expect(again.json().data.total).toBe(0);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'candidate.locks'),
          eq(auditLog.entityId, String(candidate.masterId)),
        ),
      );
    expect(audit).toHaveLength(3);
  });

  it('answers "User not found" for an unknown master id, and refuses anyone without LUP', async () => {
    const missing = await call(lupToken, 'PUT', '/candidates/999999/locks', {
      profileLocked: true,
      documentsLocked: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message.en).toBe('User not found');
    const candidate = await aCandidate(t);
    const clerk = await signIn(t.app, 'clerk', 'Clerk@2082');
    expect((await call(clerk, 'GET', `/candidates/${candidate.masterId}/locks`)).statusCode).toBe(
      403,
    );
    expect(
      (
        await call(candidate.token, 'PUT', `/candidates/${candidate.masterId}/locks`, {
          profileLocked: false,
          documentsLocked: false,
        })
      ).statusCode,
    ).toBe(403);
  });
});
