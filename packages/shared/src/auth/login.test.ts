import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../i18n/messages';
import { issuesOf, keysAt } from '../testing/issues';
import { ZChangePassword, ZCurrentUser, ZForgotPassword } from './change-password';
import { ZLogin } from './login';

type Case = {
  rule: string;
  ok: Record<string, unknown>;
  bad: Record<string, unknown>;
  path: string;
  key: MessageKey;
};

describe('ZLogin', () => {
  const VALID = { username: 'sita_shrestha', password: 'Temp1234' };
  const CASES: Case[] = [
    {
      rule: 'username required',
      ok: {},
      bad: { username: '' },
      path: 'username',
      key: 'validation.required',
    },
    {
      rule: 'username required (blank)',
      ok: {},
      bad: { username: '   ' },
      path: 'username',
      key: 'validation.required',
    },
    {
      rule: 'e-mail accepted as username',
      ok: { username: 'sita@example.com' },
      bad: { username: undefined },
      path: 'username',
      key: 'validation.required',
    },
    {
      rule: 'username at most 100',
      ok: { username: 'u'.repeat(100) },
      bad: { username: 'u'.repeat(101) },
      path: 'username',
      key: 'validation.maxLength100',
    },
    {
      rule: 'password required',
      ok: {},
      bad: { password: '' },
      path: 'password',
      key: 'validation.required',
    },
    {
      rule: 'password at least 4',
      ok: { password: 'abcd' },
      bad: { password: 'abc' },
      path: 'password',
      key: 'validation.loginPasswordLength',
    },
    {
      rule: 'password at most 128',
      ok: { password: 'p'.repeat(128) },
      bad: { password: 'p'.repeat(129) },
      path: 'password',
      key: 'validation.loginPasswordLength',
    },
  ];

  it.each(CASES)('$rule', ({ ok, bad, path, key }) => {
    expect(issuesOf(ZLogin, { ...VALID, ...ok })).toEqual([]);
    expect(keysAt(ZLogin, { ...VALID, ...bad }, path)).toEqual([key]);
  });

  it('keeps spaces inside a password (they are part of it)', () => {
    expect(ZLogin.parse({ username: ' sita ', password: ' pa ss ' })).toEqual({
      username: 'sita',
      password: ' pa ss ',
    });
  });
});

describe('ZChangePassword', () => {
  const VALID = { oldPassword: 'Temp1234', newPassword: 'Himal2082', confirmPassword: 'Himal2082' };
  const CASES: Case[] = [
    {
      rule: 'old required',
      ok: {},
      bad: { oldPassword: '' },
      path: 'oldPassword',
      key: 'validation.required',
    },
    {
      rule: 'new required',
      ok: {},
      bad: { newPassword: '', confirmPassword: '' },
      path: 'newPassword',
      key: 'validation.required',
    },
    {
      rule: 'confirm required',
      ok: {},
      bad: { confirmPassword: '' },
      path: 'confirmPassword',
      key: 'validation.required',
    },
    {
      rule: 'new is strong',
      ok: {},
      bad: { newPassword: 'himal2082', confirmPassword: 'himal2082' },
      path: 'newPassword',
      key: 'validation.passwordNeedsUpper',
    },
    {
      rule: 'new differs from old',
      ok: {},
      bad: { newPassword: 'Temp1234', confirmPassword: 'Temp1234' },
      path: 'newPassword',
      key: 'validation.passwordSameAsOld',
    },
    {
      rule: 'confirm equals new',
      ok: {},
      bad: { confirmPassword: 'Himal2083' },
      path: 'confirmPassword',
      key: 'validation.passwordMismatch',
    },
  ];

  it.each(CASES)('$rule', ({ ok, bad, path, key }) => {
    expect(issuesOf(ZChangePassword, { ...VALID, ...ok })).toEqual([]);
    expect(keysAt(ZChangePassword, { ...VALID, ...bad }, path)).toEqual([key]);
  });

  it('reports a mismatch even while the new password is still too weak', () => {
    const issues = issuesOf(ZChangePassword, {
      ...VALID,
      newPassword: 'short',
      confirmPassword: 'shorts',
    });
    expect(issues).toContainEqual(['confirmPassword', 'validation.passwordMismatch']);
  });
});

describe('ZForgotPassword', () => {
  it('needs a valid e-mail', () => {
    expect(ZForgotPassword.safeParse({ email: 'sita@example.com' }).success).toBe(true);
    expect(keysAt(ZForgotPassword, { email: 'sita' }, 'email')).toEqual(['validation.email']);
  });
});

describe('ZCurrentUser', () => {
  it('describes a candidate and a staff member', () => {
    const candidate = {
      id: 1,
      username: 'sita',
      fullName: 'Sita Shrestha',
      type: 'candidate',
      masterId: 1001,
      privileges: [],
      mustChangePassword: true,
    };
    expect(ZCurrentUser.safeParse(candidate).success).toBe(true);
    expect(
      ZCurrentUser.safeParse({ ...candidate, type: 'staff', masterId: null, privileges: ['SC'] })
        .success,
    ).toBe(true);
    expect(ZCurrentUser.safeParse({ ...candidate, type: 'admin' }).success).toBe(false);
  });
});
