import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TApplicationReport,
  TApplicationStatusReport,
  TClassReport,
  TRegisteredCandidates,
} from '@niyukti/shared';
import { rowsOf } from '../../db/raw-rows';
import { advertisements, applications, candidates } from '../../db/schema';
import { aCandidate, signIn } from '../../test/people';
import { applicationsTo, aScrutinisedAdvertisement } from '../../test/scrutiny-forms';
import { internal } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';

// The staff reports (decision 157) over HTTP on figures set here: candidates registered on
// known days around Nepal's midnight, an advertisement of a fiscal year of its own with forms
// in each state, a re-application, and more than one spreadsheet batch of applications.

let t: TestApp;
type Call = ReturnType<typeof internal>;
let admin: Call;
let clerk: Call;
const db = () => t.database.db;
/** The fiscal year no other test or the demo uses. */
const YEAR = '2078-79';
const seeded = { code: '', advertisementId: 0, forms: [] as number[], bulkCode: '' };

async function candidateOf(applicationId: number) {
  const [row] = await db()
    .select({ userId: applications.candidateUserId, masterId: candidates.masterId })
    .from(applications)
    .innerJoin(candidates, eq(candidates.userId, applications.candidateUserId))
    .where(eq(applications.id, applicationId));
  return row!;
}

async function seed() {
  const advertisement = await aScrutinisedAdvertisement(db(), admin);
  await db()
    .update(advertisements)
    .set({ fiscalYear: YEAR })
    .where(eq(advertisements.id, advertisement.id));
  const forms = await applicationsTo(db(), advertisement.id, 4);
  await applicationsTo(db(), advertisement.id, 1, 'unpaid');
  await db().execute(sql`update applications set scrutiny_status = 'approved'
    where id = ${forms[0]}`);
  await db().execute(sql`update applications set scrutiny_status = 'rejected'
    where id = ${forms[1]}`);
  // The first form was made by re-applying (the applied event says so), the second was not.
  await db().execute(sql`insert into application_events (application_id, kind, detail)
    values (${forms[0]}, 'applied', '{"reapply": true}'), (${forms[1]}, 'applied', '{}')`);
  // Three of its candidates registered on 2020-03-15 in Nepal (the last at 23:30 there), one
  // just after that midnight, on the 16th (18:25 UTC on the 15th).
  const people = await Promise.all(forms.map(async (form) => (await candidateOf(form)).userId));
  const registeredAt = [
    '2020-03-15T00:05:00+05:45',
    '2020-03-15T12:00:00+05:45',
    '2020-03-15T23:30:00+05:45',
    '2020-03-16T00:10:00+05:45',
  ];
  for (const [index, at] of registeredAt.entries()) {
    await db().execute(sql`update users set created_at = ${at} where id = ${people[index]}`);
  }
  await db().execute(sql`update candidates set gender = 'male' where user_id = ${people[0]}`);
  // A second advertisement with more forms than a spreadsheet batch.
  const bulk = await aScrutinisedAdvertisement(db(), admin);
  await applicationsTo(db(), bulk.id, 1005);
  return {
    code: advertisement.code,
    advertisementId: advertisement.id,
    forms,
    bulkCode: bulk.code,
  };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = internal(t.app, await signIn(t.app, 'admin', 'Admin@2082'));
  clerk = internal(t.app, await signIn(t.app, 'clerk', 'Clerk@2082'));
  Object.assign(seeded, await seed());
}, 120_000);
afterAll(async () => t?.close());

