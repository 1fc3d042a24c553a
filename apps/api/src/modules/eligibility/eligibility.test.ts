import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, adToBs, bsToAd, todayIso, type TVacancyEligibility } from '@niyukti/shared';
import {
  academicQualifications,
  advertisements,
  applications,
  candidateEducations,
  educationLevels,
  faculties,
  postSubjects,
} from '../../db/schema';
import { aCompleteCandidate } from '../../test/complete-profile';
import { bearer, signIn } from '../../test/people';
import { startTestApp, type TestApp } from '../../test/test-app';

// The eligibility check before applying (GET /api/candidate/eligibility) and apply enforcing
// the same answer, on the demo advertisements: ADV-2082-001..003 are the Open, Women and
// Adibasi/Janajati groups of Section Officer (a Bachelor's degree), 004 Nayab Subba (grade 12),
// 005 Engineer (a Bachelor's in Engineering, with a subject to choose).

let t: TestApp;
const ad: Record<string, { id: number; postId: number; examCentreId: number }> = {};

beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.database.db.select().from(advertisements);
  for (const row of rows) ad[row.code] = { id: row.id, postId: row.postId, examCentreId: 0 };
  const someone = await aCompleteCandidate(t);
  const detail = await t.app.inject({
    method: 'GET',
    url: `/api/candidate/vacancies/${ad['ADV-2082-001']!.id}`,
    headers: bearer(someone.token),
  });
  const centre = detail.json().data.examCentres[0].id as number;
  for (const key of Object.keys(ad)) ad[key]!.examCentreId = centre;
});
afterAll(async () => t?.close());

const db = () => t.database.db;

