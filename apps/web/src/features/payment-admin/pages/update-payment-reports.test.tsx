import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { TVacancyReport } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, type FetchMock } from '../../../test/fetch-mock';
import {
  REPORT_QUOTAS,
  aCivilEngineerRow,
  aLocalLevelRow,
  aReportRow,
  aVacancyRow,
  callsTo,
  renderPage,
  serve,
  catchDownloads,
} from '../test-utils';
import { UpdatePaymentPage } from './update-payment-page';

vi.setConfig({ testTimeout: 30_000 });

const REPORT = '/api/internal/payment-reports/advertisements';
const VACANCIES = '/api/internal/payment-reports/vacancies';
const INTERNAL = { code: 'INTERNAL', nameEn: 'Internal competition', nameNe: 'आन्तरिक प्रतियोगिता' };

const VACANCY_DETAIL: TVacancyReport = {
  quotas: REPORT_QUOTAS,
  rows: [aVacancyRow(), aLocalLevelRow()],
};
const LOCAL_LEVEL: TVacancyReport = {
  quotas: REPORT_QUOTAS.filter((quota) => quota.code !== 'MADHESI'),
  rows: [aLocalLevelRow()],
};
const NO_PROMOTION: TVacancyReport = { quotas: [], rows: [] };

let fetchMock: FetchMock;
beforeEach(async () => {
  fetchMock = mockFetch();
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  await i18n.changeLanguage('ne');
});

/** The vacancy reports answer by kind and search (advertisement number, post), as the server does. */
function serveReports(promotion: TVacancyReport = NO_PROMOTION) {
  const byKind: Record<string, TVacancyReport> = {
    'vacancy-detail': VACANCY_DETAIL,
    promotion,
    'local-level': LOCAL_LEVEL,
  };
  serve(fetchMock, ['UP'], {
    [`GET ${REPORT}`]: () => [aReportRow(), aCivilEngineerRow()],
    [`GET ${VACANCIES}`]: (url) => {
      const report = byKind[url.searchParams.get('kind') ?? '']!;
      const search = url.searchParams.get('search') ?? '';
      const rows = report.rows.filter((row) =>
        [...row.advertisementNumbers, row.postEn].some((text) => text.includes(search)),
      );
      return { quotas: report.quotas, rows };
    },
  });
}

