import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TDistributionHistoryPage,
  TDistributionLog,
  TDistributionProposal,
} from '@niyukti/shared';
import { distributionLogs, ministryOffices, posts, quotas } from '../../db/schema';
import { bearer, multipartBody, signIn } from '../../test/people';
import { anApprovedRequisition } from '../../test/requisitions';
import { aStaffMemberWith, firstSignIn, internal } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let officer: ReturnType<typeof internal>;
let officerToken: string;
/** A VDH holder who may read only. */
let reader: ReturnType<typeof internal>;
const quota: Record<string, number> = {};
let sectionOfficer: number;
let kathmandu: number;
let pokharaOffice: number;

beforeAll(async () => {
  t = await startTestApp();
  officerToken = await signIn(t.app, 'distribution', 'Distribution@2082');
  officer = internal(t.app, officerToken);
  const adminToken = await signIn(t.app, 'admin', 'Admin@2082');
  const made = await aStaffMemberWith(t.app, adminToken, ['VDH'], {
    actions: { VDH: ['read'] },
  });
  reader = internal(t.app, await firstSignIn(t.app, made.input.username, made.input.password));
  for (const row of await t.database.db.select().from(quotas)) quota[row.code] = row.id;
  const db = t.database.db;
  [{ id: sectionOfficer }] = (await db
    .select({ id: posts.id })
    .from(posts)
    .where(eq(posts.nameEn, 'Section Officer'))) as [{ id: number }];
  const offices = await db.select().from(ministryOffices);
  kathmandu = offices.find((o) => o.nameEn === 'District Administration Office, Kathmandu')!.id;
  pokharaOffice = offices.find((o) => o.id !== kathmandu)!.id;
});
afterAll(async () => t?.close());

/** An entry of 10 posts: open 4, women, Janajati and Madhesi one each, seniority 3. */
const entry = (overrides: Record<string, unknown> = {}) => ({
  postId: sectionOfficer,
  demandOfficeId: kathmandu,
  fiscalYear: '२०७९-८०',
  publishDateBs: '२०७९-०५-१०',
  chalaniNumber: 'च.नं. 412',
  chalaniDateBs: '2079-05-02',
  totalVacancy: 10,
  rows: [
    { quotaId: quota.OPEN, seats: 4 },
    { quotaId: quota.WOMEN, seats: '१' },
    { quotaId: quota.ADIBASI_JANAJATI, seats: 1 },
    { quotaId: quota.MADHESI, seats: 1 },
    { heading: 'seniority', seats: 3 },
  ],
  ...overrides,
});

const issuesOf = (response: { json(): { data: { issues: { path: string }[] } } }) =>
  response.json().data.issues.map((issue) => issue.path);

