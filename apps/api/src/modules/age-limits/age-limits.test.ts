import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adToBs, bsToAd, type TAgeLimitInput, type TRegistration } from '@niyukti/shared';
import {
  advertisements,
  auditLog,
  castes,
  disabilityClasses,
  disabilityTypes,
  motherTongues,
  quotas,
  religions,
} from '../../db/schema';
import { aCandidate, bearer, signIn } from '../../test/people';
import { startTestApp, type TestApp } from '../../test/test-app';
import { internal } from '../../test/staff';

let t: TestApp;
/** An ALC holder (the demo's exam administrator) and one without it (master data only). */
let alc: ReturnType<typeof internal>;
let withoutAlc: ReturnType<typeof internal>;
/** A class and a service of this file's own, so the demo's rules stay out of the way. */
let classId: number;
let serviceId: number;

type Answer = { statusCode: number; body: string; json(): unknown };

async function created(call: Promise<Answer>) {
  const response = await call;
  if (response.statusCode !== 201) throw new Error(response.body);
  return (response.json() as { data: { id: number } }).data;
}

beforeAll(async () => {
  t = await startTestApp();
  alc = internal(t.app, await signIn(t.app, 'exams', 'Exams@2082'));
  withoutAlc = internal(t.app, await signIn(t.app, 'masterdata', 'Master@2082'));
  const admin = internal(t.app, await signIn(t.app, 'admin', 'Admin@2082'));
  const pid = process.pid;
  ({ id: classId } = await created(
    admin('POST', '/master-data/classes', {
      nameEn: `Age Test Class ${pid}`,
      nameNe: `उमेर परीक्षण श्रेणी ${pid}`,
      type: 'general',
      code: `AGE${pid}`,
      gazetted: false,
      active: true,
    }),
  ));
  ({ id: serviceId } = await created(
    admin('POST', '/master-data/services', {
      nameEn: `Age Test Service ${pid}`,
      nameNe: `उमेर परीक्षण सेवा ${pid}`,
      active: true,
    }),
  ));
});
afterAll(async () => t?.close());

const aRule = (overrides: Partial<TAgeLimitInput> = {}): TAgeLimitInput => ({
  classId,
  serviceId,
  gender: 'female',
  minAge: 18,
  maxAge: 40,
  forDisabled: false,
  forInternal: false,
  ...overrides,
});

const listRules = () => alc('GET', `/age-limits?classId=${classId}&serviceId=${serviceId}`);

