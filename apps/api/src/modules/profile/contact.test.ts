import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAddressInput } from '@niyukti/shared';
import { candidates } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, signIn } from '../../test/people';

let t: TestApp;
const BAGMATI = 3;
const KATHMANDU = 27;
const KOSHI = 1;
const WARDS = 5;
/** Local bodies made for this file (the official list is there only when its files are). */
let kathmanduBody: number;
let otherDistrict: number;
let otherDistrictBody: number;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await signIn(t.app, 'admin', 'Admin@2082');
  const publicList = async (key: string, parentId?: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/public/master-data/${key}${parentId ? `?parentId=${parentId}` : ''}`,
      })
    ).json().data as { id: number }[];
  const [bodyType] = await publicList('local-body-types');
  otherDistrict = (await publicList('districts', BAGMATI)).find((d) => d.id !== KATHMANDU)!.id;
  const addLocalBody = async (districtId: number, name: string, nameNe: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/internal/master-data/local-bodies',
      headers: bearer(admin),
      payload: {
        districtId,
        localBodyTypeId: bodyType!.id,
        nameEn: `Contact Test ${name} ${process.pid}`,
        nameNe: `सम्पर्क परीक्षण ${nameNe} ${process.pid}`,
        wardCount: WARDS,
        active: true,
      },
    });
    if (response.statusCode !== 201) throw new Error(`local body: ${response.body}`);
    return response.json().data.id as number;
  };
  kathmanduBody = await addLocalBody(KATHMANDU, 'Kathmandu', 'काठमाडौं');
  otherDistrictBody = await addLocalBody(otherDistrict, 'Other', 'अर्को');
});
afterAll(async () => t?.close());

const anAddress = (overrides: Partial<TAddressInput> = {}): TAddressInput => ({
  provinceId: BAGMATI,
  districtId: KATHMANDU,
  localBodyId: kathmanduBody,
  wardNo: 3,
  marga: 'Putali Sadak',
  tole: 'Dillibazar',
  gharNo: '12/A',
  phoneNo: '014412345',
  mobileNo: '9812345678',
  email: 'anita@example.com',
  ...overrides,
});

const save = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/candidate/profile/contact',
    headers: bearer(token),
    payload: payload as object,
  });
const read = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/candidate/profile/contact', headers: bearer(token) });

const contactWith = (
  permanent: Partial<TAddressInput>,
  mailing: Partial<TAddressInput> | null = null,
) => ({
  permanent: anAddress(permanent),
  mailing: anAddress(mailing ?? permanent),
  mailingSameAsPermanent: mailing === null,
});

describe('contact details', () => {
  it('saves both addresses and reads them back, null before the first save', async () => {
    const candidate = await aCandidate(t);
    expect((await read(candidate.token)).json().data).toBeNull();

    const contact = contactWith(
      {},
      { districtId: otherDistrict, localBodyId: otherDistrictBody, tole: 'Pulchowk' },
    );
    const saved = await save(candidate.token, contact);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message.ne).toMatch(/[\u0900-\u097F]/);
    const expected = { ...contact, mailingSameAsPermanent: false };
    expect(saved.json().data).toEqual(expected);
    expect((await read(candidate.token)).json().data).toEqual(expected);
  });

  it('keeps a copy of the permanent address as the mailing one when they are the same', async () => {
    const candidate = await aCandidate(t);
    const permanent = anAddress();
    const saved = await save(candidate.token, {
      permanent,
      mailing: anAddress({ tole: 'Left over from before' }),
      mailingSameAsPermanent: true,
    });
    expect(saved.statusCode).toBe(200);
    expect((await read(candidate.token)).json().data).toEqual({
      permanent,
      mailing: permanent,
      mailingSameAsPermanent: true,
    });
  });

  it('replaces the saved addresses on a second save, keeping empty optional fields as null', async () => {
    const candidate = await aCandidate(t);
    await save(candidate.token, contactWith({}, { tole: 'Baneshwor' }));
    const second = contactWith({ marga: '', gharNo: '  ', phoneNo: '', tole: 'Chabahil' });
    expect((await save(candidate.token, second)).statusCode).toBe(200);
    const stored = (await read(candidate.token)).json().data;
    expect(stored.permanent).toMatchObject({ tole: 'Chabahil', marga: null, gharNo: null });
    expect(stored.permanent.phoneNo).toBeNull();
    expect(stored.mailingSameAsPermanent).toBe(true);
  });

  it('keeps Devanagari digits as Latin ones and e-mail in lower case', async () => {
    const candidate = await aCandidate(t);
    const saved = await save(
      candidate.token,
      contactWith({
        phoneNo: '०१४४१२३४५',
        mobileNo: '९८४१२३४५६७',
        gharNo: '१२',
        email: 'Anita@Example.COM',
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.permanent).toMatchObject({
      phoneNo: '014412345',
      mobileNo: '9841234567',
      gharNo: '12',
      email: 'anita@example.com',
    });
  });
});

describe('contact rules', () => {
  let token: string;
  beforeAll(async () => {
    token = (await aCandidate(t)).token;
  });

  // Each rule: a value that passes and one that fails, with the message the form shows.
  it.each<[keyof TAddressInput, unknown, unknown, string]>([
    ['provinceId', BAGMATI, null, 'validation.required'],
    ['wardNo', WARDS, 0, 'validation.id'],
    ['wardNo', 1, 100, 'validation.id'],
    ['tole', 'Dillibazar', '', 'validation.required'],
    ['tole', 'त'.repeat(100), 'त'.repeat(101), 'validation.maxLength100'],
    ['marga', '', 'm'.repeat(101), 'validation.maxLength100'],
    ['gharNo', '', 'g'.repeat(31), 'validation.maxLength30'],
    ['phoneNo', '', '12345', 'validation.phoneNo'],
    ['phoneNo', '123456789012345', '1234567890123456', 'validation.phoneNo'],
    ['phoneNo', '061520123', '01-4412345', 'validation.phoneNo'],
    ['mobileNo', '9612345678', '9512345678', 'validation.mobile'],
    ['mobileNo', '9712345678', '981234567', 'validation.mobile'],
    ['mobileNo', '9812345678', '', 'validation.required'],
    ['email', 'a.b@example.com.np', 'anita@', 'validation.email'],
    ['email', 'a@example.com', '', 'validation.required'],
  ])('%s: %j passes, %j fails', async (field, good, bad, message) => {
    const passed = await save(token, contactWith({ [field]: good }));
    expect(passed.statusCode, passed.body).toBe(200);
    const failed = await save(token, contactWith({}, { [field]: bad }));
    expect(failed.statusCode).toBe(400);
    expect(failed.json().code).toBe('VALIDATION_FAILED');
    expect(failed.json().data.issues).toContainEqual({ path: `mailing.${field}`, message });
  });

  it.each<[string, Partial<TAddressInput>, keyof TAddressInput, string]>([
    [
      'a district of another province',
      { provinceId: KOSHI },
      'districtId',
      'districtNotInProvince',
    ],
    ['a province that does not exist', { provinceId: 999_999 }, 'provinceId', 'unknownReference'],
    ['a district that does not exist', { districtId: 999_999 }, 'districtId', 'unknownReference'],
    [
      'a local body of another district',
      { localBodyId: -1 },
      'localBodyId',
      'localBodyNotInDistrict',
    ],
    [
      'a local body that does not exist',
      { localBodyId: 999_999 },
      'localBodyId',
      'unknownReference',
    ],
    ['a ward past the last one', { wardNo: WARDS + 1 }, 'wardNo', 'wardNotInLocalBody'],
  ])('refuses %s (and takes the right one)', async (_what, wrong, field, message) => {
    const place = wrong.localBodyId === -1 ? { localBodyId: otherDistrictBody } : wrong;
    for (const kind of ['permanent', 'mailing'] as const) {
      const contact = kind === 'permanent' ? contactWith(place, {}) : contactWith({}, place);
      const refused = await save(token, contact);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.issues).toEqual([
        { path: `${kind}.${field}`, message: `validation.${message}` },
      ]);
      expect(refused.json().message.ne).toMatch(/[\u0900-\u097F]/);
    }
    const fine = contactWith(
      { wardNo: WARDS },
      { districtId: otherDistrict, localBodyId: otherDistrictBody },
    );
    expect((await save(token, fine)).statusCode).toBe(200);
  });

  it('saves nothing when either address is refused', async () => {
    const candidate = await aCandidate(t);
    const refused = await save(candidate.token, contactWith({}, { wardNo: WARDS + 1 }));
    expect(refused.statusCode).toBe(400);
    expect((await read(candidate.token)).json().data).toBeNull();
  });
});

describe('who may read and change contact details', () => {
  it("never shows or changes another candidate's addresses", async () => {
    const anita = await aCandidate(t);
    const other = await aCandidate(t);
    const anitas = contactWith({ tole: 'Anita tole' });
    await save(anita.token, anitas);

    expect((await read(other.token)).json().data).toBeNull();
    expect((await save(other.token, contactWith({ tole: 'Other tole' }))).statusCode).toBe(200);
    expect((await read(anita.token)).json().data).toEqual(anitas);
    expect((await read(other.token)).json().data.permanent.tole).toBe('Other tole');
  });

  it('offers the mobile number and e-mail given at registration, each candidate their own', async () => {
    const candidate = await aCandidate(t);
    const other = await aCandidate(t);
    const registered = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/candidate/profile/contact/registered',
        headers: bearer(token),
      });
    const answer = await registered(candidate.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      mobile: candidate.registration.mobile,
      email: candidate.registration.email,
    });
    expect((await registered(other.token)).json().data.email).toBe(other.registration.email);
    const clerk = await signIn(t.app, 'clerk', 'Clerk@2082');
    expect((await registered(clerk)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/profile/contact/registered',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses staff and anyone not signed in', async () => {
    const clerk = await signIn(t.app, 'clerk', 'Clerk@2082');
    expect((await read(clerk)).statusCode).toBe(403);
    expect((await save(clerk, contactWith({}))).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/candidate/profile/contact' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses changes to a locked profile and keeps what was saved', async () => {
    const candidate = await aCandidate(t);
    const before = contactWith({});
    await save(candidate.token, before);
    await t.database.db
      .update(candidates)
      .set({ profileLockedAt: new Date() })
      .where(eq(candidates.userId, candidate.userId));

    const refused = await save(candidate.token, contactWith({ tole: 'Changed' }));
    expect(refused.statusCode).toBe(423);
    expect(refused.json().code).toBe('PROFILE_LOCKED');
    expect(refused.json().message.en).toMatch(/contact the commission/);
    expect(refused.json().message.ne).toMatch(/आयोग/);
    expect((await read(candidate.token)).json().data).toEqual(before);

    await t.database.db
      .update(candidates)
      .set({ profileLockedAt: null })
      .where(eq(candidates.userId, candidate.userId));
    expect((await save(candidate.token, contactWith({ tole: 'Changed' }))).statusCode).toBe(200);
  });
});