describe('entering an earlier distribution (VDH)', () => {
  it('keeps every log field, dates in B.S. and A.D.; the same letter again replaces it', async () => {
    const saved = await officer('POST', '/distribution-history', entry());
    expect(saved.statusCode, saved.body).toBe(201);
    const log = saved.json().data as TDistributionLog;
    expect(log).toMatchObject({
      source: 'entered',
      postEn: 'Section Officer',
      office: { id: kathmandu },
      fiscalYear: '2079-80',
      publishDateBs: '2079-05-10',
      publishDateAd: '2022-08-26',
      chalaniNumber: 'च.नं. 412',
      chalaniDateBs: '2079-05-02',
      totalVacancy: 10,
      requisition: null,
      localBody: null,
    });
    expect(log.district.nameEn).toBe('Kathmandu');
    expect(log.province.nameEn).toBe('Bagmati Province');
    expect(log.seats.map((part) => [part.nameEn, part.seats])).toEqual([
      ['Open', 4],
      ['Women', 1],
      ['Adibasi/Janajati', 1],
      ['Madhesi', 1],
      ['Promotion by seniority', 3],
    ]);
    expect(log.rotation.map((past) => past.id)).toEqual([log.id]);

    // Entered again with other seats: replaced, not doubled.
    const again = await officer(
      'POST',
      '/distribution-history',
      entry({
        rows: [
          { quotaId: quota.OPEN, seats: 7 },
          { heading: 'seniority', seats: 3 },
        ],
      }),
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.id).toBe(log.id);
    expect(again.json().data.seats).toHaveLength(2);
    // Back to the first split, for the rotation test below.
    expect((await officer('POST', '/distribution-history', entry())).statusCode).toBe(201);

    const page = await reader('GET', '/distribution-history?fiscalYear=२०७९-८०&source=entered');
    expect(page.statusCode, page.body).toBe(200);
    expect((page.json().data as TDistributionHistoryPage).items.map((item) => item.id)).toEqual([
      log.id,
    ]);
    const none = await reader('GET', '/distribution-history?source=niyukti');
    expect(none.json().data.total).toBe(0);
    const detail = await reader('GET', `/distribution-history/${log.id}`);
    expect(detail.json().data.seats).toHaveLength(5);
  });

  it('refuses what a person must fix, saving nothing; a reader may not enter', async () => {
    const before = await t.database.db.select().from(distributionLogs);
    const badSum = await officer('POST', '/distribution-history', entry({ totalVacancy: 11 }));
    expect(badSum.statusCode).toBe(400);
    expect(badSum.json().data.issues).toEqual([
      { path: 'rows', message: 'distribution.sumMustEqualTotal' },
    ]);
    const badYear = await officer(
      'POST',
      '/distribution-history',
      entry({ fiscalYear: '2079-81', chalaniDateBs: '2079-13-01' }),
    );
    expect(issuesOf(badYear)).toEqual(['fiscalYear', 'chalaniDateBs']);
    expect(badYear.json().data.issues[0].message).toBe('distribution.fiscalYearFormat');
    const unknown = await officer(
      'POST',
      '/distribution-history',
      entry({ postId: 999999, chalaniNumber: 'other' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(issuesOf(unknown)).toEqual(['postId']);
    expect((await reader('POST', '/distribution-history', entry())).statusCode).toBe(403);
    expect(await t.database.db.select().from(distributionLogs)).toHaveLength(before.length);
  });
});

/** An .xlsx of `rows` under `header`. */
async function workbookOf(header: string[], rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('history');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const importFile = (bytes: Buffer, token = officerToken) => {
  const body = multipartBody({}, { file: { bytes, fileName: 'history.xlsx' } });
  return t.app.inject({
    method: 'POST',
    url: '/api/internal/distribution-history/import',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

describe('importing the history made before Niyukti', () => {
  const HEADER = [
    'fiscal_year',
    'post_id',
    'office_id',
    'publish_date_bs',
    'chalani_number',
    'chalani_date_bs',
    'total_vacancy',
    'OPEN',
    'WOMEN',
    'seniority',
  ];

  it('the template names every column, and lists the posts, offices and quotas', async () => {
    const answer = await officer('GET', '/distribution-history/import-template.xlsx');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ExcelJS.Buffer);
    const header = workbook.getWorksheet('history')!.getRow(1).values as string[];
    expect(header).toEqual(expect.arrayContaining([...HEADER, 'MADHESI', 'performance']));
    expect(workbook.getWorksheet('posts')!.rowCount).toBeGreaterThan(1);
    expect(workbook.getWorksheet('quotas')!.getColumn(1).values).toContain('OPEN');
  });

  it('imports every row or none: a bad row is told by line and column', async () => {
    const good = ['2080-81', sectionOfficer, pokharaOffice, '2080-04-15', 'IMP-1', '2080-04-01'];
    const bad = await workbookOf(HEADER, [
      [...good, 5, 3, 1, 1],
      ['2080-82', sectionOfficer, pokharaOffice, '2080-04-15', 'IMP-2', '2080-04-01', 5, 3, 1, 1],
      [...good.slice(0, 4), 'IMP-3', '2080-04-01', 4, 3, 1, 1],
    ]);
    const refused = await importFile(bad);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().data.rows).toEqual([
      { row: 3, field: 'fiscal_year', message: 'distribution.fiscalYearFormat' },
      { row: 4, field: 'rows', message: 'distribution.sumMustEqualTotal' },
    ]);
    const stored = await t.database.db
      .select()
      .from(distributionLogs)
      .where(eq(distributionLogs.demandOfficeId, pokharaOffice));
    expect(stored).toEqual([]);

    const file = await workbookOf(HEADER, [
      [...good, 5, 3, 1, 1],
      [...good.slice(0, 4), 'IMP-2', '2080-04-01', 2, 2, '', ''],
    ]);
    const imported = await importFile(file);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toEqual({ imported: 2, created: 2, updated: 0 });
    expect((await importFile(file)).json().data).toEqual({ imported: 2, created: 0, updated: 2 });
  });

  it('an unknown column is told on line 1; a reader may not import', async () => {
    const file = await workbookOf([...HEADER, 'NOT_A_QUOTA'], [['2080-81']]);
    const refused = await importFile(file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.rows[0]).toEqual({
      row: 1,
      field: 'NOT_A_QUOTA',
      message: 'distribution.quotaColumnUnknown',
    });
    const adminToken = await signIn(t.app, 'admin', 'Admin@2082');
    const made = await aStaffMemberWith(t.app, adminToken, ['VDH'], {
      actions: { VDH: ['read'] },
    });
    const readerToken = await firstSignIn(t.app, made.input.username, made.input.password);
    expect((await importFile(file, readerToken)).statusCode).toBe(403);
  });
});

describe('the history moves the fractions of the next distribution', () => {
  it('the reserved seat Madhesi had last time goes to Dalit, and the proposal says why', async () => {
    // The entry above (10 posts: 7 open competition, 3 reserved to women, Janajati, Madhesi) is
    // the history of Section Officers at Kathmandu; 10 more posts split 7 and 3 again.
    const id = await anApprovedRequisition(t, 10);
    const answer = await officer('GET', `/distribution/requisitions/${id}/proposal`);
    expect(answer.statusCode, answer.body).toBe(200);
    const proposal = answer.json().data as TDistributionProposal;
    expect(proposal.earlierDistributions).toBe(1);
    const phaseThree = proposal.phases[2]!;
    expect(phaseThree.posts).toBe(3);
    const byName = Object.fromEntries(
      phaseThree.parts.map((part) => [part.nameEn, [part.seats, part.owed]]),
    );
    expect(byName).toMatchObject({
      Women: [1, -0.01],
      'Adibasi/Janajati': [1, -0.19],
      Madhesi: [0, -0.34],
      Dalit: [1, 0.27],
    });
  });

  it('an entered log may be removed, once; a reader may not', async () => {
    const [entered] = await t.database.db
      .select()
      .from(distributionLogs)
      .where(eq(distributionLogs.demandOfficeId, kathmandu));
    expect((await reader('DELETE', `/distribution-history/${entered!.id}`)).statusCode).toBe(403);
    expect((await officer('DELETE', `/distribution-history/${entered!.id}`)).statusCode).toBe(200);
    expect((await officer('DELETE', `/distribution-history/${entered!.id}`)).statusCode).toBe(404);
  });
});
