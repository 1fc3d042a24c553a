import ExcelJS from 'exceljs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_BREAKDOWNS,
  type TAdvertisementReportRow,
  type TBreakdownRow,
  type TScrutinyReport,
} from '@niyukti/shared';
import { rowsOf } from '../../../db/raw-rows';
import { advertisements, applications } from '../../../db/schema';
import { signIn } from '../../../test/people';
import { applicationsTo, aScrutinisedAdvertisement } from '../../../test/scrutiny-forms';
import { internal } from '../../../test/staff';
import { startTestApp, type TestApp } from '../../../test/test-app';

// The scrutiny reports (SR, RBG, AR) over HTTP on a seeded set whose figures are known: two
// advertisements of one fiscal year, candidates of each gender with and without the extra tab,
// addresses and education, forms in each scrutiny status, and applications not paid yet.

let t: TestApp;
type Call = ReturnType<typeof internal>;
let admin: Call;
let clerk: Call;
let auditor: Call;
const db = () => t.database.db;

/** Advertisement A: six forms and two unpaid; B: two forms, and A's first candidate again. */
const seeded = { a: { id: 0, code: '' }, b: { id: 0, code: '' }, formsOfA: [] as number[] };

const firstId = async (table: string) => {
  const [first] = await rowsOf<{ id: number }>(db(), sql.raw(`select min(id) as id from ${table}`));
  return first!.id;
};

/** The candidates behind application ids, in the order given. */
async function candidatesOf(applicationIds: number[]) {
  const rows = await db()
    .select({ id: applications.id, candidate: applications.candidateUserId })
    .from(applications)
    .where(inArray(applications.id, applicationIds));
  return applicationIds.map((id) => rows.find((row) => row.id === id)!.candidate);
}

async function seedTheSet() {
  const a = await aScrutinisedAdvertisement(db(), admin);
  const b = await aScrutinisedAdvertisement(db(), admin);
  // A has a fiscal year of its own; B (made by hand) is of the year its publish date falls in.
  await db()
    .update(advertisements)
    .set({ fiscalYear: '2079-80', ageCutOffDate: '2026-01-01' })
    .where(eq(advertisements.id, a.id));
  await db()
    .update(advertisements)
    .set({ fiscalYear: null, publishDate: '2022-08-01' })
    .where(eq(advertisements.id, b.id));
  const formsOfA = await applicationsTo(db(), a.id, 6);
  await applicationsTo(db(), a.id, 2, 'unpaid');
  await applicationsTo(db(), b.id, 2);
  const people = await candidatesOf(formsOfA);
  // Genders and birthdays: ages on 2026-01-01 of 25, 36, 20, 46, 30, 30.
  const traits: [string, string][] = [
    ['male', '2000-06-01'],
    ['male', '1989-12-31'],
    ['female', '2005-01-02'],
    ['female', '1979-01-01'],
    ['female', '1995-06-01'],
    ['other', '1995-06-01'],
  ];
  for (const [index, [gender, dob]] of traits.entries()) {
    await db().execute(
      sql`update candidates set gender = ${gender}::gender, dob_ad = ${dob} where user_id = ${people[index]}`,
    );
  }
  // The extra tab of the first four: hill, hill, terai, mountain; the last two never filled it.
  const [caste, religion, tongue] = await Promise.all([
    firstId('castes'),
    firstId('religions'),
    firstId('mother_tongues'),
  ]);
  const areas = ['hill', 'hill', 'terai', 'mountain'];
  for (const [index, area] of areas.entries()) {
    await db().execute(sql`
      insert into candidate_extra_details (candidate_user_id, caste_id, religion_id,
        marital_status, employment_status, mother_tongue_id, physically_disabled,
        father_education, mother_education, father_occupation, mother_occupation,
        geographical_area)
      values (${people[index]}, ${caste}, ${religion}, 'unmarried', 'unemployment', ${tongue},
        false, 'slc', ${index === 0 ? 'educated' : 'uneducated'}, 'agriculture', 'home_maker',
        ${area})`);
  }
  // The first candidate's two degrees: the report names the higher-ranked.
  const [transcript] = await rowsOf<{ id: number }>(
    db(),
    sql`insert into uploaded_files (storage_key, owner_user_id, content_type, byte_size,
        uploaded_by)
      values (${`report-${process.pid}`}, ${people[0]}, 'application/pdf', 1, ${people[0]})
      returning id`,
  );
  await db().execute(sql`
    insert into candidate_educations (candidate_user_id, university_or_board_name, level_id,
      faculty_id, major_subject, percentage, division_or_grade, education_type, country_id,
      passed_date_ad, passed_date_bs, transcript_file_id, character_certificate_file_id)
    select ${people[0]}, 'Board', level.id, (select min(id) from faculties), 'Science', 70,
      'First', (select enum_range(null::education_type))[1], (select min(id) from countries),
      '2020-01-01', '2076-09-16', ${transcript!.id}, ${transcript!.id}
    from (select id from education_levels order by rank desc, id desc limit 2) as level`);
  // Decisions: two approved, one rejected, one on hold; two pending.
  const decide = (ids: number[], status: string) =>
    db().execute(
      sql`update applications set scrutiny_status = ${status}::scrutiny_status
        where id in (${sql.join(ids, sql`, `)})`,
    );
  await decide(formsOfA.slice(0, 2), 'approved');
  await decide([formsOfA[2]!], 'rejected');
  await decide([formsOfA[3]!], 'hold');
  // A's first candidate applies to B too, and pays.
  await db().execute(sql`
    insert into applications (candidate_user_id, advertisement_id, exam_centre_id, fee_paisa,
      payment_status)
    select ${people[0]}, ${b.id}, exam_centre_id, 150000, 'paid'
    from applications where id = ${formsOfA[0]}`);
  return { a: { id: a.id, code: a.code }, b: { id: b.id, code: b.code }, formsOfA };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = internal(t.app, await signIn(t.app, 'admin', 'Admin@2082'));
  clerk = internal(t.app, await signIn(t.app, 'clerk', 'Clerk@2082'));
  auditor = internal(t.app, await signIn(t.app, 'auditor', 'Auditor@2082'));
  Object.assign(seeded, await seedTheSet());
}, 120_000);
afterAll(async () => t?.close());

