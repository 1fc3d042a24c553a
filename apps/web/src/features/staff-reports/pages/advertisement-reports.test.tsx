import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fiscalYearOf, todayIso } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { renderAt, serveMasterData } from '../../../test/master-data';
import { AdvertisementNumberReportPage } from './advertisement-number-report-page';
import { ReapplicationReportPage } from './reapplication-report-page';
import {
  BY_NUMBER,
  callsTo,
  catchDownloads,
  CLERK,
  pageOf,
  REAPPLICATION,
  sheet,
  textOutsideIssuedCodes,
} from './report-fixtures';

vi.setConfig({ testTimeout: 30_000 });

const BY_NUMBER_REPORT = '/api/internal/reports/by-advertisement-number';
const REAPPLICATIONS = '/api/internal/reports/re-applications';

let fetchMock: FetchMock;
beforeEach(() => {
  resetToasts();
  catchDownloads();
  fetchMock = mockFetch();
  serveMasterData(
    fetchMock,
    {},
    {
      [`GET ${BY_NUMBER_REPORT}`]: (url) => pageOf([BY_NUMBER], url, 42),
      [`GET ${BY_NUMBER_REPORT}.xlsx`]: () => sheet('by-advertisement-number'),
      [`GET ${REAPPLICATIONS}`]: (url) => pageOf([REAPPLICATION], url),
      [`GET ${REAPPLICATIONS}.xlsx`]: () => sheet('re-applications'),
    },
  );
});
afterEach(() => vi.restoreAllMocks());

const openByNumber = () =>
  renderAt(<AdvertisementNumberReportPage />, '/admin/reportByAdvtNumber', '/admin/*', {
    signedInAs: CLERK,
  });
const openReapplications = () =>
  renderAt(<ReapplicationReportPage />, '/admin/re-application-report', '/admin/*', {
    signedInAs: CLERK,
  });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the report by advertisement number in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it("counts each advertisement of today's fiscal year by status and gender", async () => {
    openByNumber();
    expect(
      screen.getByRole('heading', { level: 1, name: 'विज्ञापन नम्बर अनुसार प्रतिवेदन' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'विज्ञापन अनुसार आवेदन' });
    const row = (await within(table).findByText('ADV-2083-007')).closest('tr')!;
    expect(cellsOf(row)).toEqual([
      'ADV-2083-007७/२०८३-८४',
      'शाखा अधिकृत',
      '१२',
      '१,२५०',
      '१,१००',
      '७००',
      '५०',
      '३२०',
      '३०',
      '८००',
      '४४०',
      '१०',
    ]);
    expect(textOutsideIssuedCodes(table)).not.toMatch(/[0-9]/);
    const [first] = callsTo(fetchMock, BY_NUMBER_REPORT);
    expect(first!.searchParams.get('fiscalYear')).toBe(fiscalYearOf(todayIso()));
    expect(first!.searchParams.get('page')).toBe('1');
  });

  it('sends the search and the next page to the server, and downloads what is searched', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = openByNumber();
    await screen.findByText('ADV-2083-007');
    await user.type(
      screen.getByRole('searchbox', { name: 'विज्ञापन कोड, नम्बर वा पदले खोज्नुहोस्' }),
      'शाखा',
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, BY_NUMBER_REPORT).at(-1)!.searchParams.get('search')).toBe('शाखा'),
    );
    await user.click(await screen.findByRole('button', { name: 'अर्को पृष्ठ' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, BY_NUMBER_REPORT).at(-1)!.searchParams.get('page')).toBe('2'),
    );
    expect(callsTo(fetchMock, BY_NUMBER_REPORT).at(-1)!.searchParams.get('search')).toBe('शाखा');
    await user.click(screen.getByRole('button', { name: 'xlsx डाउनलोड गर्नुहोस्' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url] = callsTo(fetchMock, `${BY_NUMBER_REPORT}.xlsx`);
    expect(url!.searchParams.get('search')).toBe('शाखा');
    expect(url!.searchParams.get('fiscalYear')).toBe(fiscalYearOf(todayIso()));
    expect(url!.searchParams.get('lang')).toBe('ne');
    expect(url!.searchParams.has('page')).toBe(false);
  });
});

describe('the re-application report', () => {
  it('counts the applications and re-applications in Devanagari digits in Nepali', async () => {
    await i18n.changeLanguage('ne');
    openReapplications();
    expect(screen.getByRole('heading', { level: 1, name: 'पुनः आवेदन प्रतिवेदन' })).toBeVisible();
    const table = await screen.findByRole('table', {
      name: 'विज्ञापन अनुसार आवेदन र पुनः आवेदन',
    });
    const row = (await within(table).findByText('ADV-2083-007')).closest('tr')!;
    expect(cellsOf(row)).toEqual([
      'ADV-2083-007७/२०८३-८४',
      'शाखा अधिकृत',
      '१२',
      '१,२५०',
      '८५',
      '६४',
    ]);
  });

  it('names its columns in English and downloads the xlsx in English', async () => {
    await i18n.changeLanguage('en');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = openReapplications();
    const table = await screen.findByRole('table', {
      name: 'Applications and re-applications by advertisement',
    });
    await within(table).findByText('Section Officer');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Advertisement',
      'Post',
      'Vacancies',
      'Applications',
      'Re-applications',
      'Re-applications paid',
    ]);
    const field = screen.getByRole('textbox', { name: /Fiscal year/ });
    await user.clear(field);
    await user.type(field, '2082-83');
    await waitFor(() =>
      expect(callsTo(fetchMock, REAPPLICATIONS).at(-1)!.searchParams.get('fiscalYear')).toBe(
        '2082-83',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Download xlsx' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url] = callsTo(fetchMock, `${REAPPLICATIONS}.xlsx`);
    expect(url!.searchParams.get('lang')).toBe('en');
    expect(url!.searchParams.get('fiscalYear')).toBe('2082-83');
  });
});
