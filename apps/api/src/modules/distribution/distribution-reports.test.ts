import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fiscalYearOf,
  type TQuotaCountReport,
  type TVacancyDistributionReport,
} from '@niyukti/shared';
import { applications, examCentres } from '../../db/schema';
import { aCandidate, signIn } from '../../test/people';
import { anApprovedDistribution } from '../../test/requisitions';
import { internal } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
/** A staff member without any privilege: the reports are counts, open to every staff user. */
let clerk: ReturnType<typeof internal>;
const fiscalYear = fiscalYearOf(new Date().toISOString().slice(0, 10));

beforeAll(async () => {
  t = await startTestApp();
  clerk = internal(t.app, await signIn(t.app, 'clerk', 'Clerk@2082'));
});
afterAll(async () => t?.close());

/** `count` applications to an advertisement, the first `paid` of them paid Rs. 500. */
async function applicationsTo(advertisementId: number, count: number, paid: number) {
  const [centre] = await t.database.db.select().from(examCentres);
  for (let index = 0; index < count; index++) {
    const candidate = await aCandidate(t);
    await t.database.db.insert(applications).values({
      candidateUserId: candidate.userId,
      advertisementId,
      examCentreId: centre!.id,
      feePaisa: 50_000,
      paymentStatus: index < paid ? 'paid' : 'unpaid',
    });
  }
}

const report = async (kind: string, year = fiscalYear) => {
  const answer = await clerk('GET', `/reports/${kind}?fiscalYear=${year}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};

describe('the distribution reports (any staff, counts only)', () => {
  it('shows each distribution’s row and the count by quota, with applications and payments', async () => {
    const countsBefore = (await report('vacancy-count-by-quota')) as TQuotaCountReport;
    const { distributionId, advertisements } = await anApprovedDistribution(t, 10, {
      OPEN: 5,
      WOMEN: 2,
      seniority: 3,
    });
    await applicationsTo(advertisements.OPEN!, 3, 2);
    await applicationsTo(advertisements.WOMEN!, 1, 0);

    const distribution = (await report('vacancy-distribution')) as TVacancyDistributionReport;
    // Every group the distribution reserved a number for is a column, with or without seats.
    expect(distribution.columns.map((column) => column.nameEn)).toEqual([
      'Open',
      'Women',
      'Adibasi/Janajati',
      'Madhesi',
      'Dalit',
      'Persons with disability',
      'Backward area',
      'Promotion by seniority',
    ]);
    const row = distribution.rows.find((r) => r.distributionId === distributionId)!;
    expect(row).toMatchObject({
      postEn: 'Section Officer',
      office: { nameEn: 'District Administration Office, Kathmandu' },
      province: { nameEn: 'Bagmati Province' },
      totalVacancy: 10,
      promotion: 3,
      inclusive: 2,
      applications: 4,
      paid: 2,
      paidAmountPaisa: 100_000,
    });
    expect(distribution.columns.map((column) => row.seats[column.key])).toEqual([
      5, 2, 0, 0, 0, 0, 0, 3,
    ]);
    expect(distribution.totals).toMatchObject({ totalVacancy: 10, applications: 4, paid: 2 });

    const counts = (await report('vacancy-count-by-quota')) as TQuotaCountReport;
    const grew = (name: string) => {
      const now = counts.rows.find((r) => r.nameEn === name)!;
      const then = countsBefore.rows.find((r) => r.nameEn === name);
      return [
        now.advertisements - (then?.advertisements ?? 0),
        now.seats - (then?.seats ?? 0),
        now.applications - (then?.applications ?? 0),
        now.paid - (then?.paid ?? 0),
      ];
    };
    expect(grew('Open')).toEqual([1, 5, 3, 2]);
    expect(grew('Women')).toEqual([1, 2, 1, 0]);
    expect(counts.total.seats - countsBefore.total.seats).toBe(7);

    // Another fiscal year has none of it.
    const [start] = fiscalYear.split('-');
    const earlier = `${Number(start) - 5}-${String((Number(start) - 4) % 100).padStart(2, '0')}`;
    expect(
      ((await report('vacancy-distribution', earlier)) as TVacancyDistributionReport).rows,
    ).toEqual([]);
  });

  it('downloads both as spreadsheets, in Nepali unless English is asked', async () => {
    const sheetOf = async (url: string) => {
      const answer = await clerk('GET', url);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-disposition']).toContain(`${fiscalYear}.xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(answer.rawPayload as unknown as ExcelJS.Buffer);
      return workbook.worksheets[0]!;
    };
    const nepali = await sheetOf(`/reports/vacancy-distribution.xlsx?fiscalYear=${fiscalYear}`);
    expect(nepali.getRow(1).values).toEqual(expect.arrayContaining(['पद', 'कुल पद', 'महिला']));
    expect(nepali.rowCount).toBeGreaterThanOrEqual(3);
    const english = await sheetOf(
      `/reports/vacancy-count-by-quota.xlsx?fiscalYear=${fiscalYear}&lang=en`,
    );
    expect(english.getRow(1).values).toEqual(expect.arrayContaining(['Quota', 'Vacancies']));
    expect(english.getRow(english.rowCount).getCell(1).value).toBe('Total');
  });

  it('asks for the fiscal year as XXXX-XX', async () => {
    const answer = await clerk('GET', '/reports/vacancy-distribution?fiscalYear=2083');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.issues[0].message).toBe('distribution.fiscalYearFormat');
  });
});