async function reportOf(breakdown: string, query: Record<string, string>, by: Call = admin) {
  const answer = await by('GET', `/scrutiny/reports/${breakdown}?${new URLSearchParams(query)}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as TScrutinyReport;
}

/** A report's rows as `labelEn: [male, female, other, total]`. */
const figures = (rows: TBreakdownRow[]) =>
  Object.fromEntries(
    rows.map((row) => [row.labelEn, [row.male, row.female, row.other, row.total]]),
  );

const ofA = () => ({ advertisementCode: seeded.a.code });

describe('the breakdowns (SR)', () => {
  it('counts forms by gender, not applications still unpaid', async () => {
    const report = await reportOf('gender-only', ofA());
    expect(report.rows.map((row) => [row.key, row.total])).toEqual([
      ['male', 2],
      ['female', 3],
      ['other', 1],
    ]);
    expect(report.total).toEqual({ male: 2, female: 3, other: 1, total: 6 });
    expect(report.rows[1]).toMatchObject({ labelEn: 'Female', labelNe: 'महिला' });
  });

  it('names what the profile does not give, last', async () => {
    const report = await reportOf('area', ofA());
    expect(figures(report.rows)).toEqual({
      Hill: [2, 0, 0, 2],
      Mountain: [0, 1, 0, 1],
      Terai: [0, 1, 0, 1],
      'Not given': [0, 1, 1, 2],
    });
    expect(report.rows.at(-1)).toMatchObject({ key: null, labelNe: 'उल्लेख नभएको' });
    // The fixed list's order: hill, mountain, inner Madhesh, terai.
    expect(report.rows.map((row) => row.key)).toEqual(['hill', 'mountain', 'terai', null]);
  });

  it('groups ages on the advertisement’s cut-off date into bands', async () => {
    const report = await reportOf('age-group', ofA());
    expect(report.rows.map((row) => [row.labelEn, row.total])).toEqual([
      ['Under 21', 1],
      ['21–25', 1],
      ['26–30', 2],
      ['36–40', 1],
      ['46 and above', 1],
    ]);
    expect(report.rows[0]!.labelNe).toBe('२१ वर्षभन्दा कम');
  });

  it('counts a form once for each parent in the parents’ breakdowns', async () => {
    const report = await reportOf('parents-education', ofA());
    expect(figures(report.rows)).toMatchObject({
      'Father: SLC': [2, 2, 0, 4],
      'Mother: Uneducated': [1, 2, 0, 3],
      'Mother: Literate': [1, 0, 0, 1],
    });
    expect(report.rows.find((row) => row.key === 'mother.educated')!.labelNe).toBe('आमा: साक्षर');
    expect(report.total.total).toBe(6);
  });

  it('reads the highest education level of a candidate, and master data by name', async () => {
    const education = await reportOf('education-qualification', ofA());
    expect(education.rows.filter((row) => row.key !== null)).toHaveLength(1);
    expect(education.rows.find((row) => row.key === null)!.total).toBe(5);
    const [highest] = await rowsOf<{ name_en: string }>(
      db(),
      sql`select name_en from education_levels order by rank desc, id desc limit 1`,
    );
    expect(education.rows[0]).toMatchObject({ labelEn: highest!.name_en, total: 1 });
    const caste = await reportOf('caste', ofA());
    expect(caste.rows[0]!.total).toBe(4);
    expect(caste.rows[0]!.labelNe).not.toBe(caste.rows[0]!.key);
  });

  it('filters by scrutiny status', async () => {
    const approved = await reportOf('gender-only', { ...ofA(), scrutinyStatus: 'approved' });
    expect(approved.total).toEqual({ male: 2, female: 0, other: 0, total: 2 });
    const onHold = await reportOf('gender-only', { ...ofA(), scrutinyStatus: 'hold' });
    expect(onHold.total.total).toBe(1);
    const pending = await reportOf('gender-only', { ...ofA(), scrutinyStatus: 'pending' });
    expect(pending.total).toEqual({ male: 0, female: 1, other: 1, total: 2 });
  });

  it('counts a fiscal year by form, and by candidate once, its year read from the publish date when it has none', async () => {
    const plain = await reportOf('fiscal-year', { fiscalYear: '2079-80' });
    expect(plain.rows).toEqual([
      expect.objectContaining({ key: '2079-80', labelNe: '२०७९-८०', total: 9 }),
    ]);
    const unique = await reportOf('fiscal-year-unique', { fiscalYear: '2079-80' });
    expect(unique.rows[0]!.total).toBe(8);
    expect(unique.total.total).toBe(8);
    const byCode = await reportOf('advertisement-code', { fiscalYear: '2079-80' });
    expect(byCode.rows.map((row) => [row.key, row.total])).toEqual(
      [
        [seeded.a.code, 6],
        [seeded.b.code, 3],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
  });

  it('answers every breakdown, each form counted in the total', async () => {
    for (const breakdown of REPORT_BREAKDOWNS) {
      const report = await reportOf(breakdown, ofA());
      expect(report.breakdown).toBe(breakdown);
      const summed = report.rows.reduce((sum, row) => sum + row.total, 0);
      const perForm = breakdown.startsWith('parents-') ? 2 : 1;
      expect(summed, breakdown).toBe(report.total.total * perForm);
    }
  });

  it('refuses an unknown breakdown or a fiscal year that is not one, bilingually', async () => {
    const unknown = await admin('GET', '/scrutiny/reports/height');
    expect(unknown.statusCode).toBe(400);
    const badYear = await admin('GET', '/scrutiny/reports/area?fiscalYear=2079-81');
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().message.ne).toMatch(/[\u0900-\u097F]/);
  });

  it('is SR’s: a clerk is refused, the read-only auditor may read', async () => {
    expect((await clerk('GET', '/scrutiny/reports/area')).statusCode).toBe(403);
    expect((await reportOf('area', ofA(), auditor)).total.total).toBe(6);
  });

  it('downloads a breakdown as a spreadsheet in the language asked', async () => {
    const answer = await admin(
      'GET',
      `/scrutiny/reports/gender-only.xlsx?advertisementCode=${seeded.a.code}&lang=ne`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toContain('scrutiny-gender-only.xlsx');
    const rows = await sheetRows(answer.rawPayload);
    expect(rows[0]).toEqual(['लिङ्ग', 'पुरुष', 'महिला', 'अन्य', 'जम्मा']);
    expect(rows.slice(1)).toEqual([
      ['पुरुष', 2, 0, 0, 2],
      ['महिला', 0, 3, 0, 3],
      ['अन्य', 0, 0, 1, 1],
      ['जम्मा', 2, 3, 1, 6],
    ]);
  });
});

describe('the counts behind the breakdowns (decision 160)', () => {
  const approvedOfA = () => reportOf('gender-only', { ...ofA(), scrutinyStatus: 'approved' });
  const setStatus = (id: number, status: 'approved' | 'pending') =>
    db().update(applications).set({ scrutinyStatus: status }).where(eq(applications.id, id));

  it('are as counted, with the time: a decision shows once they are counted again', async () => {
    const before = await approvedOfA();
    const pendingForm = seeded.formsOfA[4]!;
    await setStatus(pendingForm, 'approved');
    try {
      const stale = await approvedOfA();
      expect(stale.total.total).toBe(before.total.total);
      expect(stale.countedAt).toBe(before.countedAt);
      // Two readers at once, one by each family's route: neither fails, nothing counts twice.
      const answers = await Promise.all([
        admin('POST', '/scrutiny/reports/count-again'),
        auditor('POST', '/scrutiny/gender-reports/count-again'),
      ]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const fresh = await approvedOfA();
      expect(fresh.total).toEqual({ male: 2, female: 1, other: 0, total: 3 });
      expect(Date.parse(fresh.countedAt)).toBeGreaterThan(Date.parse(before.countedAt));
      expect(answers.map((answer) => answer.json().data.countedAt)).toContain(fresh.countedAt);
    } finally {
      await setStatus(pendingForm, 'pending');
      await admin('POST', '/scrutiny/reports/count-again');
    }
    expect((await approvedOfA()).total.total).toBe(2);
  });

  it('count candidates once per year by status, and an advertisement’s by its forms', async () => {
    const year = { fiscalYear: '2079-80' };
    const approved = await reportOf('fiscal-year-unique', { ...year, scrutinyStatus: 'approved' });
    expect(approved.rows.map((row) => [row.key, row.total])).toEqual([['2079-80', 2]]);
    // A's two pending, B's two, and A's first candidate, pending on B.
    const pending = await reportOf('fiscal-year-unique', { ...year, scrutinyStatus: 'pending' });
    expect(pending.total.total).toBe(5);
    const ofB = await reportOf('fiscal-year-unique', { advertisementCode: seeded.b.code });
    expect(ofB.rows.map((row) => [row.key, row.total])).toEqual([['2079-80', 3]]);
    expect(ofB.total.total).toBe(3);
  });

  it('are counted again on request by the reports’ readers only', async () => {
    expect((await clerk('POST', '/scrutiny/reports/count-again')).statusCode).toBe(403);
    expect((await clerk('POST', '/scrutiny/gender-reports/count-again')).statusCode).toBe(403);
  });
});

describe('by gender (RBG)', () => {
  it('answers its thirteen breakdowns, not the others, to RBG only', async () => {
    const area = await admin(
      'GET',
      `/scrutiny/gender-reports/area?advertisementCode=${seeded.a.code}`,
    );
    expect(area.statusCode, area.body).toBe(200);
    expect((area.json().data as TScrutinyReport).total.total).toBe(6);
    expect((await admin('GET', '/scrutiny/gender-reports/age-group')).statusCode).toBe(400);
    expect((await clerk('GET', '/scrutiny/gender-reports/area')).statusCode).toBe(403);
    const sheet = await admin('GET', '/scrutiny/gender-reports/area.xlsx?lang=en');
    expect(sheet.statusCode).toBe(200);
    expect((await sheetRows(sheet.rawPayload))[0]).toEqual([
      'Geographical area',
      'Male',
      'Female',
      'Other',
      'Total',
    ]);
  });
});

describe('the advertisement report (AR)', () => {
  it('counts each advertisement’s applicants, payments and forms by status', async () => {
    const answer = await admin(
      'GET',
      `/scrutiny/advertisement-report?search=${seeded.a.code}&page=1&pageSize=10`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = answer.json().data.items as TAdvertisementReportRow[];
    expect(row).toMatchObject({
      code: seeded.a.code,
      fiscalYear: '2079-80',
      totalVacancy: 3,
      totalApplicant: 8,
      paidCount: 6,
      pendingCount: 2,
      holdCount: 1,
      approvedCount: 2,
      rejectedCount: 1,
    });
  });

  it('pages on the server and downloads the whole result, streamed', async () => {
    const page = await admin(
      'GET',
      '/scrutiny/advertisement-report?fiscalYear=2079-80&page=1&pageSize=10',
    );
    expect(page.json().data.total).toBe(2);
    const sheet = await admin(
      'GET',
      '/scrutiny/advertisement-report.xlsx?fiscalYear=2079-80&lang=en',
    );
    expect(sheet.statusCode, sheet.body).toBe(200);
    const rows = await sheetRows(sheet.rawPayload);
    expect(rows[0]![0]).toBe('Advertisement code');
    expect(rows.slice(1).map((row) => [row[0], row[9], row[10]])).toEqual([
      [seeded.b.code, 3, 3],
      [seeded.a.code, 8, 6],
    ]);
  });

  it('is AR’s', async () => {
    expect((await clerk('GET', '/scrutiny/advertisement-report')).statusCode).toBe(403);
    expect((await clerk('GET', '/scrutiny/advertisement-report.xlsx')).statusCode).toBe(403);
  });
});

/** A spreadsheet's first sheet as rows of cell values. */
async function sheetRows(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
