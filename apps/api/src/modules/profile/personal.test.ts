import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, signIn } from '../../test/people';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

type Candidate = Awaited<ReturnType<typeof aCandidate>>;

const read = (candidate: Candidate) =>
  t.app.inject({
    method: 'GET',
    url: '/api/candidate/profile/personal',
    headers: bearer(candidate.token),
  });

const save = (token: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/candidate/profile/personal',
    headers: bearer(token),
    payload,
  });

/** The registration's identity as the form shows it, plus the Nepali and family names. */
async function completeDetails(candidate: Candidate) {
  const view = (await read(candidate)).json().data;
  return {
    ...view,
    middleName: view.middleName ?? '',
    genderOtherConfirmed: view.gender === 'other',
    firstNameNe: 'अनिता',
    middleNameNe: '',
    lastNameNe: 'गुरुङ',
    fatherNameEn: 'Ram Bahadur Gurung',
    fatherNameNe: 'राम बहादुर गुरुङ',
    motherNameEn: 'Sita Gurung',
    motherNameNe: 'सीता गुरुङ',
    grandfatherNameEn: 'Hari Gurung',
    grandfatherNameNe: 'हरि गुरुङ',
    spouseNameEn: '',
    spouseNameNe: '',
  };
}

describe('personal details', () => {
  it('start from the registration, then keep the Nepali and family names', async () => {
    const candidate = await aCandidate(t);
    const before = (await read(candidate)).json().data;
    expect(before).toMatchObject({
      firstName: candidate.registration.firstName,
      dobAd: candidate.registration.dobAd,
      firstNameNe: null,
      locked: false,
    });
    expect(before.dobBs).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const details = await completeDetails(candidate);
    const saved = await save(candidate.token, { ...details, lastName: 'Thapa' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message.ne).toMatch(/[\u0900-\u097F]/);
    expect((await read(candidate)).json().data).toMatchObject({
      lastName: 'Thapa',
      firstNameNe: 'अनिता',
      middleNameNe: null,
      fatherNameNe: 'राम बहादुर गुरुङ',
      spouseNameEn: null,
    });
  });

  it('refuses names not in Nepali, and changes nothing', async () => {
    const candidate = await aCandidate(t);
    const response = await save(candidate.token, {
      ...(await completeDetails(candidate)),
      firstNameNe: 'Anita',
      lastName: 'Changed',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues).toContainEqual({
      path: 'firstNameNe',
      message: 'validation.nepaliOnly',
    });
    expect((await read(candidate)).json().data.lastName).toBe(candidate.registration.lastName);
  });

  it('refuses another candidate’s citizenship number from the same district', async () => {
    const first = await aCandidate(t);
    const second = await aCandidate(t);
    const response = await save(second.token, {
      ...(await completeDetails(second)),
      citizenshipNumber: first.registration.citizenshipNumber,
      citizenshipIssueDistrictId: first.registration.citizenshipIssueDistrictId,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('DUPLICATE_CITIZENSHIP');
  });

  it('is read only once the commission has locked the profile', async () => {
    const candidate = await aCandidate(t);
    const details = await completeDetails(candidate);
    expect((await save(candidate.token, details)).statusCode).toBe(200);
    await t.database.db
      .update(candidates)
      .set({ profileLockedAt: new Date() })
      .where(eq(candidates.userId, candidate.userId));
    expect((await read(candidate)).json().data.locked).toBe(true);
    const refused = await save(candidate.token, { ...details, lastName: 'Changed' });
    expect(refused.statusCode).toBe(423);
    expect(refused.json().message.en).toBe(
      'Your profile is locked. Please contact the commission to change it.',
    );
    expect((await read(candidate)).json().data.lastName).toBe(candidate.registration.lastName);
  });

  it('is only for the candidate: staff and visitors are refused', async () => {
    const clerk = await signIn(t.app, 'clerk', 'Clerk@2082');
    expect((await save(clerk, {})).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/candidate/profile/personal' })).statusCode,
    ).toBe(401);
  });
});
