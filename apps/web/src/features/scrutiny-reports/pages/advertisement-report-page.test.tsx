import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TAdvertisementReportRow } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { aStaffMemberWith, getUrls, renderAt, serveMasterData } from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import { AdvertisementReportPage } from './advertisement-report-page';
import { advertisementRow, callTo, catchSavedFiles, spreadsheet } from './report-fixtures';

vi.setConfig({ testTimeout: 30_000 });

const PAGE = '/admin/scrutiny/advertisementReport';
const REPORT = '/api/internal/scrutiny/advertisement-report';
const READER = aStaffMemberWith('AR', ['read']);

/** 25 advertisements in all: the server answers the page asked for (10 a page). */
const TOTAL = 25;
const rowsOf = (page: number): TAdvertisementReportRow[] =>
  Array.from({ length: Math.min(10, TOTAL - (page - 1) * 10) }, (_, index) => {
    const n = (page - 1) * 10 + index;
    return n === 0
      ? advertisementRow()
      : advertisementRow({
          advertisementId: 100 + n,
          code: `ADV-2082-${String(n).padStart(3, '0')}`,
          advertisementNumber: `${n}/2082-83`,
          groupEn: null,
          groupNe: null,
        });
  });

let fetchMock: FetchMock;
beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  serveMasterData(
    fetchMock,
    {},
    {
      [`GET ${REPORT}`]: (url) => {
        const page = Number(url.searchParams.get('page'));
        return { items: rowsOf(page), total: TOTAL, page, pageSize: 10 };
      },
      [`GET ${REPORT}.xlsx`]: () => spreadsheet('advertisement-report.xlsx'),
    },
  );
});
afterEach(() => vi.restoreAllMocks());

const openPage = () => renderAt(<AdvertisementReportPage />, PAGE, PAGE, { signedInAs: READER });
const reportCalls = () => getUrls(fetchMock).filter((url) => url.pathname === REPORT);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the advertisement report in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('shows each advertisement with its counts in Devanagari digits, paged by the server', async () => {
    const user = openPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('विज्ञापन प्रतिवेदन');
    const table = await screen.findByRole('table', { name: 'विज्ञापन र तिनका आवेदन' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'विज्ञापन कोड',
      'विज्ञापन नं.',
      'पद',
      'श्रेणी',
      'सेवा',
      'समूह',
      'कोटा',
      'जम्मा पद सङ्ख्या',
      'जम्मा आवेदक',
      'भुक्तानी भएका',
      'बाँकी',
      'रोकिएको',
      'स्वीकृत',
      'अस्वीकृत',
    ]);
    const first = await within(table).findByText('ADV-2083-007');
    expect(cellsOf(first.closest('tr')!)).toEqual([
      'ADV-2083-007',
      '७/२०८३-८४',
      'शाखा अधिकृत',
      'राजपत्राङ्कित तृतीय श्रेणी',
      'नेपाल प्रशासन सेवा',
      'सामान्य प्रशासन',
      'खुला',
      '१२',
      '१,४००',
      '१,२५०',
      '३५०',
      '५०',
      '८००',
      '५०',
    ]);
    expect(cellsOf(within(table).getByText('ADV-2082-001').closest('tr')!)[5]).toBe('—');
    expect(Object.fromEntries(reportCalls()[0]!.searchParams)).toEqual({
      page: '1',
      pageSize: '10',
    });
    await user.click(screen.getByRole('button', { name: 'पृष्ठ २' }));
    expect(await within(table).findByText('ADV-2082-010')).toBeVisible();
    expect(within(table).queryByText('ADV-2083-007')).not.toBeInTheDocument();
    expect(reportCalls().at(-1)!.searchParams.get('page')).toBe('2');
  });

  it('sends the fiscal year and the search to the server, from the first page', async () => {
    const user = openPage();
    await screen.findByText('ADV-2083-007');
    await user.click(screen.getByRole('button', { name: 'पृष्ठ ३' }));
    await screen.findByText('ADV-2082-020');
    await user.type(screen.getByRole('textbox', { name: /आर्थिक वर्ष/ }), '२०८२-८३');
    await waitFor(() =>
      expect(reportCalls().at(-1)!.searchParams.get('fiscalYear')).toBe('2082-83'),
    );
    expect(reportCalls().at(-1)!.searchParams.get('page')).toBe('1');
    await user.type(screen.getByRole('searchbox'), 'शाखा');
    await waitFor(() => expect(reportCalls().at(-1)!.searchParams.get('search')).toBe('शाखा'));
    expect(reportCalls().at(-1)!.searchParams.get('fiscalYear')).toBe('2082-83');
  });

  it('downloads the whole result, not the page, as xlsx in Nepali', async () => {
    const click = catchSavedFiles();
    const user = openPage();
    await screen.findByText('ADV-2083-007');
    await user.type(screen.getByRole('textbox', { name: /आर्थिक वर्ष/ }), '२०८३-८४');
    await user.type(screen.getByRole('searchbox'), 'Officer');
    await waitFor(() => expect(reportCalls().at(-1)!.searchParams.get('search')).toBe('Officer'));
    await user.click(screen.getByRole('button', { name: 'xlsx डाउनलोड गर्नुहोस्' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = callTo(fetchMock, `${REPORT}.xlsx`)!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      fiscalYear: '2083-84',
      search: 'Officer',
      lang: 'ne',
    });
    expect(call.authorization).toMatch(/^Bearer /);
  });

  it('on a phone: each advertisement is a card named by its code', async () => {
    setScreenWidth(375);
    openPage();
    const list = await screen.findByRole('list', { name: 'विज्ञापन र तिनका आवेदन' });
    const cards = await within(list).findAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(cards[0]).toHaveAccessibleName('ADV-2083-007');
    expect(cards[0]).toHaveTextContent('जम्मा आवेदक१,४००');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the advertisement report in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('names the columns and the post in English and downloads in English', async () => {
    const click = catchSavedFiles();
    const user = openPage();
    const row = (await screen.findByText('ADV-2083-007')).closest('tr')!;
    expect(cellsOf(row).slice(1, 8)).toEqual([
      '7/2083-84',
      'Section Officer',
      'Gazetted Third Class',
      'Nepal Administration Service',
      'General Administration',
      'Open',
      '12',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Total applicants' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Download xlsx' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(Object.fromEntries(callTo(fetchMock, `${REPORT}.xlsx`)!.url.searchParams)).toEqual({
      lang: 'en',
    });
  });
});