async function eligibility(token: string, code: string): Promise<TVacancyEligibility> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/candidate/eligibility?advertisementId=${ad[code]!.id}`,
    headers: bearer(token),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
}

const apply = (token: string, code: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/applications',
    headers: bearer(token),
    payload: { advertisementId: ad[code]!.id, examCentreId: ad[code]!.examCentreId, ...extra },
  });

const applicationsOf = (userId: number) =>
  db().select().from(applications).where(eq(applications.candidateUserId, userId));

async function setDeadlines(code: string, single: string, double: string) {
  await db()
    .update(advertisements)
    .set({ singleFeeDeadline: single, doubleFeeDeadline: double })
    .where(eq(advertisements.id, ad[code]!.id));
}

async function levelId(nameEn: string) {
  const [row] = await db().select().from(educationLevels).where(eq(educationLevels.nameEn, nameEn));
  return row!.id;
}

async function facultyId(nameEn: string) {
  const [row] = await db().select().from(faculties).where(eq(faculties.nameEn, nameEn));
  return row!.id;
}

/** Rewrites the candidate's education records: level and faculty. */
async function studied(userId: number, level: string, faculty = 'Management') {
  await db()
    .update(candidateEducations)
    .set({ levelId: await levelId(level), facultyId: await facultyId(faculty) })
    .where(eq(candidateEducations.candidateUserId, userId));
}

describe('the eligibility check', () => {
  it('passes a complete candidate in every part, naming the other groups and their fees', async () => {
    const candidate = await aCompleteCandidate(t);
    await studied(candidate.userId, "Bachelor's degree");
    const answer = await eligibility(candidate.token, 'ADV-2082-001');
    expect(answer).toMatchObject({
      eligible: true,
      myApplicationId: null,
      age: { eligible: true, reason: 'ok' },
      qualification: { eligible: true, reason: 'ok' },
      group: { eligible: true, reason: 'open' },
      window: { eligible: true, phase: 'single', feePaisa: 150_000, extraGroup: false },
      profile: { eligible: true, missing: [] },
    });
    expect(answer.qualification.explanation.en).toContain("Bachelor's degree or above");
    expect(answer.qualification.explanation.ne).toContain('स्नातक वा सोभन्दा माथि');
    // The demo candidate is a woman: Open and Women are hers; Adibasi/Janajati needs a declaration.
    expect(answer.groups.map((g) => [g.quotaCode, g.eligible, g.feePaisa])).toEqual([
      ['OPEN', true, 150_000],
      ['WOMEN', true, 150_000],
      ['ADIBASI_JANAJATI', false, 150_000],
    ]);
  });

  it('is not found for an advertisement that is not live, and needs a candidate', async () => {
    const candidate = await aCompleteCandidate(t);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/eligibility?advertisementId=999999',
      headers: bearer(candidate.token),
    });
    expect(missing.statusCode).toBe(404);
    const staff = await signIn(t.app, 'admin', 'Admin@2082');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/eligibility?advertisementId=${ad['ADV-2082-001']!.id}`,
      headers: bearer(staff),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('apply enforces the check', () => {
  it('refuses a group the candidate does not belong to, and stores nothing', async () => {
    const man = await aCompleteCandidate(t, { gender: 'male', firstName: 'Ram' });
    const answer = await eligibility(man.token, 'ADV-2082-002');
    expect(answer.group).toMatchObject({ eligible: false, reason: 'notWoman' });
    expect(answer.eligible).toBe(false);
    const refused = await apply(man.token, 'ADV-2082-002');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'NOT_ELIGIBLE',
      data: { failed: ['group'] },
    });
    expect(refused.json().data.explanations[0].en).toContain('for women only');
    expect(await applicationsOf(man.userId)).toHaveLength(0);
  });

  it('refuses a level below the qualification and accepts it or any higher', async () => {
    const candidate = await aCompleteCandidate(t);
    await studied(candidate.userId, 'Intermediate (+2/PCL, grade 12)');
    const low = await eligibility(candidate.token, 'ADV-2082-001');
    expect(low.qualification).toMatchObject({ eligible: false, reason: 'notMet' });
    expect((await apply(candidate.token, 'ADV-2082-001')).json().data.failed).toEqual([
      'qualification',
    ]);
    // Grade 12 is what a Nayab Subba needs.
    expect((await eligibility(candidate.token, 'ADV-2082-004')).qualification.eligible).toBe(true);
    await studied(candidate.userId, "Master's degree");
    expect((await eligibility(candidate.token, 'ADV-2082-001')).qualification.eligible).toBe(true);
    expect((await apply(candidate.token, 'ADV-2082-001')).statusCode).toBe(201);
  });

  it('asks for the named faculty, then for one of the post’s subjects', async () => {
    const candidate = await aCompleteCandidate(t);
    await studied(candidate.userId, "Bachelor's degree", 'Management');
    expect((await eligibility(candidate.token, 'ADV-2082-005')).qualification.reason).toBe(
      'notMet',
    );
    await studied(candidate.userId, "Bachelor's degree", 'Engineering');
    expect((await eligibility(candidate.token, 'ADV-2082-005')).eligible).toBe(true);

    const withoutSubject = await apply(candidate.token, 'ADV-2082-005');
    expect(withoutSubject.statusCode).toBe(400);
    expect(withoutSubject.json().data.issues.map((i: { path: string }) => i.path)).toEqual([
      'facultyId',
      'subjectId',
    ]);
    const [offered] = await db()
      .select()
      .from(postSubjects)
      .where(eq(postSubjects.postId, ad['ADV-2082-005']!.postId));
    const wrongFaculty = await apply(candidate.token, 'ADV-2082-005', {
      facultyId: await facultyId('Management'),
      subjectId: offered!.subjectId,
    });
    expect(wrongFaculty.statusCode).toBe(400);
    expect(await applicationsOf(candidate.userId)).toHaveLength(0);

    const chosen = { facultyId: offered!.facultyId, subjectId: offered!.subjectId };
    expect((await apply(candidate.token, 'ADV-2082-005', chosen)).statusCode).toBe(201);
    const [stored] = await applicationsOf(candidate.userId);
    expect(stored).toMatchObject(chosen);

    // A post without subjects takes none.
    const other = await aCompleteCandidate(t);
    const extra = await apply(other.token, 'ADV-2082-001', chosen);
    expect(extra.statusCode).toBe(400);
  });

  it('is not eligible where the post has no qualification set', async () => {
    const candidate = await aCompleteCandidate(t);
    const postId = ad['ADV-2082-004']!.postId;
    const setActive = (active: boolean) =>
      db()
        .update(academicQualifications)
        .set({ active })
        .where(eq(academicQualifications.postId, postId));
    await setActive(false);
    try {
      const answer = await eligibility(candidate.token, 'ADV-2082-004');
      expect(answer.qualification).toMatchObject({ eligible: false, reason: 'noRule' });
      expect(answer.qualification.explanation.en).toContain('contact the commission');
      expect((await apply(candidate.token, 'ADV-2082-004')).statusCode).toBe(422);
    } finally {
      await setActive(true);
    }
  });

  it('counts age in B.S. on the cut-off date: the 36th birthday is one day too late for a man', async () => {
    // Born in B.S. 2047, so the 36th birthday (2083) lies inside the B.S. table.
    const dobAd = '1990-06-15';
    const man = await aCompleteCandidate(t, {
      gender: 'male',
      firstName: 'Hari',
      dobAd,
      dobBs: adToBs(dobAd),
    });
    const [year, month, day] = adToBs(dobAd).split('-');
    const birthday36 = bsToAd(`${Number(year) + 36}-${month}-${day}`)!;
    const cutOff = (date: string) =>
      db()
        .update(advertisements)
        .set({ ageCutOffDate: date })
        .where(eq(advertisements.id, ad['ADV-2082-004']!.id));
    try {
      await cutOff(birthday36);
      const tooOld = await eligibility(man.token, 'ADV-2082-004');
      expect(tooOld.age).toMatchObject({ eligible: false, reason: 'tooOld' });
      expect((await apply(man.token, 'ADV-2082-004')).json().data.failed).toEqual(['age']);
      await cutOff(addDaysIso(birthday36, -1));
      expect((await eligibility(man.token, 'ADV-2082-004')).age.eligible).toBe(true);
      expect((await apply(man.token, 'ADV-2082-004')).statusCode).toBe(201);
    } finally {
      await cutOff(addDaysIso(todayIso(), 20));
    }
  });
});

