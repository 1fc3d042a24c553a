import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createFormatter } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { aStaffMemberWith, renderAt, serveMasterData } from '../../../test/master-data';
import { CandidateSearchPage } from './candidate-search-page';
import { CANDIDATE, callsTo, catchDownloads, pageOf, sheet } from './report-fixtures';

vi.setConfig({ testTimeout: 30_000 });

const PAGE = '/admin/user-search';
const SEARCH = '/api/internal/reports/candidates';
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
      [`GET ${SEARCH}`]: (url) => pageOf([CANDIDATE], url, 31),
      [`GET ${SEARCH}.xlsx`]: () => sheet('candidates'),
    },
  );
});
afterEach(() => vi.restoreAllMocks());

const openPage = () => renderAt(<CandidateSearchPage />, PAGE, PAGE, { signedInAs: READER });
const searches = () => callsTo(fetchMock, SEARCH);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the applicant search in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it("lists the candidates, each master id opening their applications' status", async () => {
    const user = openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'आवेदक खोज' })).toBeVisible();
    const open = await screen.findByTestId('candidate-open-100234');
    const ne = createFormatter('ne');
    expect(cellsOf(open.closest('tr')!)).toEqual([
      '१००२३४',
      'Sita Sharmaमहिला',
      ne.date('1998-04-14'),
      '९८४१२३४५६७sita@example.com',
      '२७-०१-७५-०१२३४',
      `${ne.date(CANDIDATE.registeredAt, 'bs')}${ne.date(CANDIDATE.registeredAt, 'ad')} · ०८:४५`,
      '२',
    ]);
    const link = screen.getByRole('link', { name: '१००२३४: Sita Sharma का आवेदन' });
    expect(link).toHaveAttribute('href', '/admin/application-status?masterId=100234');
    await user.click(await screen.findByRole('button', { name: 'अर्को पृष्ठ' }));
    await waitFor(() => expect(searches().at(-1)!.searchParams.get('page')).toBe('2'));
  });

  it('sends what is searched to the server, and downloads the same search', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = openPage();
    await screen.findByTestId('candidate-open-100234');
    const box = screen.getByRole('searchbox', {
      name: 'मास्टर आईडी, नाम, मोबाइल, इमेल वा नागरिकता नम्बरले खोज्नुहोस्',
    });
    expect(box).toHaveAttribute('placeholder', 'मास्टर आईडी, नाम, मोबाइल, इमेल वा नागरिकता नम्बर');
    await user.type(box, '२७-०१-७५');
    await waitFor(() => expect(searches().at(-1)!.searchParams.get('search')).toBe('२७-०१-७५'));
    expect(searches().at(-1)!.searchParams.get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'xlsx डाउनलोड गर्नुहोस्' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url] = callsTo(fetchMock, `${SEARCH}.xlsx`);
    expect(url!.searchParams.get('search')).toBe('२७-०१-७५');
    expect(url!.searchParams.get('lang')).toBe('ne');
  });
});

describe('the applicant search in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('names the columns in English, with Latin digits', async () => {
    openPage();
    const row = (await screen.findByTestId('candidate-open-100234')).closest('tr')!;
    expect(cellsOf(row)[0]).toBe('100234');
    expect(cellsOf(row)[1]).toBe('Sita SharmaFemale');
    expect(
      within(screen.getByRole('table', { name: 'Candidates' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Master id',
      'Name',
      'Date of birth',
      'Mobile / e-mail',
      'Citizenship certificate number',
      'Registered on',
      'Applications',
    ]);
  });
});
