import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  fiscalYearOf,
  todayIso,
  toDevanagariDigits,
  type TCurrentUser,
  type TQuotaCountReport,
  type TQuotaCountRow,
} from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { A_STAFF_MEMBER, getUrls, renderAt, serveMasterData } from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import { QuotaCountReportPage } from './quota-count-report-page';

vi.setConfig({ testTimeout: 30_000 });

const PAGE = '/admin/vacancy-count-by-quota-report';
const REPORT = '/api/internal/reports/vacancy-count-by-quota';

/** Any staff user reads the report: one holding no privilege at all. */
const ANY_STAFF: TCurrentUser = { ...A_STAFF_MEMBER, privileges: [], permissions: {} };

const ROWS: TQuotaCountRow[] = [
  {
    quotaId: 1,
    nameEn: 'Open',
    nameNe: 'खुला',
    advertisements: 3,
    seats: 11,
    applications: 1200,
    paid: 1000,
    paidAmountPaisa: 5000000,
  },
  {
    quotaId: 2,
    nameEn: 'Women',
    nameNe: 'महिला',
    advertisements: 2,
    seats: 2,
    applications: 334,
    paid: 300,
    paidAmountPaisa: 1460000,
  },
];

const report = (fiscalYear: string, rows: TQuotaCountRow[]): TQuotaCountReport => ({
  fiscalYear,
  rows,
  total: { advertisements: 5, seats: 13, applications: 1534, paid: 1300, paidAmountPaisa: 6460000 },
});

let fetchMock: FetchMock;
let rows: TQuotaCountRow[];
beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  rows = ROWS;
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
            'content-disposition': 'attachment; filename="vacancy-count-by-quota.xlsx"',
          },
        }),
    },
  );
});
afterEach(() => vi.restoreAllMocks());

const openPage = () => renderAt(<QuotaCountReportPage />, PAGE, PAGE, { signedInAs: ANY_STAFF });

const cellsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the vacancy count by quota in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it("counts each quota of today's fiscal year, with the total", async () => {
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'कोटा अनुसार पद सङ्ख्या' }),
    ).toBeVisible();
    const current = fiscalYearOf(todayIso());
    const table = await screen.findByRole('table', {
      name: `${toDevanagariDigits(current)} मा कोटा अनुसार पद`,
    });
    const first = getUrls(fetchMock).find((url) => url.pathname === REPORT)!;
    expect(first.searchParams.get('fiscalYear')).toBe(current);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['कोटा', 'विज्ञापन', 'पद सङ्ख्या', 'कुल दरखास्त', 'भुक्तानी गरेका', 'कुल भुक्तानी रकम']);
    const [, open, women] = within(table).getAllByRole('row');
    expect(cellsOf(open!)).toEqual(['खुला', '३', '११', '१,२००', '१,०००', 'रु. ५०,०००.००']);
    expect(cellsOf(women!)).toEqual(['महिला', '२', '२', '३३४', '३००', 'रु. १४,६००.००']);
    const totals = screen.getByTestId('report-table-totals');
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('जम्मा');
    expect(cellsOf(totals)).toEqual(['५', '१३', '१,५३४', '१,३००', 'रु. ६४,६००.००']);
    expect(table.textContent).not.toMatch(/[0-9]/);
  });

  it('downloads the xlsx of the fiscal year typed, with the token', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:test/report');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = openPage();
    await screen.findByRole('table');
    const field = screen.getByRole('textbox', { name: /आर्थिक वर्ष/ });
    await user.clear(field);
    await user.type(field, '२०७९-८०');
    expect(await screen.findByRole('table', { name: '२०७९-८० मा कोटा अनुसार पद' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'xlsx डाउनलोड गर्नुहोस्' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes(`${REPORT}.xlsx`))!;
    const url = new URL(String(call[0]), 'http://localhost');
    expect(url.pathname).toBe(`${REPORT}.xlsx`);
    expect(url.searchParams.get('fiscalYear')).toBe('2079-80');
    expect(url.searchParams.get('lang')).toBe('ne');
    expect(new Headers(call[1]?.headers).get('authorization')).toMatch(/^Bearer /);
  });

  it('says plainly that nothing was advertised', async () => {
    rows = [];
    openPage();
    expect(await screen.findByTestId('report-empty')).toHaveTextContent(
      `${toDevanagariDigits(fiscalYearOf(todayIso()))} मा कुनै पद विज्ञापन भएको छैन।`,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('scrolls sideways inside its own region on a phone', async () => {
    setScreenWidth(375);
    openPage();
    const table = await screen.findByRole('table');
    const region = table.closest('[role="region"]')!;
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleName(table.getAttribute('aria-label')!);
  });
});

describe('the vacancy count by quota in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('names the quotas, the total and the money in English', async () => {
    openPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Women')).toBeVisible();
    const totals = screen.getByTestId('report-table-totals');
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total');
    expect(cellsOf(totals)).toEqual(['5', '13', '1,534', '1,300', 'Rs. 64,600.00']);
  });
});
