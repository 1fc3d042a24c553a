import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MENU, adToBs } from '@niyukti/shared';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  aCandidate,
  aRegistration,
  bearer,
  refreshToken,
  requestToken,
  signIn,
  temporaryPasswordOf,
} from '../../test/people';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('registration', () => {
  it('creates the candidate with a master id and mails a temporary password', async () => {
    const registration = aRegistration();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/register',
      payload: registration,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 1,
      code: 'OK',
      data: { username: registration.username },
    });
    expect(body.data.masterId).toBeGreaterThanOrEqual(100001);
    expect(body.message.ne).toMatch(/[\u0900-\u097F]/);
    expect(await temporaryPasswordOf(t, registration.email)).toMatch(
      /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{10}$/,
    );
  });

  it.each([
    ['username', { username: 'USERNAME_TAKEN' }, 'DUPLICATE_USERNAME'],
    ['e-mail', { email: 'Taken.Mail@Example.com' }, 'DUPLICATE_EMAIL'],
    ['mobile', { mobile: '9841000001' }, 'DUPLICATE_MOBILE'],
    ['national id', { nationalId: '111-222-3333' }, 'DUPLICATE_NATIONAL_ID'],
    [
      'citizenship in the same district',
      { citizenshipNumber: '11-22-33' },
      'DUPLICATE_CITIZENSHIP',
    ],
  ])(
    'refuses a duplicate %s with a bilingual message and creates nothing',
    async (_label, clash, code) => {
      const first = aRegistration({
        username: 'username_taken',
        email: 'taken.mail@example.com',
        mobile: '9841000001',
        nationalId: '111-222-3333',
        citizenshipNumber: '11-22-33',
      });
      await t.app.inject({ method: 'POST', url: '/api/public/register', payload: first });
      const second = aRegistration(clash);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/public/register',
        payload: second,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ status: 0, code });
      expect(response.json().message.ne).toMatch(/[\u0900-\u097F]/);
      const signInAttempt = await requestToken(t.app, second.username, 'whatever1A');
      expect(signInAttempt.statusCode).toBe(400);
    },
  );

  it('refuses invalid input with the field and a message key, and no 500 for garbage', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/register',
      payload: aRegistration({ mobile: '12345' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().data.issues).toContainEqual({
      path: 'mobile',
      message: 'validation.mobile',
    });
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/public/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().status).toBe(0);
  });
});

