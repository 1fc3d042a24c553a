import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { toDevanagariDigits } from '@niyukti/shared';
import { createFormatter } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { aStaffMemberWith, renderAt, serveMasterData } from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import { ApplicationsReportPage } from './applications-report-page';
import {
  APPLICATION,
  callsTo,
  catchDownloads,
  pageOf,
  SECOND_APPLICATION,
  sheet,
  textOutsideIssuedCodes,
} from './report-fixtures';

vi.setConfig({ testTimeout: 30_000 });

const PAGE = '/admin/all-application-report';
const REPORT = '/api/internal/reports/applications';
const READER = aStaffMemberWith('SR', ['read']);

let fetchMock: FetchMock;
beforeEach(() => {
  resetToasts();
  catchDownloads();
  fetchMock = mockFetch();
  serveMasterData(
    fetchMock,
    {},
    {
      [`GET ${REPORT}`]: (url) => pageOf([APPLICATION, SECOND_APPLICATION], url, 25),
      [`GET ${REPORT}.xlsx`]: () => sheet('applications'),
    },
  );
});
afterEach(() => vi.restoreAllMocks());

/** Where the page keeps its filters: the address's search, shown for the test to read. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const openPage = (search = '') =>
  renderAt(
    <>
      <ApplicationsReportPage />
      <Address />
    </>,
    `${PAGE}${search}`,
    PAGE,
    { signedInAs: READER },
  );
const reports = () => callsTo(fetchMock, REPORT);
const lastReport = () => reports().at(-1)!.searchParams;
const address = () => new URLSearchParams(screen.getByTestId('address').textContent!);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the application report in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it("reads the address's filters (the dashboard's today) and shows each application", async () => {
    const user = openPage('?appliedFrom=2026-11-20&appliedTo=2026-11-20');
    expect(screen.getByRole('heading', { level: 1, name: 'आवेदन प्रतिवेदन' })).toBeVisible();
    const open = await screen.findByTestId('application-open-501');
    expect(reports()[0]!.searchParams.get('appliedFrom')).toBe('2026-11-20');
    expect(reports()[0]!.searchParams.get('appliedTo')).toBe('2026-11-20');
    expect(screen.getByRole('textbox', { name: 'आवेदन मिति देखि (ई.सं.)' })).toHaveValue(
      toDevanagariDigits('2026-11-20'),
    );
    const ne = createFormatter('ne');
    const row = open.closest('tr')!;
    expect(cellsOf(row)).toEqual([
      '१००२३४',
      'Sita Sharma',
      'ADV-2083-007७/२०८३-८४',
      'शाखा अधिकृत',
      `${ne.date(APPLICATION.appliedAt, 'bs')}${ne.date(APPLICATION.appliedAt, 'ad')} · १०:१५`,
      'रु. १,५००.००',
      'भुक्तानी भयो',
      'रोकिएको',
      '—',
    ]);
    const second = screen.getByTestId('application-open-502').closest('tr')!;
    expect(cellsOf(second).slice(6)).toEqual(['भुक्तानी बाँकी', 'बाँकी', '१२०७']);
    const table = screen.getByRole('table', { name: 'आवेदनहरू' });
    expect(textOutsideIssuedCodes(table).replace(/Sita Sharma|Ram Karki/g, '')).not.toMatch(
      /[0-9A-Za-z]/,
    );
    const link = within(row).getByRole('link', {
      name: '१००२३४: ADV-2083-007 मा Sita Sharma को आवेदन खोल्नुहोस्',
    });
    expect(link).toHaveAttribute('href', '/admin/application-report/501');
    await user.click(link);
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });

  it('puts each filter in the address and in the query, from the first page', async () => {
    const user = openPage();
    await screen.findByTestId('application-open-501');
    await user.selectOptions(screen.getByRole('combobox', { name: 'भुक्तानीको अवस्था' }), 'paid');
    await waitFor(() => expect(lastReport().get('paymentStatus')).toBe('paid'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'रुजुको अवस्था' }), 'hold');
    await waitFor(() => expect(lastReport().get('scrutinyStatus')).toBe('hold'));
    await user.type(screen.getByRole('textbox', { name: 'विज्ञापन कोड' }), 'ADV-2083-007');
    await waitFor(() => expect(lastReport().get('advertisementCode')).toBe('ADV-2083-007'));
    await user.type(screen.getByRole('textbox', { name: /आर्थिक वर्ष/ }), '२०८३-८४');
    await waitFor(() => expect(lastReport().get('fiscalYear')).toBe('2083-84'));
    await user.type(screen.getByRole('textbox', { name: 'आवेदन मिति सम्म (वि.सं.)' }), '२०८३-०८-१०');
    await waitFor(() => expect(lastReport().get('appliedTo')).toBe('2026-11-26'));
    await user.type(
      screen.getByRole('searchbox', {
        name: 'मास्टर आईडी, नाम, मोबाइल, इमेल वा नागरिकता नम्बरले खोज्नुहोस्',
      }),
      '९८४१',
    );
    await waitFor(() => expect(lastReport().get('search')).toBe('९८४१'));
    expect(lastReport().get('page')).toBe('1');
    expect(Object.fromEntries(address())).toEqual({
      paymentStatus: 'paid',
      scrutinyStatus: 'hold',
      advertisementCode: 'ADV-2083-007',
      fiscalYear: '2083-84',
      appliedTo: '2026-11-26',
      search: '९८४१',
      page: '1',
      pageSize: '10',
    });
  });

  it('asks the server for page 2 with the same filters, and downloads all of them', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = openPage('?scrutinyStatus=hold&search=Sita');
    await screen.findByTestId('application-open-501');
    expect(screen.getByRole('searchbox')).toHaveValue('Sita');
    await user.click(await screen.findByRole('button', { name: 'अर्को पृष्ठ' }));
    await waitFor(() => expect(lastReport().get('page')).toBe('2'));
    expect(lastReport().get('scrutinyStatus')).toBe('hold');
    expect(lastReport().get('search')).toBe('Sita');
    expect(address().get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'xlsx डाउनलोड गर्नुहोस्' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url] = callsTo(fetchMock, `${REPORT}.xlsx`);
    expect(url!.searchParams.get('scrutinyStatus')).toBe('hold');
    expect(url!.searchParams.get('search')).toBe('Sita');
    expect(url!.searchParams.get('lang')).toBe('ne');
    expect(url!.searchParams.has('page')).toBe(false);
    expect(url!.searchParams.has('pageSize')).toBe(false);
  });

  it('on a phone: each application is a card that opens its report', async () => {
    setScreenWidth(375);
    openPage();
    const list = await screen.findByRole('list', { name: 'आवेदनहरू' });
    const cards = await within(list).findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(cards[0]!).getByRole('link', {
        name: '१००२३४: ADV-2083-007 मा Sita Sharma को आवेदन खोल्नुहोस्',
      }),
    ).toHaveAttribute('href', '/admin/application-report/501');
  });
});

describe('the application report in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('names the columns, statuses and money in English', async () => {
    openPage();
    const row = (await screen.findByTestId('application-open-501')).closest('tr')!;
    expect(cellsOf(row).slice(5)).toEqual(['Rs. 1,500.00', 'Paid', 'Hold on', '—']);
    expect(
      within(screen.getByRole('table', { name: 'Applications' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Master id',
      'Name',
      'Advertisement',
      'Post',
      'Applied on',
      'Fee',
      'Payment status',
      'Scrutiny status',
      'Roll number',
    ]);
    expect(screen.getByRole('combobox', { name: 'Payment status' })).toHaveTextContent(
      'AnyUnpaidPayment pendingPaid',
    );
  });
});