describe('age limits (ALC)', () => {
  it('adds, lists, edits and deletes the rules of a class and service, each write audited', async () => {
    expect((await listRules()).json().data).toEqual([]);
    const women = await alc('POST', '/age-limits', aRule());
    expect(women.statusCode, women.body).toBe(201);
    expect(women.json().message.ne).toBe('उमेर हद सुरक्षित गरियो।');
    expect(women.json().data).toMatchObject({
      gender: 'female',
      minAge: 18,
      maxAge: 40,
      active: true,
      description: { en: '18 to 40 years for women', ne: 'महिलाका लागि १८ देखि ४० वर्षसम्म' },
    });
    const anyone = await alc('POST', '/age-limits', aRule({ gender: null, maxAge: '' }));
    expect(anyone.statusCode, anyone.body).toBe(201);
    expect(anyone.json().data).toMatchObject({ gender: null, maxAge: null });

    // Any gender first, then by gender.
    const listed = (await listRules()).json().data as { id: number }[];
    expect(listed.map((rule) => rule.id)).toEqual([anyone.json().data.id, women.json().data.id]);

    const id = women.json().data.id as number;
    const edited = await alc('PUT', `/age-limits/${id}`, aRule({ maxAge: '४५', active: false }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ id, maxAge: 45, active: false });
    // Without `active`, an edit keeps the rule's state.
    const kept = await alc('PUT', `/age-limits/${id}`, aRule({ maxAge: 44 }));
    expect(kept.json().data).toMatchObject({ maxAge: 44, active: false });

    const removed = await alc('DELETE', `/age-limits/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message.en).toBe('The age limit has been deleted.');
    expect((await listRules()).json().data).toHaveLength(1);
    expect((await alc('DELETE', `/age-limits/${id}`)).statusCode).toBe(404);

    const audited = await t.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'age_limits'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(audited.map((entry) => entry.action)).toEqual([
      'ageLimit.create',
      'ageLimit.update',
      'ageLimit.update',
      'ageLimit.delete',
    ]);
    expect(audited[1]).toMatchObject({ before: { maxAge: 40 }, after: { maxAge: 45 } });
  });

  it('refuses a second rule for the same gender, disability and internal choice (409 under gender)', async () => {
    const first = await alc('POST', '/age-limits', aRule({ gender: 'male', forDisabled: true }));
    expect(first.statusCode, first.body).toBe(201);
    const again = await alc('POST', '/age-limits', aRule({ gender: 'male', forDisabled: true }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      data: { issues: [{ path: 'gender', message: 'eligibility.duplicateRule' }] },
    });
    expect(again.json().message.ne).toMatch(/[\u0900-\u097F]/);
    // "Any gender" counts once too (nulls are alike in the rule's key).
    await created(alc('POST', '/age-limits', aRule({ gender: null, forInternal: true })));
    const anyAgain = await alc('POST', '/age-limits', aRule({ gender: 'any', forInternal: true }));
    expect(anyAgain.statusCode).toBe(409);
    // An edit that would make the same clash is refused as well.
    const other = await created(
      alc('POST', '/age-limits', aRule({ gender: 'other', forDisabled: true })),
    );
    const clash = await alc(
      'PUT',
      `/age-limits/${other.id}`,
      aRule({ gender: 'male', forDisabled: true }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().data.issues[0].path).toBe('gender');
  });

  it('validates with the shared schema: required fields, whole ages, a maximum not below the minimum', async () => {
    const refused = async (payload: unknown) => {
      const response = await alc('POST', '/age-limits', payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      return response.json().data.issues as { path: string; message: string }[];
    };
    const { gender: _omitted, ...withoutGender } = aRule();
    expect(await refused(withoutGender)).toContainEqual({
      path: 'gender',
      message: 'validation.required',
    });
    expect(await refused(aRule({ minAge: 30, maxAge: 25 }))).toContainEqual({
      path: 'maxAge',
      message: 'eligibility.maxBelowMin',
    });
    expect(await refused(aRule({ minAge: -1 }))).toContainEqual({
      path: 'minAge',
      message: 'validation.tooSmall',
    });
    expect(await refused({ ...aRule(), forInternal: undefined })).toContainEqual({
      path: 'forInternal',
      message: 'validation.required',
    });
    const unknown = await alc('POST', '/age-limits', aRule({ classId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.issues).toEqual([
      { path: 'classId', message: 'validation.unknownReference' },
    ]);
  });

  it('lists only for a class and a service both given, as the screen asks for both', async () => {
    const response = await alc('GET', `/age-limits?classId=${classId}`);
    expect(response.statusCode).toBe(400);
    expect((await alc('PUT', '/age-limits/999999', aRule())).statusCode).toBe(404);
  });

  it('is refused without ALC (403), to staff and candidates alike', async () => {
    const [rule] = (await listRules()).json().data as { id: number }[];
    const calls = [
      withoutAlc('GET', `/age-limits?classId=${classId}&serviceId=${serviceId}`),
      withoutAlc('POST', '/age-limits', aRule({ gender: 'other' })),
      withoutAlc('PUT', `/age-limits/${rule!.id}`, aRule()),
      withoutAlc('DELETE', `/age-limits/${rule!.id}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect([response.statusCode, response.json().code]).toEqual([403, 'FORBIDDEN']);
    }
    const candidate = await aCandidate(t);
    const asCandidate = await t.app.inject({
      method: 'GET',
      url: `/api/internal/age-limits?classId=${classId}&serviceId=${serviceId}`,
      headers: bearer(candidate.token),
    });
    expect(asCandidate.statusCode).toBe(403);
    expect((await listRules()).json().data).toContainEqual(expect.objectContaining(rule));
  });
});

