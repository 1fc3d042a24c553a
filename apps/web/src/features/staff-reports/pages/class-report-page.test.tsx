import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  fiscalYearOf,
  todayIso,
  toDevanagariDigits,
  type TClassReport,
  type TClassReportRow,
} from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { renderAt, serveMasterData } from '../../../test/master-data';
import { callsTo, catchDownloads, CLERK, sheet } from './report-fixtures';
import { ClassReportPage } from './class-report-page';

vi.setConfig({ testTimeout: 30_000 });

const PAGE = '/admin/reportByClass';
const REPORT = '/api/internal/reports/by-class';

const ROWS: TClassReportRow[] = [
  {
    classId: 3,
    classEn: 'Gazetted Third Class',
    classNe: 'राजपत्राङ्कित तृतीय श्रेणी',
    advertisements: 4,
    vacancies: 27,
    applications: 5210,
    paid: 4800,
    pending: 3000,
    hold: 200,
    approved: 1500,
    rejected: 100,
  },
  {
    classId: 5,
    classEn: 'Non-gazetted First Class',
    classNe: 'राजपत्र अनङ्कित प्रथम श्रेणी',
    advertisements: 2,
    vacancies: 9,
    applications: 1450,
    paid: 1200,
    pending: 1200,
    hold: 0,
    approved: 0,
    rejected: 0,
  },
];

const REPORT_OF: TClassReport = {
  rows: ROWS,
  total: {
    advertisements: 6,
    vacancies: 36,
    applications: 6660,
    paid: 6000,
    pending: 4200,
    hold: 200,
    approved: 1500,
    rejected: 100,
  },
};

let fetchMock: FetchMock;
let report: TClassReport;
beforeEach(() => {
  resetToasts();
  catchDownloads();
  report = REPORT_OF;
  fetchMock = mockFetch();
  serveMasterData(
    fetchMock,
    {},
    { [`GET ${REPORT}`]: () => report, [`GET ${REPORT}.xlsx`]: () => sheet('report-by-class') },
  );
});
afterEach(() => vi.restoreAllMocks());

const openPage = () => renderAt(<ClassReportPage />, PAGE, PAGE, { signedInAs: CLERK });
const reports = () => callsTo(fetchMock, REPORT);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the report by class in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it("counts each class of today's fiscal year, with the total, in Devanagari", async () => {
    openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'श्रेणी अनुसार प्रतिवेदन' })).toBeVisible();
    const current = fiscalYearOf(todayIso());
    const table = await screen.findByRole('table', {
      name: `${toDevanagariDigits(current)} मा श्रेणी अनुसार आवेदन`,
    });
    expect(reports()[0]!.searchParams.get('fiscalYear')).toBe(current);
    expect(
      within(table.querySelector('thead')!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'श्रेणी',
      'विज्ञापन',
      'पद सङ्ख्या',
      'आवेदन',
      'भुक्तानी भएका (फारम)',
      'बाँकी',
      'रोकिएको',
      'स्वीकृत',
      'अस्वीकृत',
    ]);
    const [first] = within(table.querySelector('tbody')!).getAllByRole('row');
    expect(cellsOf(first!)).toEqual([
      'राजपत्राङ्कित तृतीय श्रेणी',
      '४',
      '२७',
      '५,२१०',
      '४,८००',
      '३,०००',
      '२००',
      '१,५००',
      '१००',
    ]);
    expect(table.querySelector('tfoot')!.textContent).toBe('जम्मा६३६६,६६०६,०००४,२००२००१,५००१००');
    expect(table.textContent).not.toMatch(/[0-9]/);
  });

  it('asks for the fiscal year typed, every year once emptied, and downloads it', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = openPage();
    await screen.findByRole('table');
    const field = screen.getByRole('textbox', { name: /आर्थिक वर्ष/ });
    await user.clear(field);
    await waitFor(() => expect(reports().at(-1)!.searchParams.has('fiscalYear')).toBe(false));
    expect(
      await screen.findByRole('table', { name: 'सबै आर्थिक वर्षमा श्रेणी अनुसार आवेदन' }),
    ).toBeVisible();
    await user.type(field, '२०८२-८३');
    await waitFor(() => expect(reports().at(-1)!.searchParams.get('fiscalYear')).toBe('2082-83'));
    await user.click(screen.getByRole('button', { name: 'xlsx डाउनलोड गर्नुहोस्' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url] = callsTo(fetchMock, `${REPORT}.xlsx`);
    expect(url!.searchParams.get('fiscalYear')).toBe('2082-83');
    expect(url!.searchParams.get('lang')).toBe('ne');
  });

  it('says plainly that no class has applications', async () => {
    report = { ...REPORT_OF, rows: [] };
    openPage();
    expect(await screen.findByTestId('report-empty')).toHaveTextContent(
      'यी वर्षका कुनै विज्ञापनमा अहिलेसम्म आवेदन परेको छैन।',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'xlsx डाउनलोड गर्नुहोस्' })).toBeDisabled();
  });
});

describe('the report by class in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('names the classes and the total in English', async () => {
    openPage();
    const table = await screen.findByRole('table', { name: /^Applications by class in / });
    expect(within(table).getByText('Non-gazetted First Class')).toBeVisible();
    expect(table.querySelector('tfoot')!.textContent).toBe('Total6366,6606,0004,2002001,500100');
  });
});
