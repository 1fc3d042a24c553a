import { createHash } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, refreshToken, requestToken } from '../../test/people';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const NEW_PASSWORD = 'Reset2082ok';

async function mailsTo(email: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id));
}

/** The token of the newest reset link mailed to this address. */
async function resetTokenOf(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const match = mail?.text.match(/Reset link: \S+\/change\/password\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link mailed to ${email}`);
  return match[1]!;
}

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/oauth/password/forgot', payload: { email } });

const checkToken = (token: string) =>
  t.app.inject({ method: 'GET', url: `/oauth/password/reset/${token}` });

const reset = (token: string, newPassword = NEW_PASSWORD, confirmPassword = newPassword) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/password/reset',
    payload: { token, newPassword, confirmPassword },
  });

async function candidateWithLink() {
  const candidate = await aCandidate(t);
  expect((await forgot(candidate.registration.email)).statusCode).toBe(200);
  return { ...candidate, token: await resetTokenOf(candidate.registration.email) };
}

describe('forgot password', () => {
  it('answers an unknown e-mail exactly like a known one and mails nothing', async () => {
    const candidate = await aCandidate(t);
    const known = await forgot(candidate.registration.email.toUpperCase());
    const unknown = await forgot('nobody.here@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json().message.ne).toMatch(/[\u0900-\u097F]/);
    expect(await mailsTo('nobody.here@example.com')).toHaveLength(0);
  });

  it('mails a bilingual link that names the user and opens the reset page', async () => {
    const { registration, token } = await candidateWithLink();
    const [mail] = await mailsTo(registration.email);
    expect(mail!.text).toContain(`${t.baseUrl}/change/password/${token}`);
    expect(mail!.text).toMatch(/[\u0900-\u097F]/);
    expect(token).toHaveLength(43);
    const check = await checkToken(token);
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toEqual({ username: registration.username });
  });

  it('stores only the hash of the token', async () => {
    const { token } = await candidateWithLink();
    const stored = await t.database.db
      .select({ tokenHash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('refuses a malformed e-mail with its field and key', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('validation.email');
  });

  it('a second request invalidates the first link', async () => {
    const { registration, token: first } = await candidateWithLink();
    await forgot(registration.email);
    const second = await resetTokenOf(registration.email);
    expect(second).not.toBe(first);
    expect((await checkToken(first)).json().code).toBe('RESET_TOKEN_INVALID');
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });
});

describe('reset password by link', () => {
  it('sets the new password once: the old one fails, the new one signs in', async () => {
    const { registration, password, token } = await candidateWithLink();
    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message.en).toMatch(/reset/i);
    expect((await requestToken(t.app, registration.username, password)).statusCode).toBe(400);
    expect((await requestToken(t.app, registration.username, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'Another2082ok');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: 0, code: 'RESET_TOKEN_INVALID' });
    expect((await checkToken(token)).statusCode).toBe(400);
  });

  it('ends every session and lifts a lock', async () => {
    const { registration, password, token } = await candidateWithLink();
    const signedIn = await requestToken(t.app, registration.username, password);
    const oldRefresh = signedIn.json().refresh_token as string;
    await t.database.db
      .update(users)
      .set({ mustChangePassword: true })
      .where(eq(users.username, registration.username));
    for (let attempt = 1; attempt <= 5; attempt++)
      await requestToken(t.app, registration.username, 'Wrong-1234');
    expect((await requestToken(t.app, registration.username, password)).json().code).toBe(
      'ACCOUNT_LOCKED',
    );

    expect((await reset(token)).statusCode).toBe(200);
    expect((await refreshToken(t.app, oldRefresh)).statusCode).toBe(400);
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, registration.username));
    expect(user).toMatchObject({ mustChangePassword: false });
    const me = await t.app.inject({
      method: 'GET',
      url: '/oauth/me',
      headers: bearer(await signInToken(registration.username)),
    });
    expect(me.json().data.mustChangePassword).toBe(false);
  });

  it('refuses an expired link', async () => {
    const { token } = await candidateWithLink();
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect((await checkToken(token)).json().code).toBe('RESET_TOKEN_INVALID');
    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses an unknown token with the same code', async () => {
    const response = await checkToken('x'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    expect(response.json().message.ne).toMatch(/[\u0900-\u097F]/);
    expect((await reset('x'.repeat(43))).json().code).toBe('RESET_TOKEN_INVALID');
  });

  it.each([
    ['weak', 'weakpass', 'weakpass', 'newPassword', 'validation.passwordNeedsUpper'],
    ['short', 'Ab1', 'Ab1', 'newPassword', 'validation.passwordTooShort'],
    ['mismatched', NEW_PASSWORD, 'Different2082', 'confirmPassword', 'validation.passwordMismatch'],
  ])(
    'refuses a %s password with the field and key, and keeps the link',
    async (_label, newPassword, confirmPassword, field, key) => {
      const { token } = await candidateWithLink();
      const response = await reset(token, newPassword, confirmPassword);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(response.json().data)).toContain(field);
      expect(JSON.stringify(response.json().data)).toContain(key);
      expect((await checkToken(token)).statusCode).toBe(200);
    },
  );

  it('of simultaneous submits with one link, exactly one succeeds', async () => {
    const { registration, token } = await candidateWithLink();
    // Several at once, so the transactions overlap however the scheduler orders them.
    const passwords = ['First2082ok', 'Second2082ok', 'Third2082ok', 'Fourth2082ok'];
    const answers = await Promise.all(passwords.map((password) => reset(token, password)));
    const winners = passwords.filter((_, i) => answers[i]!.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.json().code === 'RESET_TOKEN_INVALID')).toHaveLength(
      passwords.length - 1,
    );
    expect((await requestToken(t.app, registration.username, winners[0]!)).statusCode).toBe(200);
  });
});

async function signInToken(username: string) {
  const response = await requestToken(t.app, username, NEW_PASSWORD);
  return response.json().access_token as string;
}
