import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TExtraDetailsInput } from '@niyukti/shared';
import {
  candidates,
  castes,
  disabilityClasses,
  disabilityTypes,
  educationLevels,
  ethnicGroups,
  motherTongues,
  religions,
  users,
} from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, signIn } from '../../test/people';

let t: TestApp;
/** Ids of the seeded lists: one ordinary record and the "Other" record of each. */
const ids = {
  caste: 0,
  otherCaste: 0,
  religion: 0,
  otherReligion: 0,
  inactiveReligion: 0,
  motherTongue: 0,
  otherMotherTongue: 0,
  ethnicGroup: 0,
  disabilityClass: 0,
  disabilityType: 0,
  educationLevel: 0,
};

type NamedTable =
  | typeof castes
  | typeof religions
  | typeof motherTongues
  | typeof disabilityClasses
  | typeof disabilityTypes
  | typeof educationLevels;

async function idOf(table: NamedTable, other: boolean) {
  const isOther = sql`lower(${table.nameEn}) = 'other'`;
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(other ? isOther : and(sql`not ${isOther}`, eq(table.active, true)))
    .orderBy(table.id)
    .limit(1);
  if (!row) throw new Error('the reference seed left a list empty');
  return row.id;
}

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  Object.assign(ids, {
    caste: await idOf(castes, false),
    otherCaste: await idOf(castes, true),
    religion: await idOf(religions, false),
    otherReligion: await idOf(religions, true),
    motherTongue: await idOf(motherTongues, false),
    otherMotherTongue: await idOf(motherTongues, true),
    disabilityClass: await idOf(disabilityClasses, false),
    disabilityType: await idOf(disabilityTypes, false),
    educationLevel: await idOf(educationLevels, false),
  });
  // The ethnic-group list starts empty; a commission adds its own.
  const [group] = await db
    .insert(ethnicGroups)
    .values({ nameEn: `Extra Test Group ${process.pid}`, nameNe: `परीक्षण समूह ${process.pid}` })
    .returning({ id: ethnicGroups.id });
  const [retired] = await db
    .insert(religions)
    .values({ nameEn: `Retired ${process.pid}`, nameNe: `पुरानो ${process.pid}`, active: false })
    .returning({ id: religions.id });
  ids.ethnicGroup = group!.id;
  ids.inactiveReligion = retired!.id;
});
afterAll(async () => t?.close());

const anExtra = (overrides: Partial<TExtraDetailsInput> = {}): TExtraDetailsInput => ({
  casteId: ids.caste,
  religionId: ids.religion,
  maritalStatus: 'unmarried',
  employmentStatus: 'unemployment',
  motherTongueId: ids.motherTongue,
  physicallyDisabled: false,
  fatherEducation: 'slc',
  motherEducation: 'uneducated',
  fatherOccupation: 'agriculture',
  motherOccupation: 'home_maker',
  geographicalArea: 'hill',
  ...overrides,
});

/** What GET answers for `anExtra(overrides)` when nothing is left over. */
const viewOf = (overrides: Partial<TExtraDetailsInput> = {}) => ({
  casteOther: null,
  ethnicGroupId: null,
  religionOther: null,
  employmentOther: null,
  motherTongueOther: null,
  disabilityClassId: null,
  disabilityTypeId: null,
  fatherEducationLevelId: null,
  motherEducationLevelId: null,
  fatherOccupationOther: null,
  motherOccupationOther: null,
  ...anExtra(overrides),
});

const save = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/candidate/profile/extra',
    headers: bearer(token),
    payload: payload as object,
  });
const read = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/candidate/profile/extra', headers: bearer(token) });
const missingOf = async (token: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/candidate/profile/status',
      headers: bearer(token),
    })
  ).json().data.missing as string[];

describe('extra details', () => {
  it('saves and reads them back, null and missing from the profile before the first save', async () => {
    const candidate = await aCandidate(t);
    expect((await read(candidate.token)).json().data).toBeNull();
    expect(await missingOf(candidate.token)).toContain('extra');

    const extra = {
      ethnicGroupId: ids.ethnicGroup,
      physicallyDisabled: true,
      disabilityClassId: ids.disabilityClass,
      disabilityTypeId: ids.disabilityType,
      motherEducation: 'higher',
      motherEducationLevelId: ids.educationLevel,
      employmentStatus: 'other',
      employmentOther: 'Cooperative',
    } as const;
    const saved = await save(candidate.token, anExtra(extra));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message.ne).toMatch(/[\u0900-\u097F]/);
    expect(saved.json().data).toEqual(viewOf(extra));
    expect((await read(candidate.token)).json().data).toEqual(viewOf(extra));
    expect(await missingOf(candidate.token)).not.toContain('extra');
  });

  it('keeps no text or choice that the chosen options do not ask for', async () => {
    const candidate = await aCandidate(t);
    const saved = await save(
      candidate.token,
      anExtra({
        casteOther: 'Left over',
        religionOther: 'Left over',
        motherTongueOther: 'Left over',
        employmentOther: 'Left over',
        disabilityClassId: ids.disabilityClass,
        disabilityTypeId: 999_999,
        fatherEducationLevelId: ids.educationLevel,
        motherOccupationOther: 'Left over',
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read(candidate.token)).json().data).toEqual(viewOf());
  });

  it('replaces the saved details on a second save', async () => {
    const candidate = await aCandidate(t);
    await save(candidate.token, anExtra({ employmentStatus: 'other', employmentOther: 'Before' }));
    const second = anExtra({ maritalStatus: 'married', geographicalArea: 'terai' });
    expect((await save(candidate.token, second)).statusCode).toBe(200);
    expect((await read(candidate.token)).json().data).toEqual(viewOf(second));
  });
});

