import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TDistributionHistoryItem } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { aStaffMemberWith, getUrls, renderAt, serveMasterData } from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import { item } from '../test-fixtures';
import { HistoryListPage } from './history-list-page';

vi.setConfig({ testTimeout: 30_000 });

const PAGE = '/admin/vacancy-distribution-history';
const LIST = '/api/internal/distribution-history';

const CLERK = aStaffMemberWith('VDH', ['read']);
const OFFICER = aStaffMemberWith('VDH', ['read', 'create', 'delete']);

const NIYUKTI = item({
  id: 3,
  source: 'niyukti',
  fiscalYear: '2078-79',
  publishDateAd: '2021-09-01',
  publishDateBs: '2078-05-16',
  totalVacancy: 5,
});

let fetchMock: FetchMock;
function serve(items: TDistributionHistoryItem[] = [item(), NIYUKTI]) {
  serveMasterData(
    fetchMock,
    {},
    {
      [`GET ${LIST}`]: (url) =>
        url.searchParams.get('fiscalYear') === '2090-91'
          ? json(400, {
              status: 0,
              code: 'VALIDATION_FAILED',
              message: { en: 'Please check the values.', ne: 'कृपया विवरण जाँच्नुहोस्।' },
              data: { issues: [{ path: 'fiscalYear', message: 'distribution.fiscalYearFormat' }] },
            })
          : { items, total: items.length, page: 1, pageSize: 10 },
    },
  );
}

beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  serve();
});

const openPage = (user = OFFICER) =>
  renderAt(<HistoryListPage />, PAGE, PAGE, { signedInAs: user });

/** The list's calls so far. */
const listCalls = () => getUrls(fetchMock).filter((url) => url.pathname === LIST);

/** The text of an element without what keeps its issued script. */
function textOutsideIssuedCodes(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[translate="no"]').forEach((code) => code.remove());
  return copy.textContent ?? '';
}