async function read<T>(by: Call, url: string) {
  const answer = await by('GET', url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as T;
}

async function sheetRows(by: Call, url: string) {
  const answer = await by('GET', url);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('counts every staff user reads', () => {
  it('counts candidates registered by Nepal day and gender, and those who applied', async () => {
    const report = await read<TRegisteredCandidates>(
      clerk,
      '/reports/registered-candidates?from=2020-03-15&to=2020-03-15&page=1&pageSize=10',
    );
    expect(report.registered).toEqual({ male: 1, female: 2, other: 0, total: 3 });
    expect(report.applied).toBe(3);
    expect(report.days.items).toEqual([
      { date: '2020-03-15', male: 1, female: 2, other: 0, total: 3 },
    ]);
    const both = await read<TRegisteredCandidates>(
      clerk,
      '/reports/registered-candidates?from=2020-03-15&to=2020-03-16&page=1&pageSize=10',
    );
    expect(both.days.items.map((day) => [day.date, day.total])).toEqual([
      ['2020-03-16', 1],
      ['2020-03-15', 3],
    ]);
    const sheet = await sheetRows(
      clerk,
      '/reports/registered-candidates.xlsx?from=2020-03-15&to=2020-03-16&lang=ne',
    );
    expect(sheet).toEqual([
      ['मिति (ई.सं.)', 'पुरुष', 'महिला', 'अन्य', 'जम्मा'],
      ['2020-03-16', 0, 1, 0, 1],
      ['2020-03-15', 1, 2, 0, 3],
    ]);
  });

  it('reads the registration days as counted, and counts them again when any staff asks', async () => {
    const url = '/reports/registered-candidates?from=2020-03-16&to=2020-03-16&page=1&pageSize=10';
    const before = await read<TRegisteredCandidates>(clerk, url);
    expect(before.registered.total).toBe(1);
    const [someone] = await rowsOf<{ id: number }>(
      db(),
      sql`select id from users where kind = 'candidate'
        and created_at not between '2020-03-14' and '2020-03-18' limit 1`,
    );
    const [was] = await rowsOf<{ at: Date }>(
      db(),
      sql`select created_at as at from users where id = ${someone!.id}`,
    );
    await db().execute(
      sql`update users set created_at = '2020-03-16T12:00:00+05:45' where id = ${someone!.id}`,
    );
    try {
      const stale = await read<TRegisteredCandidates>(clerk, url);
      expect(stale.registered.total).toBe(1);
      expect(stale.countedAt).toBe(before.countedAt);
      const counted = await clerk('POST', '/reports/registered-candidates/count-again');
      expect(counted.statusCode, counted.body).toBe(200);
      const fresh = await read<TRegisteredCandidates>(clerk, url);
      expect(fresh.registered.total).toBe(2);
      expect(fresh.countedAt).toBe(counted.json().data.countedAt);
      expect(Date.parse(fresh.countedAt)).toBeGreaterThan(Date.parse(before.countedAt));
    } finally {
      await db().execute(sql`update users set created_at = ${was!.at} where id = ${someone!.id}`);
      await clerk('POST', '/reports/registered-candidates/count-again');
    }
  });

  it('counts a fiscal year by class', async () => {
    const report = await read<TClassReport>(clerk, `/reports/by-class?fiscalYear=${YEAR}`);
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({
      advertisements: 1,
      vacancies: 3,
      applications: 5,
      paid: 4,
      approved: 1,
      rejected: 1,
      pending: 2,
      hold: 0,
    });
    expect(report.total).toMatchObject({ advertisements: 1, applications: 5 });
    const sheet = await sheetRows(clerk, `/reports/by-class.xlsx?fiscalYear=${YEAR}&lang=en`);
    expect(sheet.at(-1)).toEqual(['Total', 1, 3, 5, 4, 2, 0, 1, 1]);
  });

  it('counts an advertisement’s applications by status and gender, and its re-applications', async () => {
    const page = await read<{ items: Record<string, unknown>[]; total: number }>(
      clerk,
      `/reports/by-advertisement-number?search=${seeded.code}&page=1&pageSize=10`,
    );
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      code: seeded.code,
      applications: 5,
      paid: 4,
      male: 1,
      female: 4,
      other: 0,
    });
    const again = await read<{ items: Record<string, unknown>[] }>(
      clerk,
      `/reports/re-applications?fiscalYear=${YEAR}&page=1&pageSize=10`,
    );
    expect(again.items).toEqual([
      expect.objectContaining({ code: seeded.code, applications: 5, reapplications: 1 }),
    ]);
    const sheet = await sheetRows(clerk, `/reports/re-applications.xlsx?fiscalYear=${YEAR}`);
    expect(sheet[0]).toContain('पुनः आवेदन');
    expect(sheet[1]).toEqual([expect.any(String), seeded.code, expect.any(String), 3, 5, 1, 1]);
  });

  it('refuses a candidate and a bad day, and changes nothing', async () => {
    const candidate = await aCandidate(t);
    const asCandidate = internal(t.app, candidate.token);
    expect((await asCandidate('GET', '/reports/by-class')).statusCode).toBe(403);
    const bad = await clerk('GET', '/reports/registered-candidates?from=2020-13-40');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.ne).toMatch(/[\u0900-\u097F]/);
  });
});