describe('extra details rules', () => {
  let token: string;
  beforeAll(async () => {
    token = (await aCandidate(t)).token;
  });

  const expectRefused = async (
    payload: TExtraDetailsInput,
    issue: { path: string; message: string },
  ) => {
    const failed = await save(token, payload);
    expect(failed.statusCode, failed.body).toBe(400);
    expect(failed.json().code).toBe('VALIDATION_FAILED');
    expect(failed.json().data.issues).toContainEqual(issue);
    expect(failed.json().message.ne).toMatch(/[\u0900-\u097F]/);
  };

  // Each rule: a payload that passes and one that fails, the field and the message it shows.
  // Ids are read lazily: the seed's ids are known only once the app has started.
  it.each<[string, () => Partial<TExtraDetailsInput>, () => Partial<TExtraDetailsInput>, string]>([
    ['casteId', () => ({}), () => ({ casteId: null as never }), 'validation.required'],
    ['religionId', () => ({}), () => ({ religionId: '' as never }), 'validation.required'],
    ['motherTongueId', () => ({}), () => ({ motherTongueId: 0 }), 'validation.id'],
    [
      'ethnicGroupId',
      () => ({ ethnicGroupId: '' as never }),
      () => ({ ethnicGroupId: -3 }),
      'validation.id',
    ],
    [
      'maritalStatus',
      () => ({ maritalStatus: 'widowed' }),
      () => ({ maritalStatus: 'engaged' as never }),
      'validation.invalid',
    ],
    [
      'maritalStatus',
      () => ({ maritalStatus: 'divorced' }),
      () => ({ maritalStatus: '' as never }),
      'validation.required',
    ],
    [
      'employmentOther',
      () => ({ employmentStatus: 'other', employmentOther: 'Cooperative' }),
      () => ({ employmentStatus: 'other', employmentOther: '  ' }),
      'validation.required',
    ],
    [
      'employmentOther',
      () => ({ employmentStatus: 'other', employmentOther: 'e'.repeat(100) }),
      () => ({ employmentStatus: 'other', employmentOther: 'e'.repeat(101) }),
      'validation.maxLength100',
    ],
    [
      'physicallyDisabled',
      () => ({ physicallyDisabled: false }),
      () => ({ physicallyDisabled: 'yes' as never }),
      'validation.required',
    ],
    [
      'disabilityClassId',
      () => ({
        physicallyDisabled: true,
        disabilityClassId: ids.disabilityClass,
        disabilityTypeId: ids.disabilityType,
      }),
      () => ({ physicallyDisabled: true, disabilityTypeId: ids.disabilityType }),
      'validation.required',
    ],
    [
      'disabilityTypeId',
      () => ({
        physicallyDisabled: true,
        disabilityClassId: ids.disabilityClass,
        disabilityTypeId: ids.disabilityType,
      }),
      () => ({ physicallyDisabled: true, disabilityClassId: ids.disabilityClass }),
      'validation.required',
    ],
    [
      'fatherEducationLevelId',
      () => ({ fatherEducation: 'higher', fatherEducationLevelId: ids.educationLevel }),
      () => ({ fatherEducation: 'higher' }),
      'validation.required',
    ],
    [
      'motherEducationLevelId',
      () => ({ motherEducation: 'higher', motherEducationLevelId: ids.educationLevel }),
      () => ({ motherEducation: 'higher', motherEducationLevelId: '' as never }),
      'validation.required',
    ],
    [
      'fatherEducation',
      () => ({ fatherEducation: 'educated' }),
      () => ({ fatherEducation: 'phd' as never }),
      'validation.invalid',
    ],
    [
      'fatherOccupationOther',
      () => ({ fatherOccupation: 'other', fatherOccupationOther: 'Priest' }),
      () => ({ fatherOccupation: 'other' }),
      'validation.required',
    ],
    [
      'motherOccupationOther',
      () => ({ motherOccupation: 'other', motherOccupationOther: 'Tailor' }),
      () => ({ motherOccupation: 'other', motherOccupationOther: '' }),
      'validation.required',
    ],
    [
      'motherOccupation',
      () => ({ motherOccupation: 'teaching_public' }),
      () => ({ motherOccupation: 'astronaut' as never }),
      'validation.invalid',
    ],
    [
      'geographicalArea',
      () => ({ geographicalArea: 'inner_madhesh' }),
      () => ({ geographicalArea: 'valley' as never }),
      'validation.invalid',
    ],
    // What only the server knows: which record is "Other", and which records exist and are active.
    [
      'casteOther',
      () => ({ casteId: ids.otherCaste, casteOther: 'Kumal' }),
      () => ({ casteId: ids.otherCaste }),
      'validation.required',
    ],
    [
      'casteOther',
      () => ({ casteId: ids.otherCaste, casteOther: 'क'.repeat(100) }),
      () => ({ casteId: ids.otherCaste, casteOther: 'क'.repeat(101) }),
      'validation.maxLength100',
    ],
    [
      'religionOther',
      () => ({ religionId: ids.otherReligion, religionOther: 'Bon' }),
      () => ({ religionId: ids.otherReligion, religionOther: ' ' }),
      'validation.required',
    ],
    [
      'motherTongueOther',
      () => ({ motherTongueId: ids.otherMotherTongue, motherTongueOther: 'Kusunda' }),
      () => ({ motherTongueId: ids.otherMotherTongue }),
      'validation.required',
    ],
    ['casteId', () => ({}), () => ({ casteId: 999_999 }), 'validation.unknownReference'],
    [
      'religionId',
      () => ({ religionId: ids.religion }),
      () => ({ religionId: ids.inactiveReligion }),
      'validation.unknownReference',
    ],
    [
      'ethnicGroupId',
      () => ({ ethnicGroupId: ids.ethnicGroup }),
      () => ({ ethnicGroupId: 999_999 }),
      'validation.unknownReference',
    ],
    [
      'motherTongueId',
      () => ({}),
      () => ({ motherTongueId: 999_999 }),
      'validation.unknownReference',
    ],
    [
      'disabilityTypeId',
      () => ({
        physicallyDisabled: true,
        disabilityClassId: ids.disabilityClass,
        disabilityTypeId: ids.disabilityType,
      }),
      () => ({
        physicallyDisabled: true,
        disabilityClassId: ids.disabilityClass,
        disabilityTypeId: 999_999,
      }),
      'validation.unknownReference',
    ],
    [
      'disabilityClassId',
      () => ({
        physicallyDisabled: true,
        disabilityClassId: ids.disabilityClass,
        disabilityTypeId: ids.disabilityType,
      }),
      () => ({
        physicallyDisabled: true,
        disabilityClassId: 999_999,
        disabilityTypeId: ids.disabilityType,
      }),
      'validation.unknownReference',
    ],
    [
      'fatherEducationLevelId',
      () => ({ fatherEducation: 'higher', fatherEducationLevelId: ids.educationLevel }),
      () => ({ fatherEducation: 'higher', fatherEducationLevelId: 999_999 }),
      'validation.unknownReference',
    ],
  ])('%s: passes, then fails with its message', async (path, good, bad, message) => {
    const passed = await save(token, anExtra(good()));
    expect(passed.statusCode, passed.body).toBe(200);
    await expectRefused(anExtra(bad()), { path, message });
  });

  it('saves nothing when refused', async () => {
    const candidate = await aCandidate(t);
    const refused = await save(candidate.token, anExtra({ casteId: ids.otherCaste }));
    expect(refused.statusCode).toBe(400);
    expect((await read(candidate.token)).json().data).toBeNull();
  });
});

