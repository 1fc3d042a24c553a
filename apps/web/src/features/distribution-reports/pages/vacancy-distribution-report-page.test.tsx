import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  fiscalYearOf,
  todayIso,
  toDevanagariDigits,
  type TCurrentUser,
  type TVacancyDistributionReport,
  type TVacancyDistributionRow,
} from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { A_STAFF_MEMBER, getUrls, renderAt, serveMasterData } from '../../../test/master-data';
import { VacancyDistributionReportPage } from './vacancy-distribution-report-page';

vi.setConfig({ testTimeout: 30_000 });

const PAGE = '/admin/vacancy-distribution-report';
const REPORT = '/api/internal/reports/vacancy-distribution';

/** Any staff user reads the report: one holding no privilege at all. */
const ANY_STAFF: TCurrentUser = { ...A_STAFF_MEMBER, privileges: [], permissions: {} };

const row = (overrides: Partial<TVacancyDistributionRow>): TVacancyDistributionRow => ({
  distributionId: 1,
  requisitionNumber: 'RQ-31/080-81',
  postId: 11,
  postEn: 'Section Officer',
  postNe: 'शाखा अधिकृत',
  serviceEn: 'Nepal Administration Service',
  serviceNe: 'नेपाल प्रशासन सेवा',
  classEn: 'Gazetted Third Class',
  classNe: 'राजपत्राङ्कित तृतीय श्रेणी',
  groupEn: 'General Administration',
  groupNe: 'सामान्य प्रशासन',
  subGroupEn: null,
  subGroupNe: null,
  office: {
    id: 40,
    nameEn: 'District Administration Office, Kaski',
    nameNe: 'जिल्ला प्रशासन कार्यालय, कास्की',
  },
  district: { id: 36, nameEn: 'Kaski', nameNe: 'कास्की' },
  province: { id: 4, nameEn: 'Gandaki', nameNe: 'गण्डकी' },
  totalVacancy: 12,
  promotion: 2,
  inclusive: 3,
  seats: { open: 7, women: 1, madhesi: 2, seniority: 2 },
  applications: 1234,
  paid: 1100,
  paidAmountPaisa: 5460000,
  ...overrides,
});

const report = (
  fiscalYear: string,
  rows: TVacancyDistributionRow[],
): TVacancyDistributionReport => ({
  fiscalYear,
  // Not in any fixed order: the report's own.
  columns: [
    { key: 'open', quotaId: 1, heading: null, nameEn: 'Open', nameNe: 'खुला', inclusive: false },
    { key: 'women', quotaId: 2, heading: null, nameEn: 'Women', nameNe: 'महिला', inclusive: true },
    {
      key: 'madhesi',
      quotaId: 3,
      heading: null,
      nameEn: 'Madhesi',
      nameNe: 'मधेशी',
      inclusive: true,
    },
    {
      key: 'seniority',
      quotaId: null,
      heading: 'seniority',
      nameEn: 'Promotion by seniority',
      nameNe: 'ज्येष्ठताका आधारमा बढुवा',
      inclusive: false,
    },
  ],
  rows,
  totals: {
    totalVacancy: 17,
    promotion: 2,
    inclusive: 4,
    seats: { open: 11, women: 2, madhesi: 2, seniority: 2 },
    applications: 1534,
    paid: 1300,
    paidAmountPaisa: 6460000,
  },
});

const NAYAB_SUBBAS = row({
  distributionId: 2,
  requisitionNumber: 'RQ-32/080-81',
  postEn: 'Nayab Subba',
  postNe: 'नायब सुब्बा',
  subGroupEn: 'Revenue',
  subGroupNe: 'राजस्व',
  totalVacancy: 5,
  promotion: 0,
  inclusive: 1,
  seats: { open: 4, women: 1 },
  applications: 300,
  paid: 200,
  paidAmountPaisa: 1000000,
});

let fetchMock: FetchMock;
let rows: TVacancyDistributionRow[];
beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  rows = [row({}), NAYAB_SUBBAS];
  serveMasterData(
    fetchMock,
    {},
    {
      [`GET ${REPORT}`]: (url) => report(url.searchParams.get('fiscalYear')!, rows),
      [`GET ${REPORT}.xlsx`]: () =>
        new Response(new Blob(['xlsx']), {
          status: 200,
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="vacancy-distribution-2080-81.xlsx"',
          },
        }),
    },
  );
});
afterEach(() => vi.restoreAllMocks());

const openPage = () =>
  renderAt(<VacancyDistributionReportPage />, PAGE, PAGE, { signedInAs: ANY_STAFF });

const reportCalls = () => getUrls(fetchMock).filter((url) => url.pathname === REPORT);

/** The text of an element without what keeps its issued script. */
function textOutsideIssuedCodes(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[translate="no"]').forEach((code) => code.remove());
  return copy.textContent ?? '';
}

const cellsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the vacancy distribution report in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it("opens on today's fiscal year, its columns from the report, with totals", async () => {
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'पद वितरण प्रतिवेदन' }),
    ).toBeVisible();
    const current = fiscalYearOf(todayIso());
    expect(screen.getByRole('textbox', { name: /आर्थिक वर्ष/ })).toHaveValue(
      toDevanagariDigits(current),
    );
    const table = await screen.findByRole('table', {
      name: `${toDevanagariDigits(current)} को पद वितरण`,
    });
    expect(reportCalls()[0]!.searchParams.get('fiscalYear')).toBe(current);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'माग फाराम',
      'पद',
      'उपसमूह',
      'समूह',
      'सेवा',
      'श्रेणी',
      'बढुवा',
      'कार्यालय / जिल्ला',
      'प्रदेश',
      'समावेशी',
      'कुल पद सङ्ख्या',
      'खुला',
      'महिला',
      'मधेशी',
      'ज्येष्ठताका आधारमा बढुवा',
      'कुल दरखास्त',
      'भुक्तानी गरेका',
      'कुल भुक्तानी रकम',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cellsOf(first!)).toEqual([
      'RQ-31/080-81',
      'शाखा अधिकृत',
      '—',
      'सामान्य प्रशासन',
      'नेपाल प्रशासन सेवा',
      'राजपत्राङ्कित तृतीय श्रेणी',
      '२',
      'जिल्ला प्रशासन कार्यालय, कास्कीकास्की',
      'गण्डकी',
      '३',
      '१२',
      '७',
      '१',
      '२',
      '२',
      '१,२३४',
      '१,१००',
      'रु. ५४,६००.००',
    ]);
    // A part the row has no seats in counts none.
    expect(cellsOf(second!).slice(11, 15)).toEqual(['४', '१', '०', '०']);
    const totals = screen.getByTestId('report-table-totals');
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('जम्मा');
    expect(cellsOf(totals)).toEqual([
      '',
      '',
      '',
      '',
      '',
      '२',
      '',
      '',
      '४',
      '१७',
      '११',
      '२',
      '२',
      '२',
      '१,५३४',
      '१,३००',
      'रु. ६४,६००.००',
    ]);
    expect(textOutsideIssuedCodes(table)).not.toMatch(/[0-9]/);
  });

  it('asks for the fiscal year typed and downloads its xlsx with the token', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:test/report');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = openPage();
    await screen.findByRole('table');
    const field = screen.getByRole('textbox', { name: /आर्थिक वर्ष/ });
    await user.clear(field);
    await user.type(field, '२०८०-८१');
    expect(await screen.findByRole('table', { name: '२०८०-८१ को पद वितरण' })).toBeVisible();
    expect(reportCalls().at(-1)!.searchParams.get('fiscalYear')).toBe('2080-81');
    await user.click(screen.getByRole('button', { name: 'xlsx डाउनलोड गर्नुहोस्' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes(`${REPORT}.xlsx`))!;
    const url = new URL(String(call[0]), 'http://localhost');
    expect(url.pathname).toBe(`${REPORT}.xlsx`);
    expect(url.searchParams.get('fiscalYear')).toBe('2080-81');
    expect(url.searchParams.get('lang')).toBe('ne');
    expect(new Headers(call[1]?.headers).get('authorization')).toMatch(/^Bearer /);
  });

  it('says plainly that nothing was distributed, and offers no download', async () => {
    rows = [];
    openPage();
    expect(await screen.findByTestId('report-empty')).toHaveTextContent(
      `${toDevanagariDigits(fiscalYearOf(todayIso()))} मा कुनै वितरण स्वीकृत भएको छैन।`,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'xlsx डाउनलोड गर्नुहोस्' })).toBeDisabled();
  });

  it('says a badly written fiscal year, and a missing one, without asking the server', async () => {
    const user = openPage();
    await screen.findByRole('table');
    const asked = reportCalls().length;
    const field = screen.getByRole('textbox', { name: /आर्थिक वर्ष/ });
    await user.clear(field);
    expect(await screen.findByText('प्रतिवेदन हेर्न आर्थिक वर्ष लेख्नुहोस्।')).toBeVisible();
    await user.type(field, '2080-82');
    expect(await screen.findByText('आर्थिक वर्ष २०८३-८४ जस्तै ढाँचामा लेख्नुहोस्।')).toBeVisible();
    expect(reportCalls()).toHaveLength(asked);
  });
});

describe('the vacancy distribution report in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('names the columns and the money in English', async () => {
    openPage();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(10, 18)).toEqual([
      'Total vacancy',
      'Open',
      'Women',
      'Madhesi',
      'Promotion by seniority',
      'Total applications',
      'Payment made',
      'Total paid',
    ]);
    expect(
      within(screen.getByTestId('report-table-totals')).getByText('Rs. 64,600.00'),
    ).toBeVisible();
  });
});
