import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { GENDER_REPORT_BREAKDOWNS } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { aStaffMemberWith, getUrls, renderAt, serveMasterData } from '../../../test/master-data';
import { GenderReportIndexPage } from './gender-report-index-page';
import { GenderReportPage } from './gender-report-page';
import { callTo, catchSavedFiles, giveChartsRoom, reportOf, spreadsheet } from './report-fixtures';

vi.setConfig({ testTimeout: 30_000 });

const INDEX = '/admin/scrutiny/report-by-gender-basic-configuration';
const GENDER_REPORTS = '/api/internal/scrutiny/gender-reports';
const READER = aStaffMemberWith('RBG', ['read']);

let fetchMock: FetchMock;
beforeEach(() => {
  resetToasts();
  giveChartsRoom();
  fetchMock = mockFetch();
  serveMasterData(
    fetchMock,
    {},
    Object.fromEntries(
      GENDER_REPORT_BREAKDOWNS.flatMap((breakdown) => [
        [`GET ${GENDER_REPORTS}/${breakdown}`, () => reportOf(breakdown)],
        [`GET ${GENDER_REPORTS}/${breakdown}.xlsx`, () => spreadsheet(`${breakdown}.xlsx`)],
      ]),
    ),
  );
});
afterEach(() => vi.restoreAllMocks());

const openIndex = () => renderAt(<GenderReportIndexPage />, INDEX, INDEX, { signedInAs: READER });
const openReport = (breakdown: string, search = '') =>
  renderAt(<GenderReportPage />, `${INDEX}/${breakdown}${search}`, `${INDEX}/:breakdown`, {
    signedInAs: READER,
  });
const reportCalls = () =>
  getUrls(fetchMock).filter((url) => url.pathname.startsWith(`${GENDER_REPORTS}/`));
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the reports by gender in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('lists the thirteen breakdowns, each a link to its report', async () => {
    openIndex();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('लिङ्ग अनुसार प्रतिवेदन');
    const list = screen.getByRole('list', { name: 'लिङ्ग अनुसार प्रतिवेदनहरू' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(13);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      GENDER_REPORT_BREAKDOWNS.map((breakdown) => `${INDEX}/${breakdown}`),
    );
    expect(links.slice(0, 3).map((link) => link.textContent)).toEqual([
      'लिङ्ग',
      'भौगोलिक क्षेत्र',
      'प्रदेश',
    ]);
    expect(links.at(-1)).toHaveTextContent('श्रेणी');
    expect(reportCalls()).toEqual([]);
  });

  it('counts each value by gender with the totals, in Devanagari digits', async () => {
    openReport('province', '?fiscalYear=2083-84');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('लिङ्ग अनुसार प्रतिवेदन: प्रदेश');
    const table = await screen.findByRole('table', { name: 'प्रदेश र लिङ्ग अनुसार फारम' });
    const first = reportCalls()[0]!;
    expect(first.pathname).toBe(`${GENDER_REPORTS}/province`);
    expect(first.searchParams.get('fiscalYear')).toBe('2083-84');
    expect(
      within(table.querySelector('thead')!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['प्रदेश', 'पुरुष', 'महिला', 'अन्य', 'जम्मा']);
    const [, bagmati, koshi] = within(table).getAllByRole('row');
    expect(cellsOf(bagmati!)).toEqual(['बागमती', '५००', '२४०', '१०', '७५०']);
    expect(cellsOf(koshi!)).toEqual(['कोशी', '३००', '१९९', '१', '५००']);
    expect(cellsOf(screen.getByTestId('report-table-totals'))).toEqual([
      '८००',
      '४३९',
      '११',
      '१,२५०',
    ]);
    expect(table.textContent).not.toMatch(/[0-9]/);
    // No breakdown to choose here: the address names it.
    expect(screen.queryByRole('combobox', { name: 'प्रतिवेदनको आधार' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'रुजुको अवस्था' })).toBeVisible();
    const chart = await screen.findByRole('img', {
      name: 'प्रदेश र लिङ्ग अनुसार फारमको थाक लगाइएको स्तम्भ चित्र; तालिकामा यिनै अङ्क छन्।',
    });
    // Three genders stacked on each of the three values.
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(9));
    expect(within(chart).getByText('पुरुष')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लिङ्ग अनुसार प्रतिवेदनहरूमा फर्कनुहोस्' })).toHaveAttribute(
      'href',
      INDEX,
    );
  });

  it('sends the status chosen to the report of the breakdown in the address', async () => {
    const user = openReport('caste');
    await screen.findByRole('table', { name: 'जात र लिङ्ग अनुसार फारम' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'रुजुको अवस्था' }), 'approved');
    await waitFor(() =>
      expect(reportCalls().at(-1)!.searchParams.get('scrutinyStatus')).toBe('approved'),
    );
    expect(reportCalls().at(-1)!.pathname).toBe(`${GENDER_REPORTS}/caste`);
  });

  it.each(['age-group', 'no-such-report'])(
    'says that %s is no report by gender, asking the server nothing',
    async (breakdown) => {
      openReport(breakdown);
      const notFound = screen.getByTestId('gender-report-not-found');
      expect(within(notFound).getByRole('heading', { level: 1 })).toHaveTextContent(
        'प्रतिवेदन भेटिएन',
      );
      expect(notFound).toHaveTextContent(`“${breakdown}” नामको लिङ्ग अनुसार प्रतिवेदन छैन।`);
      expect(within(notFound).getByRole('link')).toHaveAttribute('href', INDEX);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reportCalls()).toEqual([]);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    },
  );
});

describe('the reports by gender in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('names the genders in English and downloads the xlsx in English', async () => {
    const click = catchSavedFiles();
    const user = openReport('marital-status', '?advertisementCode=ADV-2083-007');
    const table = await screen.findByRole('table', { name: 'Forms by Marital status and gender' });
    expect(
      within(table.querySelector('thead')!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Marital status', 'Male', 'Female', 'Other', 'Total']);
    expect(cellsOf(screen.getByTestId('report-table-totals'))).toEqual([
      '800',
      '439',
      '11',
      '1,250',
    ]);
    await user.click(screen.getByRole('button', { name: 'Download xlsx' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = callTo(fetchMock, `${GENDER_REPORTS}/marital-status.xlsx`)!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      advertisementCode: 'ADV-2083-007',
      lang: 'en',
    });
    expect(call.authorization).toMatch(/^Bearer /);
  });

  it('lists the thirteen breakdowns in English', () => {
    openIndex();
    const links = within(screen.getByRole('list', { name: 'Reports by gender' })).getAllByRole(
      'link',
    );
    expect(links).toHaveLength(13);
    expect(links[12]).toHaveTextContent('Class');
    expect(links[12]).toHaveAttribute('href', `${INDEX}/class`);
  });
});