describe('personal data, for SR', () => {
  it('lists applications by the filters, and a clerk may not', async () => {
    const page = await read<{ items: { applicationId: number }[]; total: number }>(
      admin,
      `/reports/applications?advertisementCode=${seeded.code}&paymentStatus=paid&page=1&pageSize=10`,
    );
    expect(page.total).toBe(4);
    expect(page.items.map((row) => row.applicationId)).toEqual([...seeded.forms].reverse());
    const approved = await read<{ total: number }>(
      admin,
      `/reports/applications?advertisementCode=${seeded.code}&scrutinyStatus=approved&page=1&pageSize=10`,
    );
    expect(approved.total).toBe(1);
    expect((await clerk('GET', '/reports/applications')).statusCode).toBe(403);
    expect((await clerk('GET', '/reports/applications.xlsx')).statusCode).toBe(403);
    expect((await clerk('GET', '/reports/candidates')).statusCode).toBe(403);
  });

  it('streams every application the filters name, past one batch', async () => {
    const sheet = await sheetRows(
      admin,
      `/reports/applications.xlsx?advertisementCode=${seeded.bulkCode}&lang=en`,
    );
    expect(sheet).toHaveLength(1 + 1005);
    expect(sheet[0]!.slice(0, 3)).toEqual(['Application', 'Master id', 'Name']);
    const ids = sheet.slice(1).map((row) => row[0] as number);
    expect(new Set(ids).size).toBe(1005);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(sheet[1]![10]).toBe('Paid');
  });

  it('shows one application with its candidate and timeline', async () => {
    const report = await read<TApplicationReport>(
      admin,
      `/reports/applications/${seeded.forms[0]}`,
    );
    expect(report).toMatchObject({
      applicationId: seeded.forms[0],
      advertisementCode: seeded.code,
      scrutinyStatus: 'approved',
      paymentStatus: 'paid',
      gender: 'male',
    });
    expect(report.timeline.map((event) => event.kind)).toEqual(['applied']);
    expect((await admin('GET', '/reports/applications/999999999')).statusCode).toBe(404);
  });

  it('finds candidates by master id or name, and a candidate’s applications by master id', async () => {
    const { masterId } = await candidateOf(seeded.forms[2]!);
    const found = await read<{ items: { masterId: number; applications: number }[] }>(
      admin,
      `/reports/candidates?search=${masterId}&page=1&pageSize=10`,
    );
    expect(found.items).toEqual([expect.objectContaining({ masterId, applications: 1 })]);
    const status = await read<TApplicationStatusReport>(
      admin,
      `/reports/application-status?masterId=${masterId}`,
    );
    expect(status.candidate.masterId).toBe(masterId);
    expect(status.applications.map((row) => row.applicationId)).toEqual([seeded.forms[2]]);
    expect((await admin('GET', '/reports/application-status?masterId=1')).statusCode).toBe(404);
    const tooLarge = await admin('GET', '/reports/application-status?masterId=2147483648');
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message.ne).toMatch(/[\u0900-\u097F]/);
    const sheet = await sheetRows(admin, `/reports/candidates.xlsx?search=${masterId}&lang=ne`);
    expect(sheet).toHaveLength(2);
    expect(sheet[1]![0]).toBe(masterId);
  });
});
