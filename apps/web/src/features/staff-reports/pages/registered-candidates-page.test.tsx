import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TRegisteredCandidates, TRegistrationDay } from '@niyukti/shared';
import { createFormatter } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { renderAt, serveMasterData } from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import { callsTo, catchDownloads, CLERK, sheet } from './report-fixtures';
import { RegisteredCandidatesPage } from './registered-candidates-page';

vi.setConfig({ testTimeout: 30_000 });

const PAGE = '/admin/total-register-user';
const REPORT = '/api/internal/reports/registered-candidates';

const DAYS: TRegistrationDay[] = [
  { date: '2026-11-26', male: 120, female: 95, other: 1, total: 216 },
  { date: '2026-11-25', male: 1340, female: 1210, other: 3, total: 2553 },
];

const answer = (url: URL): TRegisteredCandidates => ({
  registered: { male: 25460, female: 22140, other: 12, total: 47612 },
  applied: 31025,
  days: {
    items: DAYS,
    total: 25,
    page: Number(url.searchParams.get('page')),
    pageSize: Number(url.searchParams.get('pageSize')),
  },
  countedAt: '2026-11-26T06:15:00.000Z',
});

let fetchMock: FetchMock;
beforeEach(() => {
  resetToasts();
  catchDownloads();
  fetchMock = mockFetch();
  serveMasterData(
    fetchMock,
    {},
    {
      [`GET ${REPORT}`]: answer,
      [`GET ${REPORT}.xlsx`]: () => sheet('registered-candidates'),
      [`POST ${REPORT}/count-again`]: () => ({ countedAt: '2026-11-26T07:00:00.000Z' }),
    },
  );
});
afterEach(() => vi.restoreAllMocks());

const openPage = () => renderAt(<RegisteredCandidatesPage />, PAGE, PAGE, { signedInAs: CLERK });
const reports = () => callsTo(fetchMock, REPORT);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the registered candidates in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('counts the candidates by gender and those who applied, a row a day, in Devanagari', async () => {
    openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'दर्ता भएका उम्मेदवार' })).toBeVisible();
    expect(await screen.findByTestId('registered-total')).toHaveTextContent('दर्ता भएका४७,६१२');
    expect(screen.getByTestId('registered-male')).toHaveTextContent('पुरुष२५,४६०');
    expect(screen.getByTestId('registered-female')).toHaveTextContent('महिला२२,१४०');
    expect(screen.getByTestId('registered-other')).toHaveTextContent('अन्य१२');
    expect(screen.getByTestId('registered-applied')).toHaveTextContent('तीमध्ये आवेदन दिएका३१,०२५');
    const table = await screen.findByRole('table', { name: 'दिन अनुसार दर्ता' });
    const ne = createFormatter('ne');
    const [, first, second] = within(table).getAllByRole('row');
    expect(cellsOf(first!)).toEqual([
      `${ne.date('2026-11-26', 'bs')}${ne.date('2026-11-26', 'ad')}`,
      '१२०',
      '९५',
      '१',
      '२१६',
    ]);
    expect(cellsOf(second!).slice(1)).toEqual(['१,३४०', '१,२१०', '३', '२,५५३']);
    // The totals are of every day asked, not of the page's two.
    expect(table.querySelector('tfoot')).toHaveTextContent('जम्मा२५,४६०२२,१४०१२४७,६१२');
    expect(table.textContent).not.toMatch(/[0-9]/);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(reports()[0]!.searchParams.has('from')).toBe(false);
    expect(screen.getByTestId('report-counted-at')).toHaveTextContent(
      `${ne.date('2026-11-26T06:15:00.000Z', 'bs')} मा १२:०० बजे (नेपाल समय) गनिएको; सङ्ख्या हरेक पाँच मिनेटमा अद्यावधिक हुन्छ, पोर्टल धेरै व्यस्त हुँदा हरेक घण्टामा।`,
    );
  });

  it('counts the days again on request and reads the report anew', async () => {
    const user = openPage();
    await screen.findByTestId('registered-total');
    const before = reports().length;
    await user.click(screen.getByRole('button', { name: 'अहिले फेरि गन्नुहोस्' }));
    await waitFor(() => expect(reports().length).toBeGreaterThan(before));
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([input]) => String(input))).toEqual([`${REPORT}/count-again`]);
  });

  it('asks for the days typed, in either calendar, from the first page', async () => {
    const user = openPage();
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: 'देखि (ई.सं.)' }), '२०२६-११-०१');
    await waitFor(() => expect(reports().at(-1)!.searchParams.get('from')).toBe('2026-11-01'));
    expect(screen.getByRole('textbox', { name: 'देखि (वि.सं.)' })).not.toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'सम्म (वि.सं.)' }), '2083-08-10');
    await waitFor(() => expect(reports().at(-1)!.searchParams.get('to')).toBe('2026-11-26'));
    expect(reports().at(-1)!.searchParams.get('from')).toBe('2026-11-01');
    expect(reports().at(-1)!.searchParams.get('page')).toBe('1');
  });

  it('asks the server for the next page of days', async () => {
    const user = openPage();
    await user.click(await screen.findByRole('button', { name: 'अर्को पृष्ठ' }));
    await waitFor(() => expect(reports().at(-1)!.searchParams.get('page')).toBe('2'));
  });

  it('downloads the xlsx of the days asked, in Nepali', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = openPage();
    await screen.findByTestId('registered-total');
    await user.type(screen.getByRole('textbox', { name: 'देखि (ई.सं.)' }), '2026-11-01');
    await waitFor(() => expect(reports().at(-1)!.searchParams.get('from')).toBe('2026-11-01'));
    await user.click(screen.getByRole('button', { name: 'xlsx डाउनलोड गर्नुहोस्' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url] = callsTo(fetchMock, `${REPORT}.xlsx`);
    expect(url!.searchParams.get('lang')).toBe('ne');
    expect(url!.searchParams.get('from')).toBe('2026-11-01');
    expect(url!.searchParams.has('page')).toBe(false);
  });

  it('on a phone: the days are cards, not a table wider than the screen', async () => {
    setScreenWidth(375);
    openPage();
    const list = await screen.findByRole('list', { name: 'दिन अनुसार दर्ता' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the registered candidates in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('names the counts and writes the days in English', async () => {
    const user = openPage();
    expect(await screen.findByTestId('registered-applied')).toHaveTextContent(
      'Of them, applied31,025',
    );
    const table = await screen.findByRole('table', { name: 'Registrations by day' });
    expect(
      within(table.querySelector('thead')!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Day', 'Male', 'Female', 'Other', 'Total']);
    expect(table).toHaveTextContent('2026-11-26 A.D.');
    expect(table).toHaveTextContent('1,340');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Download xlsx' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(callsTo(fetchMock, `${REPORT}.xlsx`)[0]!.searchParams.get('lang')).toBe('en');
  });
});
