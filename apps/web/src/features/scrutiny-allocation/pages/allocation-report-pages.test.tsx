import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TAllocationReport, TIndividualAllocationReport } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { aStaffMemberWith, getUrls, renderAt, serveMasterData } from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import { GITA, RAM, SITA, textOutsideIssuedCodes } from './allocation-fixtures';
import { AllocationReportPage } from './allocation-report-page';
import { IndividualAllocationReportPage } from './individual-allocation-report-page';

vi.setConfig({ testTimeout: 30_000 });

const REPORT = '/api/internal/scrutiny/allocation-report';
const READER = aStaffMemberWith('SA', ['read']);

const REPORT_OF_ALL: TAllocationReport = {
  officers: [
    { ...SITA, advertisements: 3, allocated: 1600, completed: 1400, onHold: 30, pending: 170 },
    { ...RAM, advertisements: 2, allocated: 400, completed: 400, onHold: 0, pending: 0 },
    { ...GITA, advertisements: 0, allocated: 0, completed: 0, onHold: 0, pending: 0 },
  ],
  total: { allocated: 2000, completed: 1800, onHold: 30, pending: 170 },
};

const SITAS: TIndividualAllocationReport = {
  officer: SITA,
  advertisements: [
    {
      advertisementId: 31,
      code: 'ADV-2083-007',
      postEn: 'Section Officer',
      postNe: 'शाखा अधिकृत',
      finalisedAt: null,
      allocated: 600,
      completed: 400,
      onHold: 30,
      pending: 170,
    },
    {
      advertisementId: 32,
      code: 'ADV-2082-019',
      postEn: 'Nayab Subba',
      postNe: 'नायब सुब्बा',
      finalisedAt: '2026-04-10T06:00:00.000Z',
      allocated: 1000,
      completed: 1000,
      onHold: 0,
      pending: 0,
    },
  ],
  total: { allocated: 1600, completed: 1400, onHold: 30, pending: 170 },
};

let fetchMock: FetchMock;
beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  serveMasterData(
    fetchMock,
    {},
    {
      [`GET ${REPORT}`]: () => REPORT_OF_ALL,
      [`GET ${REPORT}/5`]: () => SITAS,
    },
  );
});

const openReport = () =>
  renderAt(<AllocationReportPage />, '/admin/allocation/report', '/admin/allocation/report', {
    signedInAs: READER,
  });
const openIndividual = () =>
  renderAt(
    <IndividualAllocationReportPage />,
    '/admin/allocation/report-individual/5',
    '/admin/allocation/report-individual/:userId',
    { signedInAs: READER },
  );

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
/** The totals row: the table's last, in its foot (whose cells the data table makes headers). */
const totalsOf = (table: HTMLElement) => within(table).getAllByRole('row').at(-1)!;

describe('the allocation reports in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it("counts every officer's forms with the total, each name opening the officer's report", async () => {
    openReport();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('बाँडफाँड प्रतिवेदन');
    const table = await screen.findByRole('table', { name: 'रुजु अधिकृत अनुसार फारम' });
    expect(
      within(table.querySelector('thead')!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'अधिकृत',
      'प्रयोगकर्ता नाम',
      'विज्ञापन',
      'बाँडफाँड गरिएको',
      'सम्पन्न',
      'रोक्का',
      'निर्णय हुन बाँकी',
    ]);
    const sita = within(table).getByRole('link', { name: 'Sita Sharma' });
    expect(sita).toHaveAttribute('href', '/admin/allocation/report-individual/5');
    expect(cellsOf(sita.closest('tr')!)).toEqual([
      'Sita Sharma',
      'sita',
      '३',
      '१,६००',
      '१,४००',
      '३०',
      '१७०',
    ]);
    const totals = totalsOf(table);
    expect(totals.closest('tfoot')).not.toBeNull();
    expect(
      within(totals)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['जम्मा', '', '', '२,०००', '१,८००', '३०', '१७०']);
    expect(textOutsideIssuedCodes(table)).not.toMatch(/[0-9]/);
  });

  it('asks for the fiscal year typed in Devanagari', async () => {
    const user = openReport();
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: 'आर्थिक वर्ष' }), '२०८२-८३');
    await waitFor(() =>
      expect(
        getUrls(fetchMock)
          .filter((url) => url.pathname === REPORT)
          .at(-1)!
          .searchParams.get('fiscalYear'),
      ).toBe('2082-83'),
    );
  });

  it('names the officer and lists their forms by advertisement, with the total', async () => {
    openIndividual();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Sita Sharma लाई बाँडफाँड गरिएका फारम',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const table = await screen.findByRole('table', { name: 'विज्ञापन अनुसार Sita Sharma का फारम' });
    const code = within(table).getByRole('link', {
      name: 'विज्ञापन ADV-2083-007 को बाँडफाँड खोल्नुहोस्',
    });
    expect(code).toHaveAttribute('href', '/admin/scrutiny-allocation/31');
    expect(cellsOf(code.closest('tr')!)).toEqual([
      'ADV-2083-007',
      'शाखा अधिकृत',
      '६००',
      '४००',
      '३०',
      '१७०',
      'रुजु हुँदै',
    ]);
    const finalised = screen.getByTestId('allocation-open-32').closest('tr')!;
    expect(within(finalised).getByText('टुङ्गो लागेको')).toBeVisible();
    expect(
      within(totalsOf(table))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['जम्मा', '', '१,६००', '१,४००', '३०', '१७०', '']);
    expect(textOutsideIssuedCodes(table)).not.toMatch(/[0-9]/);
  });

  it('on a phone: the officers are cards with the total under them', async () => {
    setScreenWidth(375);
    openReport();
    const list = await screen.findByRole('list', { name: 'रुजु अधिकृत अनुसार फारम' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('२,०००')).toBeVisible();
  });
});

describe('the allocation reports in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('totals the report in English', async () => {
    openReport();
    const table = await screen.findByRole('table', { name: 'Forms by scrutiny officer' });
    expect(
      within(totalsOf(table))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Total', '', '', '2,000', '1,800', '30', '170']);
  });

  it("totals the officer's report in English", async () => {
    openIndividual();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forms allocated to Sita Sharma' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', {
      name: 'Forms of Sita Sharma by advertisement',
    });
    expect(within(table).getByText('Finalised')).toBeVisible();
    expect(
      within(totalsOf(table))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Total', '', '1,600', '1,400', '30', '170', '']);
  });
});