describe('who may read and change extra details', () => {
  it("never shows or changes another candidate's details", async () => {
    const anita = await aCandidate(t);
    const other = await aCandidate(t);
    const anitas = anExtra({ geographicalArea: 'mountain' });
    await save(anita.token, anitas);

    expect((await read(other.token)).json().data).toBeNull();
    expect((await save(other.token, anExtra({ geographicalArea: 'terai' }))).statusCode).toBe(200);
    expect((await read(anita.token)).json().data).toEqual(viewOf(anitas));
    expect((await read(other.token)).json().data.geographicalArea).toBe('terai');
  });

  it('refuses staff and anyone not signed in', async () => {
    const clerk = await signIn(t.app, 'clerk', 'Clerk@2082');
    expect((await read(clerk)).statusCode).toBe(403);
    expect((await save(clerk, anExtra())).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/candidate/profile/extra' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousSave = await t.app.inject({
      method: 'PUT',
      url: '/api/candidate/profile/extra',
      payload: anExtra(),
    });
    expect(anonymousSave.statusCode).toBe(401);
  });

  it('refuses changes to a locked profile and keeps what was saved', async () => {
    const candidate = await aCandidate(t);
    const before = anExtra();
    await save(candidate.token, before);
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, candidate.registration.username));
    const lock = (at: Date | null) =>
      t.database.db
        .update(candidates)
        .set({ profileLockedAt: at })
        .where(eq(candidates.userId, user!.id));
    await lock(new Date());

    const refused = await save(candidate.token, anExtra({ maritalStatus: 'married' }));
    expect(refused.statusCode).toBe(423);
    expect(refused.json().code).toBe('PROFILE_LOCKED');
    expect(refused.json().message.ne).toMatch(/आयोग/);
    expect((await read(candidate.token)).json().data).toEqual(viewOf(before));

    await lock(null);
    expect((await save(candidate.token, anExtra({ maritalStatus: 'married' }))).statusCode).toBe(
      200,
    );
  });
});