describe('deadlines and fees', () => {
  const today = todayIso();

  it('doubles the fee after the single-fee deadline and closes after the double-fee one', async () => {
    const candidate = await aCompleteCandidate(t);
    try {
      await setDeadlines('ADV-2082-004', addDaysIso(today, -1), today);
      const late = await eligibility(candidate.token, 'ADV-2082-004');
      expect(late.window).toMatchObject({ phase: 'double', feePaisa: 160_000 });
      expect(late.window.explanation.en).toContain('double the fee');
      await setDeadlines('ADV-2082-004', addDaysIso(today, -2), addDaysIso(today, -1));
      const closed = await eligibility(candidate.token, 'ADV-2082-004');
      expect(closed).toMatchObject({
        eligible: false,
        window: { phase: 'closed', feePaisa: null },
      });
      expect((await apply(candidate.token, 'ADV-2082-004')).json().code).toBe(
        'APPLICATION_WINDOW_CLOSED',
      );
      await setDeadlines('ADV-2082-004', addDaysIso(today, -1), today);
      const applied = await apply(candidate.token, 'ADV-2082-004');
      expect(applied.statusCode).toBe(201);
      expect(applied.json().data.feePaisa).toBe(160_000);
    } finally {
      await setDeadlines('ADV-2082-004', addDaysIso(today, 20), addDaysIso(today, 27));
    }
  });

  it('charges a further group of the post the extra fee, even when both are sent at once', async () => {
    const candidate = await aCompleteCandidate(t);
    const [first, second] = await Promise.all([
      apply(candidate.token, 'ADV-2082-001'),
      apply(candidate.token, 'ADV-2082-002'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const fees = (await applicationsOf(candidate.userId)).map((row) => row.feePaisa).sort();
    expect(fees).toEqual([150_000, 50_000].sort());

    const answer = await eligibility(candidate.token, 'ADV-2082-003');
    expect(answer.window).toMatchObject({ extraGroup: true, feePaisa: 50_000 });
    expect(answer.groups.filter((g) => g.myApplicationId !== null)).toHaveLength(2);
    expect(answer.groups.find((g) => g.quotaCode === 'OPEN')?.feePaisa).toBeNull();
    const rows = await db()
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.candidateUserId, candidate.userId),
          inArray(applications.advertisementId, [ad['ADV-2082-001']!.id]),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});
