import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@niyukti/shared';
import { userBlocks, users } from '../../db/schema';
import { updateMasterConfig } from '../master-data/master-config.repository';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, requestToken, signIn } from '../../test/people';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const codeOf = async (username: string, password: string) =>
  (await requestToken(t.app, username, password)).json().code;

async function userIdOf(username: string) {
  const [user] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  return user!.id;
}

describe('wrong passwords (brute force)', () => {
  it('locks the account at the master-config limit, even for the right password, until the lock ends', async () => {
    const { registration, password } = await aCandidate(t);
    const username = registration.username;
    for (let attempt = 1; attempt <= 4; attempt++)
      expect(await codeOf(username, 'Wrong-1234')).toBe('INVALID_CREDENTIALS');
    const locking = await requestToken(t.app, username, 'Wrong-1234');
    expect(locking.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', error: 'invalid_grant' });
    expect(locking.json().message.ne).toMatch(/[\u0900-\u097F]/);
    expect(await codeOf(username, password)).toBe('ACCOUNT_LOCKED');

    // The lock runs out (15 minutes by default): the right password works and the count restarts.
    await t.database.db
      .update(users)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(users.username, username));
    expect((await requestToken(t.app, username, password)).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.username, username));
    expect(after).toMatchObject({ failedLogins: 0, lockedUntil: null });
  });

  it('reads the limit from master data, not from code', async () => {
    await updateMasterConfig(t.database.db, { maxWrongLoginAttempts: 2 });
    try {
      const { registration } = await aCandidate(t);
      expect(await codeOf(registration.username, 'Wrong-1234')).toBe('INVALID_CREDENTIALS');
      expect(await codeOf(registration.username, 'Wrong-1234')).toBe('ACCOUNT_LOCKED');
    } finally {
      await updateMasterConfig(t.database.db, { maxWrongLoginAttempts: 5 });
    }
  });

  it('lets holders of UM change the limits (the brute-force setting), audited', async () => {
    const admin = await signIn(t.app, 'admin', 'Admin@2082');
    const clerk = await signIn(t.app, 'clerk', 'Clerk@2082');
    const url = '/api/internal/login-limits';
    expect(
      (await t.app.inject({ method: 'GET', url, headers: bearer(admin) })).json().data,
    ).toEqual({
      maxWrongLoginAttempts: 5,
      loginLockMinutes: 15,
    });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url,
          headers: bearer(clerk),
          payload: { maxWrongLoginAttempts: 1, loginLockMinutes: 1 },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(admin),
      payload: { maxWrongLoginAttempts: 0, loginLockMinutes: 15 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.issues).toContainEqual({
      path: 'maxWrongLoginAttempts',
      message: 'validation.loginAttempts',
    });

    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(admin),
      payload: { maxWrongLoginAttempts: '3', loginLockMinutes: '30' },
    });
    expect(saved.json().data).toEqual({ maxWrongLoginAttempts: 3, loginLockMinutes: 30 });
    try {
      const { registration } = await aCandidate(t);
      for (let attempt = 1; attempt <= 2; attempt++)
        expect(await codeOf(registration.username, 'Wrong-1234')).toBe('INVALID_CREDENTIALS');
      expect(await codeOf(registration.username, 'Wrong-1234')).toBe('ACCOUNT_LOCKED');
      const [locked] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.username, registration.username));
      expect(locked!.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    } finally {
      await updateMasterConfig(t.database.db, { maxWrongLoginAttempts: 5, loginLockMinutes: 15 });
    }
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const unknown = await requestToken(t.app, 'nobody_here', 'Wrong-1234');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('blocks by the commission', () => {
  it('refuse sign-in while a block covers today, and only to someone who knows the password', async () => {
    const { registration, password } = await aCandidate(t);
    const userId = await userIdOf(registration.username);
    const today = todayIso();
    const [block] = await t.database.db
      .insert(userBlocks)
      .values({
        userId,
        startsOn: addDaysIso(today, -1),
        endsOn: addDaysIso(today, 3),
        reason: 'test',
      })
      .returning();
    expect(await codeOf(registration.username, password)).toBe('ACCOUNT_BLOCKED');
    expect(await codeOf(registration.username, 'Wrong-1234')).toBe('INVALID_CREDENTIALS');

    await t.database.db
      .update(userBlocks)
      .set({ liftedAt: new Date() })
      .where(eq(userBlocks.id, block!.id));
    expect((await requestToken(t.app, registration.username, password)).statusCode).toBe(200);
  });

  it('do not apply before they start or after they end', async () => {
    const { registration, password } = await aCandidate(t);
    const userId = await userIdOf(registration.username);
    const today = todayIso();
    await t.database.db.insert(userBlocks).values([
      { userId, startsOn: addDaysIso(today, 1), endsOn: addDaysIso(today, 5) },
      { userId, startsOn: addDaysIso(today, -9), endsOn: addDaysIso(today, -1) },
    ]);
    expect((await requestToken(t.app, registration.username, password)).statusCode).toBe(200);
  });
});