/** Shows the address's query, which the report choice is kept in. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderReports(path: string) {
  return renderPage(
    <>
      <UpdatePaymentPage />
      <Address />
    </>,
    path,
  );
}

const lastKind = () => callsTo(fetchMock, 'GET', VACANCIES).at(-1)?.query.get('kind');
const table = () => screen.getByRole('table');
const headers = () =>
  within(table().querySelector('thead')!)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
const cellsOf = (testId: string) =>
  within(screen.getByTestId(testId).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('UpdatePaymentPage: the reports of the Report tab', () => {
  it('opens on the report per advertisement; each choice asks for its kind and is kept in the address', async () => {
    serveReports();
    const user = renderReports('/?tab=report');
    await screen.findByTestId('report-advertisement-2');
    expect(screen.getByRole('radio', { name: 'Advertisements' })).toBeChecked();
    expect(callsTo(fetchMock, 'GET', VACANCIES)).toHaveLength(0);

    for (const [label, kind] of [
      ['Vacancy detail', 'vacancy-detail'],
      ['Promotion', 'promotion'],
      ['Local level', 'local-level'],
    ] as const) {
      await user.click(screen.getByRole('radio', { name: label }));
      await waitFor(() => expect(lastKind()).toBe(kind));
      const address = new URLSearchParams(screen.getByTestId('address').textContent!);
      expect(address.get('tab')).toBe('report');
      expect(address.get('report')).toBe(kind);
    }
    await screen.findByTestId('vacancy-report-post-12-301');

    await user.click(screen.getByRole('radio', { name: 'Advertisements' }));
    expect(await screen.findByTestId('report-advertisement-1')).toBeInTheDocument();
    expect(screen.queryByTestId('vacancy-report-post-12-301')).not.toBeInTheDocument();
  });

  it('vacancy detail: a column per quota in the given order, "—" for an absent quota or no local level, and the totals', async () => {
    serveReports();
    renderReports('/?tab=report&report=vacancy-detail');
    await screen.findByTestId('vacancy-report-post-12-301');
    expect(screen.getByRole('radio', { name: 'Vacancy detail' })).toBeChecked();
    expect(headers()).toEqual([
      'Post',
      'Local level',
      'Open',
      'Women',
      'Madhesi',
      'Total vacancy',
      'Applications',
      'Payment made',
      'Total paid',
      'Refund due',
    ]);
    expect(cellsOf('vacancy-report-post-11')).toEqual([
      'Section OfficerAdministration · Gazetted Third · General Administration',
      '—',
      '5',
      '—',
      '1',
      '6',
      '1,250',
      '1,000',
      'Rs. 15,00,000.00',
      '2Rs. 3,000.00',
    ]);
    expect(cellsOf('vacancy-report-post-12-301')).toEqual([
      'Engineer, CivilEngineering · Officer Level Sixth · Civil · Highway',
      'Dhulikhel MunicipalityKavrepalanchok, Bagmati',
      '2',
      '1',
      '—',
      '3',
      '40',
      '30',
      'Rs. 60,000.00',
      '0',
    ]);
    expect(screen.getByTestId('vacancy-report-total-label')).toHaveTextContent('Total (2 posts)');
    expect(screen.getByTestId('vacancy-report-total-quota-OPEN')).toHaveTextContent(/^7$/);
    expect(screen.getByTestId('vacancy-report-total-quota-WOMEN')).toHaveTextContent(/^1$/);
    expect(screen.getByTestId('vacancy-report-total-quota-MADHESI')).toHaveTextContent(/^1$/);
    expect(screen.getByTestId('vacancy-report-total-vacancy')).toHaveTextContent(/^9$/);
    expect(screen.getByTestId('vacancy-report-total-applications')).toHaveTextContent('1,290');
    expect(screen.getByTestId('vacancy-report-total-paid')).toHaveTextContent('1,030');
    expect(screen.getByTestId('vacancy-report-total-collected')).toHaveTextContent(
      'Rs. 15,60,000.00',
    );
    expect(screen.getByTestId('vacancy-report-total-refund')).toHaveTextContent('2Rs. 3,000.00');
    expect(screen.queryByTestId('vacancy-report-none')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', VACANCIES)[0]?.query.has('search')).toBe(false);
  });

  it('searches on the server (Nepali digits as Latin) and totals only the rows found', async () => {
    serveReports();
    const user = renderReports('/?tab=report&report=vacancy-detail');
    await screen.findByTestId('vacancy-report-post-12-301');
    await user.type(screen.getByRole('searchbox', { name: 'Search the table' }), '१६६१५');
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET', VACANCIES).at(-1)?.query;
      expect(last?.get('kind')).toBe('vacancy-detail');
      expect(last?.get('search')).toBe('16615');
    });
    await waitFor(() =>
      expect(screen.queryByTestId('vacancy-report-post-12-301')).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('vacancy-report-total-label')).toHaveTextContent('Total (1 post)');
    expect(screen.getByTestId('vacancy-report-total-quota-OPEN')).toHaveTextContent(/^5$/);
    expect(screen.getByTestId('vacancy-report-total-vacancy')).toHaveTextContent(/^6$/);
    // Nothing found is not "no advertisement yet".
    await user.clear(screen.getByRole('searchbox', { name: 'Search the table' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the table' }), 'nothing');
    await waitFor(() =>
      expect(screen.queryByTestId('vacancy-report-post-11')).not.toBeInTheDocument(),
    );
    expect(screen.queryByTestId('vacancy-report-none')).not.toBeInTheDocument();
  });

  it('promotion: says why it is empty without an INTERNAL quota, and shows no local level', async () => {
    serveReports();
    renderReports('/?tab=report&report=promotion');
    expect(await screen.findByTestId('vacancy-report-none')).toHaveTextContent(
      'No internal competition (promotion) advertisement yet. Internal competition is the quota ' +
        'whose code is INTERNAL in master data.',
    );
    expect(lastKind()).toBe('promotion');
    expect(screen.getByTestId('vacancy-report-download-csv')).toBeDisabled();
    expect(headers()).not.toContain('Local level');
  });

  it('promotion: the internal competition quota is its one quota column', async () => {
    serveReports({
      quotas: [INTERNAL],
      rows: [aVacancyRow({ vacanciesByQuota: { INTERNAL: 4 }, totalVacancy: 4 })],
    });
    renderReports('/?tab=report&report=promotion');
    await screen.findByTestId('vacancy-report-post-11');
    expect(headers()).toEqual([
      'Post',
      'Internal competition',
      'Total vacancy',
      'Applications',
      'Payment made',
      'Total paid',
      'Refund due',
    ]);
    expect(cellsOf('vacancy-report-post-11').slice(1, 3)).toEqual(['4', '4']);
    expect(screen.queryByTestId('vacancy-report-none')).not.toBeInTheDocument();
  });

  it('local level in Nepali: the choices, headers, quotas, places and numbers in Nepali', async () => {
    await i18n.changeLanguage('ne');
    serveReports();
    renderReports('/?tab=report&report=local-level');
    await screen.findByTestId('vacancy-report-post-12-301');
    for (const label of ['विज्ञापन अनुसार', 'रिक्त पद विवरण', 'बढुवा (आन्तरिक प्रतियोगिता)', 'स्थानीय तह'])
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'स्थानीय तह' })).toBeChecked();
    expect(headers()).toEqual([
      'पद',
      'स्थानीय तह',
      'खुला',
      'महिला',
      'जम्मा रिक्त पद',
      'आवेदन',
      'भुक्तानी भएका',
      'जम्मा भुक्तानी रकम',
      'फिर्ता गर्नुपर्ने',
    ]);
    expect(cellsOf('vacancy-report-post-12-301')).toEqual([
      'इन्जिनियर, सिभिलइन्जिनियरिङ · अधिकृत छैटौं · सिभिल · हाइवे',
      'धुलिखेल नगरपालिकाकाभ्रेपलाञ्चोक, बागमती',
      '२',
      '१',
      '३',
      '४०',
      '३०',
      'रु. ६०,०००.००',
      '०',
    ]);
    expect(screen.getByTestId('vacancy-report-total-label')).toHaveTextContent('जम्मा (१ पद)');
    expect(screen.getByTestId('vacancy-report-total-collected')).toHaveTextContent('रु. ६०,०००.००');
  });

  it('"Download CSV" saves the report in English with a column per quota', async () => {
    const downloads = catchDownloads();
    await i18n.changeLanguage('ne');
    serveReports();
    const user = renderReports('/?tab=report&report=local-level');
    await screen.findByTestId('vacancy-report-post-12-301');
    await user.click(screen.getByTestId('vacancy-report-download-csv'));
    const [text] = await downloads.stop();
    expect(downloads.names).toEqual([
      expect.stringMatching(/^local-level-report-\d{4}-\d{2}-\d{2}\.csv$/),
    ]);
    const lines = text!.split('\r\n');
    expect(lines[0]).toContain('Local level,District,Province,Advertisement numbers,Open,Women,');
    expect(lines[1]).toContain('Dhulikhel Municipality,Kavrepalanchok,Bagmati,16614/082-83,2,1,');
    expect(lines).toHaveLength(3);
  });
});