describe("the candidate's age check (GET /api/candidate/eligibility/age)", () => {
  /** The demo's Section Officer (officer class: 21 to 35) and Nayab Subba (18 to 35). */
  let sectionOfficer: number;
  let nayabSubba: number;
  /** The age cut-off date both are given here, in B.S.: Mangsir 15 exists in every year. */
  const CUT_OFF_BS = { year: 2083, month: 8, day: 15 };

  const bs = (year: number, month: number, day: number) =>
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  /** A date of birth whose B.S. birthday number `years` falls `offset` days after the cut-off. */
  const bornFor = (years: number, offset: 0 | 1): Partial<TRegistration> => {
    const dobBs = bs(CUT_OFF_BS.year - years, CUT_OFF_BS.month, CUT_OFF_BS.day + offset);
    return { dobBs, dobAd: bsToAd(dobBs)! };
  };

  const check = (token: string, advertisementId: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/candidate/eligibility/age?advertisementId=${advertisementId}`,
      headers: bearer(token),
    });

  async function advertisementCoded(code: string) {
    const [row] = await t.database.db
      .select({ id: advertisements.id })
      .from(advertisements)
      .where(eq(advertisements.code, code));
    return row!.id;
  }

  beforeAll(async () => {
    sectionOfficer = await advertisementCoded('ADV-2082-001');
    nayabSubba = await advertisementCoded('ADV-2082-004');
    const cutOffAd = bsToAd(bs(CUT_OFF_BS.year, CUT_OFF_BS.month, CUT_OFF_BS.day))!;
    await t.database.db
      .update(advertisements)
      .set({ ageCutOffDate: cutOffAd })
      .where(sql`${advertisements.id} in (${sectionOfficer}, ${nayabSubba})`);
  });

  it('finds a man too young for the officer class the day before his 21st birthday, and eligible on it', async () => {
    const young = await aCandidate(t, { gender: 'male', ...bornFor(21, 1) });
    const answer = await check(young.token, sectionOfficer);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      advertisementId: sectionOfficer,
      eligible: false,
      reason: 'tooYoung',
      calendar: 'bs',
      cutOffBs: '2083-08-15',
      age: { years: 20, months: 11 },
      rule: { gender: null, minAge: 21, maxAge: 35, forDisabled: false, forInternal: false },
      candidate: { gender: 'male', disabled: false, internal: false },
    });
    const { explanation, rule } = answer.json().data;
    expect(rule.description.en).toBe('21 to 35 years for everyone');
    expect(explanation.en).toContain('2083-08-15 B.S.');
    expect(explanation.en).toContain('you must have turned 21');
    expect(explanation.ne).toContain('वि.सं. २०८३-०८-१५');
    expect(explanation.ne).toContain('२१ वर्ष पूरा भएको हुनुपर्छ');

    const ofAge = await aCandidate(t, { gender: 'male', ...bornFor(21, 0) });
    expect((await check(ofAge.token, sectionOfficer)).json().data).toMatchObject({
      eligible: true,
      reason: 'ok',
      age: { years: 21, months: 0, days: 0 },
    });
  });

  it('finds a man eligible the day before his 36th birthday and too old on it', async () => {
    const dayBefore = await aCandidate(t, { gender: 'male', ...bornFor(36, 1) });
    expect((await check(dayBefore.token, nayabSubba)).json().data).toMatchObject({
      eligible: true,
      age: { years: 35, months: 11 },
      rule: { minAge: 18, maxAge: 35 },
    });
    const old = await aCandidate(t, { gender: 'male', ...bornFor(36, 0) });
    const answer = (await check(old.token, nayabSubba)).json().data;
    expect(answer).toMatchObject({ eligible: false, reason: 'tooOld', age: { years: 36 } });
    expect(answer.explanation.en).toContain('you must not yet have turned 36');
    expect(answer.explanation.ne).toContain('३६ वर्ष पूरा भइसकेको हुनु हुँदैन');
  });

  it('gives a woman the rule for women: eligible at 40, too old on her 41st birthday', async () => {
    const woman = await aCandidate(t, { gender: 'female', ...bornFor(41, 1) });
    expect((await check(woman.token, nayabSubba)).json().data).toMatchObject({
      eligible: true,
      age: { years: 40 },
      rule: { gender: 'female', maxAge: 40 },
    });
    const older = await aCandidate(t, { gender: 'female', ...bornFor(41, 0) });
    expect((await check(older.token, nayabSubba)).json().data.reason).toBe('tooOld');
  });

  it('applies the disability rule once a man declares his disability in the profile', async () => {
    const man = await aCandidate(t, { gender: 'male', ...bornFor(38, 0) });
    expect((await check(man.token, nayabSubba)).json().data).toMatchObject({
      eligible: false,
      reason: 'tooOld',
      candidate: { disabled: false },
    });
    await declareDisability(man.token);
    const answer = (await check(man.token, nayabSubba)).json().data;
    expect(answer).toMatchObject({
      eligible: true,
      reason: 'ok',
      age: { years: 38 },
      rule: { gender: null, forDisabled: true, maxAge: 40 },
      candidate: { gender: 'male', disabled: true, internal: false },
    });
    expect(answer.rule.description.en).toBe('18 to 40 years for persons with disability');
    expect(answer.explanation.ne).toContain('अपाङ्गता भएका व्यक्तिका लागि');
  });

  it("applies the internal-competition rule (no upper limit) when the advertisement's quota is INTERNAL", async () => {
    const [quota] = await t.database.db
      .insert(quotas)
      .values({ code: 'INTERNAL', nameEn: 'Internal competition', nameNe: 'आन्तरिक प्रतियोगिता' })
      .returning({ id: quotas.id });
    const internalAdvertisement = await advertisementCoded('ADV-2082-005');
    await t.database.db
      .update(advertisements)
      .set({ quotaId: quota!.id })
      .where(eq(advertisements.id, internalAdvertisement));
    const serving = await aCandidate(t, {
      gender: 'male',
      dobAd: '1976-01-15',
      dobBs: adToBs('1976-01-15'),
    });
    expect((await check(serving.token, internalAdvertisement)).json().data).toMatchObject({
      eligible: true,
      rule: { forInternal: true, maxAge: null, minAge: 21 },
      candidate: { internal: true },
    });
  });

  it('answers 404 for an advertisement candidates cannot see, 400 without one, 403 for staff', async () => {
    const candidate = await aCandidate(t);
    expect((await check(candidate.token, 999_999)).statusCode).toBe(404);
    await t.database.db
      .update(advertisements)
      .set({ status: 'pending' })
      .where(eq(advertisements.code, 'ADV-2082-003'));
    expect(
      (await check(candidate.token, await advertisementCoded('ADV-2082-003'))).statusCode,
    ).toBe(404);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/eligibility/age',
      headers: bearer(candidate.token),
    });
    expect(missing.statusCode).toBe(400);
    const staff = await signIn(t.app, 'exams', 'Exams@2082');
    expect((await check(staff, sectionOfficer)).statusCode).toBe(403);
  });
});

/** Saves the extra details with a disability, through the profile's own endpoint. */
async function declareDisability(token: string) {
  const db = t.database.db;
  const firstOrdinary = async (
    table: typeof castes | typeof religions | typeof motherTongues | typeof disabilityClasses,
  ) => {
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(sql`lower(${table.nameEn}) <> 'other' and ${table.active}`)
      .orderBy(table.id)
      .limit(1);
    return row!.id;
  };
  const [disabilityType] = await db
    .select({ id: disabilityTypes.id })
    .from(disabilityTypes)
    .orderBy(disabilityTypes.id)
    .limit(1);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/candidate/profile/extra',
    headers: bearer(token),
    payload: {
      casteId: await firstOrdinary(castes),
      religionId: await firstOrdinary(religions),
      maritalStatus: 'unmarried',
      employmentStatus: 'unemployment',
      motherTongueId: await firstOrdinary(motherTongues),
      physicallyDisabled: true,
      disabilityClassId: await firstOrdinary(disabilityClasses),
      disabilityTypeId: disabilityType!.id,
      fatherEducation: 'slc',
      motherEducation: 'uneducated',
      fatherOccupation: 'agriculture',
      motherOccupation: 'home_maker',
      geographicalArea: 'hill',
    },
  });
  if (saved.statusCode !== 200) throw new Error(`extra details: ${saved.body}`);
}