describe('OAuth2 token endpoint', () => {
  it('forces a password change at first login and refuses candidate calls until then', async () => {
    const registration = aRegistration();
    await t.app.inject({ method: 'POST', url: '/api/public/register', payload: registration });
    const temporary = await temporaryPasswordOf(t, registration.email);
    const token = await signIn(t.app, registration.email.toUpperCase(), temporary);
    const me = await t.app.inject({ method: 'GET', url: '/oauth/me', headers: bearer(token) });
    expect(me.json().data).toMatchObject({ type: 'candidate', mustChangePassword: true });
    const vacancies = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/vacancies',
      headers: bearer(token),
    });
    expect(vacancies.statusCode).toBe(403);
    expect(vacancies.json().code).toBe('PASSWORD_CHANGE_REQUIRED');

    const same = await t.app.inject({
      method: 'POST',
      url: '/oauth/password/change',
      headers: bearer(token),
      payload: { oldPassword: temporary, newPassword: temporary, confirmPassword: temporary },
    });
    expect(same.statusCode).toBe(400);
    const weak = await t.app.inject({
      method: 'POST',
      url: '/oauth/password/change',
      headers: bearer(token),
      payload: { oldPassword: temporary, newPassword: 'alllower1', confirmPassword: 'alllower1' },
    });
    expect(weak.statusCode).toBe(400);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/oauth/password/change',
      headers: bearer(token),
      payload: {
        oldPassword: temporary,
        newPassword: 'Kathmandu2082',
        confirmPassword: 'Kathmandu2082',
      },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().data.access_token;
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/vacancies',
      headers: bearer(fresh),
    });
    expect(after.statusCode).toBe(200);
    expect((await requestToken(t.app, registration.username, temporary)).statusCode).toBe(400);
  });

  it('answers RFC 6749 errors for a wrong password and an unknown client', async () => {
    const wrong = await requestToken(t.app, 'admin', 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant', code: 'INVALID_CREDENTIALS' });
    const noClient = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=admin&password=Admin%402082',
    });
    expect(noClient.statusCode).toBe(401);
    expect(noClient.json().error).toBe('invalid_client');
  });

  it('rotates refresh tokens and revokes the family when a spent one is replayed', async () => {
    const first = (await requestToken(t.app, 'scrutiny', 'Scrutiny@2082')).json();
    const second = await refreshToken(t.app, first.refresh_token);
    expect(second.statusCode).toBe(200);
    const replay = await refreshToken(t.app, first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    // The thief's replay also ends the legitimate holder's newer token.
    const descendant = await refreshToken(t.app, second.json().refresh_token);
    expect(descendant.statusCode).toBe(400);
  });

  it('tells an expired access token (refresh) from a forged one (drop silently)', async () => {
    const forged = await t.app.inject({
      method: 'GET',
      url: '/oauth/me',
      headers: bearer('not.a.token'),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('INVALID_TOKEN');
    const candidate = await aCandidate(t);
    const me = await t.app.inject({
      method: 'GET',
      url: '/oauth/me',
      headers: bearer(candidate.token),
    });
    expect(me.json().data.masterId).toBe(candidate.masterId);
  });

  it('logs out by revoking the refresh token held in the cookie', async () => {
    const token = await requestToken(t.app, 'clerk', 'Clerk@2082');
    const cookie = token.cookies.find((c) => c.name === 'niyukti_rt');
    expect(cookie?.httpOnly).toBe(true);
    const out = await t.app.inject({
      method: 'POST',
      url: '/oauth/logout',
      cookies: { niyukti_rt: cookie!.value },
    });
    expect(out.statusCode).toBe(200);
    expect((await refreshToken(t.app, cookie!.value)).statusCode).toBe(400);
  });
});

describe('platform', () => {
  it('answers health, session and the public district list', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().data.ok).toBe(true);
    const session = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(session.json().data).toMatchObject({ ready: true, devMailbox: true });
    const { serverDate, serverDateBs } = session.json().data;
    expect(serverDateBs).toBe(adToBs(serverDate));
    expect(serverDateBs).toMatch(/^20\d\d-\d\d-\d\d$/);
    const districts = await t.app.inject({
      method: 'GET',
      url: '/api/public/master-data/districts',
    });
    expect(districts.json().data).toHaveLength(77);
    expect((await t.app.inject({ method: 'GET', url: '/api/nope' })).json().code).toBe('NOT_FOUND');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.json().paths).toHaveProperty('/oauth/token');
  });
});

describe('menu list', () => {
  const menuOf = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/oauth/menu',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { key: string }[]).map((item) => item.key);
  };

  it('gives staff the items their privileges show, in menu order, and candidates none', async () => {
    // Scrutiny also allocates forms (SA), reads the scrutiny reports (SR, RBG, AR) and generates
    // roll numbers (RNG), which takes advertisements live. The counts-only reports are every staff user's (decision 152).
    const reports = [
      'vacancyDistributionReport',
      'vacancyCountByQuotaReport',
      'registeredCandidates',
      'reportByClass',
      'reportByAdvertisementNumber',
      'reapplicationReport',
    ];
    const personalDataReports = ['applicationReport', 'searchApplicant', 'applicationStatus'];
    expect(await menuOf(await signIn(t.app, 'scrutiny', 'Scrutiny@2082'))).toEqual([
      'dashboard',
      ...reports,
      ...personalDataReports,
      'scrutiny',
      'scrutinyAllocation',
      'allocationReport',
      'scrutinyReport',
      'reportByGender',
      'advertisementReport',
      'advertisementLive',
    ]);
    // An officer who only decides the forms given to them sees scrutiny alone.
    expect(await menuOf(await signIn(t.app, 'officer1', 'Officer@2082'))).toEqual([
      'dashboard',
      ...reports,
      'scrutiny',
    ]);
    expect(await menuOf(await signIn(t.app, 'clerk', 'Clerk@2082'))).toEqual([
      'dashboard',
      ...reports,
    ]);
    // The super administrator holds every code, so sees the whole menu in its order.
    expect(await menuOf(await signIn(t.app, 'admin', 'Admin@2082'))).toEqual(
      ADMIN_MENU.map((item) => item.key),
    );
    const candidate = await aCandidate(t);
    expect(
      await menuOf(await signIn(t.app, candidate.registration.username, candidate.password)),
    ).toEqual([]);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oauth/menu' });
    expect(response.statusCode).toBe(401);
  });
});
