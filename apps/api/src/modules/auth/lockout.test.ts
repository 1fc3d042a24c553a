import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@niyukti/shared';
import { mailOutbox, signInFailures, userBlocks, users } from '../../db/schema';
import { updateMasterConfig } from '../master-data/master-config.repository';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, requestToken, signIn, temporaryPasswordOf } from '../../test/people';
import { signInNameKey } from './auth.repository';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const codeOf = async (username: string, password: string) =>
  (await requestToken(t.app, username, password)).json().code;

const BASIC = `Basic ${Buffer.from('niyukti-web:niyukti-web-secret').toString('base64')}`;

/** A password grant sent from `address` (the socket's: no proxy is trusted in these tests). */
const tokenFrom = (address: string, username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: address,
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });

/** The failure row counted for this name from this client (the test's inject is 127.0.0.1). */
async function failuresOf(username: string, client = '127.0.0.1') {
  const [row] = await t.database.db
    .select()
    .from(signInFailures)
    .where(
      and(eq(signInFailures.nameKey, signInNameKey(username)), eq(signInFailures.client, client)),
    );
  return row;
}

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
    const locked = await failuresOf(username);
    expect(locked!.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    await t.database.db
      .update(signInFailures)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(signInFailures.nameKey, signInNameKey(username)));
    expect(await codeOf(username, 'Wrong-1234')).toBe('INVALID_CREDENTIALS');
    expect((await requestToken(t.app, username, password)).statusCode).toBe(200);
    expect(await failuresOf(username)).toBeUndefined();
  });

  it('forgets wrong passwords a day old', async () => {
    const { registration } = await aCandidate(t);
    for (let attempt = 1; attempt <= 4; attempt++)
      expect(await codeOf(registration.username, 'Wrong-1234')).toBe('INVALID_CREDENTIALS');
    await t.database.db
      .update(signInFailures)
      .set({ lastFailedAt: sql`now() - interval '25 hours'` })
      .where(eq(signInFailures.nameKey, signInNameKey(registration.username)));
    expect(await codeOf(registration.username, 'Wrong-1234')).toBe('INVALID_CREDENTIALS');
    expect((await failuresOf(registration.username))!.failures).toBe(1);
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
      const locked = await failuresOf(registration.username);
      expect(locked!.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    } finally {
      await updateMasterConfig(t.database.db, { maxWrongLoginAttempts: 5, loginLockMinutes: 15 });
    }
  });

  it('answers an unknown name exactly like a known one, attempt after attempt, lock included', async () => {
    const { registration } = await aCandidate(t);
    const answersFor = async (username: string) => {
      const answers = [];
      for (let attempt = 1; attempt <= 7; attempt++) {
        const response = await tokenFrom('192.0.2.40', username, 'Wrong-1234');
        answers.push({ status: response.statusCode, body: response.json() });
      }
      return answers;
    };
    const known = await answersFor(registration.username);
    const unknown = await answersFor('nobody_here');
    const unknownEmail = await answersFor('nobody.here@example.com');
    expect(known.map((answer) => answer.body.code)).toEqual([
      ...Array(4).fill('INVALID_CREDENTIALS'),
      ...Array(3).fill('ACCOUNT_LOCKED'),
    ]);
    expect(known.every((answer) => answer.status === 400)).toBe(true);
    expect(unknown).toEqual(known);
    expect(unknownEmail).toEqual(known);
    // Both are counted the same way, in the same table: nothing tells them apart at rest either.
    expect(await failuresOf('nobody_here', '192.0.2.40')).toMatchObject({ failures: 0 });
    expect(await failuresOf(registration.username, '192.0.2.40')).toMatchObject({ failures: 0 });
  });

  it("does not lock the owner out from another address: a stranger's failures lock only the stranger", async () => {
    const { registration, password } = await aCandidate(t);
    const stranger = '203.0.113.7';
    const owner = '198.51.100.20';
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await tokenFrom(stranger, registration.username, 'Guess-1234')).json().code).toBe(
        'INVALID_CREDENTIALS',
      );
    expect((await tokenFrom(stranger, registration.username, 'Guess-1234')).json().code).toBe(
      'ACCOUNT_LOCKED',
    );
    // Locked for the stranger even with the right password; open for the owner elsewhere.
    expect((await tokenFrom(stranger, registration.username, password)).json().code).toBe(
      'ACCOUNT_LOCKED',
    );
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await tokenFrom(stranger, registration.username, 'Guess-1234')).json().code).toBe(
        'ACCOUNT_LOCKED',
      );
      expect((await tokenFrom(owner, registration.username, password)).statusCode).toBe(200);
    }
    // The owner's own wrong passwords count for the owner's address only, from zero.
    expect((await tokenFrom(owner, registration.username, 'Typo-1234')).json().code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(await failuresOf(registration.username, owner)).toMatchObject({ failures: 1 });
    // An IPv6 client is its /64: another address of the same network is the same client.
    for (let attempt = 1; attempt <= 5; attempt++)
      await tokenFrom('2001:db8:1:2::17', registration.username, 'Guess-1234');
    expect(
      (await tokenFrom('2001:db8:1:2:ffff::9', registration.username, password)).json().code,
    ).toBe('ACCOUNT_LOCKED');
    expect((await tokenFrom('2001:db8:1:3::17', registration.username, password)).statusCode).toBe(
      200,
    );
  });

  it('lifts every lock of the account on a password reset by link, and on one by staff (PUM)', async () => {
    const { registration } = await aCandidate(t);
    const lockFrom = async (address: string, login: string) => {
      for (let attempt = 1; attempt <= 5; attempt++) await tokenFrom(address, login, 'Guess-1234');
      expect((await tokenFrom(address, login, 'Guess-1234')).json().code).toBe('ACCOUNT_LOCKED');
    };
    await lockFrom('203.0.113.8', registration.username);
    await lockFrom('203.0.113.9', registration.email.toUpperCase());

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/oauth/password/forgot',
      payload: { email: registration.email },
    });
    expect(forgot.statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, registration.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = mail!.text.match(/\/change\/password\/([A-Za-z0-9_-]+)/)![1]!;
    const newPassword = 'Reset2082ok';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/oauth/password/reset',
      payload: { token, newPassword, confirmPassword: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect((await tokenFrom('203.0.113.8', registration.username, newPassword)).statusCode).toBe(
      200,
    );
    expect((await tokenFrom('203.0.113.9', registration.email, newPassword)).statusCode).toBe(200);

    await lockFrom('203.0.113.8', registration.username);
    const admin = await signIn(t.app, 'admin', 'Admin@2082');
    const userId = await userIdOf(registration.username);
    const byStaff = await t.app.inject({
      method: 'POST',
      url: `/api/internal/users/${userId}/password-reset`,
      headers: bearer(admin),
    });
    expect(byStaff.statusCode).toBe(200);
    const temporary = await temporaryPasswordOf(t, registration.email);
    expect((await tokenFrom('203.0.113.8', registration.username, temporary)).statusCode).toBe(200);
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