describe('the distribution history in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('lists every column of a log in Devanagari digits, each opening its log', async () => {
    const user = openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'पद वितरणको इतिहास' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'पदहरूको वितरण' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'आईडी',
      'सेवा',
      'श्रेणी',
      'समूह',
      'उपसमूह',
      'पद',
      'पदको प्रकार',
      'प्रकार',
      'मुख्य निकाय (मन्त्रालय)',
      'निकाय (कार्यालय)',
      'आर्थिक वर्ष',
      'प्रकाशन मिति',
      'कुल पद सङ्ख्या',
    ]);
    const row = (await screen.findByTestId('history-open-7')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '७',
      'नेपाल प्रशासन सेवा',
      'राजपत्राङ्कित तृतीय श्रेणी',
      'सामान्य प्रशासन',
      '—',
      'शाखा अधिकृत',
      'प्रशासनिक',
      'पुराना अभिलेखबाट प्रविष्ट',
      'गृह मन्त्रालय',
      'जिल्ला प्रशासन कार्यालय, कास्की',
      '२०८०-८१',
      '२०८०-०५-१० वि.सं.',
      '१२',
    ]);
    expect(textOutsideIssuedCodes(table)).not.toMatch(/[0-9]/);
    const niyukti = (await screen.findByTestId('history-open-3')).closest('tr')!;
    expect(niyukti).toHaveTextContent('नियुक्तिमा बाँडफाँट गरिएको');
    // Each row opens its log at the address of its type.
    const open = within(row).getByRole('link', { name: 'वितरण अभिलेख ७ खोल्नुहोस्' });
    expect(open).toHaveAttribute('href', '/admin/vacancy-distribution-history/log/7/entered');
    expect(within(niyukti).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/vacancy-distribution-history/log/3/niyukti',
    );
    const first = listCalls()[0]!;
    expect(first.searchParams.get('page')).toBe('1');
    expect(first.searchParams.get('pageSize')).toBe('10');
    expect(first.searchParams.has('fiscalYear')).toBe(false);
    await user.click(open);
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });

  it('sends the fiscal year (typed in Devanagari), the type and the search to the server', async () => {
    const user = openPage();
    await screen.findByTestId('history-open-7');
    await user.type(screen.getByRole('textbox', { name: 'आर्थिक वर्ष' }), '२०८३-८४');
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('fiscalYear')).toBe('2083-84'));
    await user.click(screen.getByTestId('history-source'));
    await user.click(await screen.findByRole('option', { name: 'पुराना अभिलेखबाट प्रविष्ट' }));
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('source')).toBe('entered'));
    await user.type(screen.getByRole('searchbox'), 'कास्की');
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('search')).toBe('कास्की'));
    const last = listCalls().at(-1)!;
    expect(last.searchParams.get('fiscalYear')).toBe('2083-84');
    expect(last.searchParams.get('source')).toBe('entered');
    expect(last.searchParams.get('page')).toBe('1');
  });

  it('says a badly written fiscal year under the field, without asking the server', async () => {
    const user = openPage();
    await screen.findByTestId('history-open-7');
    const field = screen.getByRole('textbox', { name: 'आर्थिक वर्ष' });
    await user.type(field, '2083-85');
    expect(await screen.findByText('आर्थिक वर्ष २०८३-८४ जस्तै ढाँचामा लेख्नुहोस्।')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(listCalls().some((url) => url.searchParams.has('fiscalYear'))).toBe(false);
  });

  it("says the server's refusal of the fiscal year under the field", async () => {
    const user = openPage();
    await screen.findByTestId('history-open-7');
    const field = screen.getByRole('textbox', { name: 'आर्थिक वर्ष' });
    await user.type(field, '२०९०-९१');
    expect(await screen.findByText('आर्थिक वर्ष २०८३-८४ जस्तै ढाँचामा लेख्नुहोस्।')).toBeVisible();
    expect(listCalls().at(-1)!.searchParams.get('fiscalYear')).toBe('2090-91');
    // Mended, it is asked for and the message goes.
    await user.clear(field);
    await user.type(field, '२०८०-८१');
    await waitFor(() =>
      expect(screen.queryByText('आर्थिक वर्ष २०८३-८४ जस्तै ढाँचामा लेख्नुहोस्।')).not.toBeInTheDocument(),
    );
    expect(await screen.findByTestId('history-open-7')).toBeVisible();
  });

  it('offers entering and importing to those who may create, not to a reading clerk', async () => {
    openPage();
    expect(await screen.findByRole('button', { name: 'पुरानो वितरण प्रविष्ट गर्नुहोस्' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'आयात गर्नुहोस्' })).toBeVisible();
  });

  it('hides entering and importing from a clerk who only reads', async () => {
    openPage(CLERK);
    await screen.findByTestId('history-open-7');
    expect(screen.queryByTestId('history-enter')).not.toBeInTheDocument();
    expect(screen.queryByTestId('history-import')).not.toBeInTheDocument();
  });

  it('on a phone: the logs are cards, each opening its log', async () => {
    setScreenWidth(375);
    openPage();
    const list = await screen.findByRole('list', { name: 'पदहरूको वितरण' });
    const cards = await within(list).findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'वितरण अभिलेख ७ खोल्नुहोस्' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the distribution history in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('names the types and says honestly when nothing is recorded', async () => {
    serve([]);
    openPage();
    expect(await screen.findByText('No distribution is recorded yet.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enter an earlier distribution' })).toBeVisible();
  });

  it('lists the logs with their English names', async () => {
    openPage();
    const row = (await screen.findByTestId('history-open-3')).closest('tr')!;
    expect(row).toHaveTextContent('Distributed in Niyukti');
    expect(row).toHaveTextContent('2078-05-16 B.S.');
    expect(row).toHaveTextContent('District Administration Office, Kaski');
  });
});
