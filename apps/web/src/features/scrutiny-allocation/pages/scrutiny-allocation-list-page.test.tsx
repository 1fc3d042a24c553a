import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TAllocationAdvertisement } from '@niyukti/shared';
import { createFormatter } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { aStaffMemberWith, getUrls, renderAt, serveMasterData } from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import { advertisement, textOutsideIssuedCodes } from './allocation-fixtures';
import { ScrutinyAllocationListPage } from './scrutiny-allocation-list-page';

vi.setConfig({ testTimeout: 30_000 });

const PAGE = '/admin/scrutiny-allocation';
const LIST = '/api/internal/scrutiny/allocations';
const READER = aStaffMemberWith('SA', ['read']);

const FINALISED_AT = '2026-04-10T06:00:00.000Z';
const OPEN = advertisement();
const FINALISED = advertisement({
  advertisementId: 32,
  code: 'ADV-2082-019',
  advertisementNumber: '19/2082-83',
  fiscalYear: '2082-83',
  organizationEn: null,
  organizationNe: null,
  groupEn: null,
  groupNe: null,
  forms: 80,
  remaining: 0,
  awaitingPayment: 0,
  allocated: 80,
  completed: 80,
  onHold: 0,
  pending: 0,
  finalisedAt: FINALISED_AT,
});

let fetchMock: FetchMock;
function serve(items: TAllocationAdvertisement[] = [OPEN, FINALISED]) {
  serveMasterData(
    fetchMock,
    {},
    { [`GET ${LIST}`]: () => ({ items, total: items.length, page: 1, pageSize: 10 }) },
  );
}

beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  serve();
});

const openPage = () => renderAt(<ScrutinyAllocationListPage />, PAGE, PAGE, { signedInAs: READER });
const listCalls = () => getUrls(fetchMock).filter((url) => url.pathname === LIST);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the allocation list in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('shows every count in Devanagari digits, each advertisement opening its allocation', async () => {
    const user = openPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('रुजु कार्य बाँडफाँड');
    const table = await screen.findByRole('table', { name: 'विज्ञापन र तिनका फारम' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'विज्ञापन',
      'पद',
      'सङ्गठन',
      'आर्थिक वर्ष',
      'फारम',
      'बाँडफाँड गरिएको',
      'सम्पन्न',
      'बाँडफाँड गर्न बाँकी',
      'रोक्का',
      'निर्णय हुन बाँकी',
      'भुक्तानी हुन बाँकी',
      'अवस्था',
    ]);
    const open = await screen.findByTestId('allocation-open-31');
    expect(cellsOf(open.closest('tr')!)).toEqual([
      'ADV-2083-007७/२०८३-८४ · खुला',
      'शाखा अधिकृतनेपाल प्रशासन सेवा · राजपत्राङ्कित तृतीय श्रेणी · सामान्य प्रशासन',
      'लोक सेवा आयोग',
      '२०८३-८४',
      '१,२५०',
      '१,०००',
      '६००',
      '२५०',
      '५०',
      '३५०',
      '४०',
      'रुजु हुँदै',
    ]);
    const finalised = screen.getByTestId('allocation-open-32').closest('tr')!;
    expect(within(finalised).getByText('टुङ्गो लागेको')).toBeVisible();
    expect(finalised).toHaveTextContent(createFormatter('ne').date(FINALISED_AT, 'bs'));
    expect(cellsOf(finalised)[2]).toBe('—');
    expect(textOutsideIssuedCodes(table)).not.toMatch(/[0-9]/);
    expect(screen.getByRole('link', { name: 'बाँडफाँड प्रतिवेदन' })).toHaveAttribute(
      'href',
      '/admin/allocation/report',
    );
    const link = within(open.closest('tr')!).getByRole('link', {
      name: 'विज्ञापन ADV-2083-007 को बाँडफाँड खोल्नुहोस्',
    });
    expect(link).toHaveAttribute('href', '/admin/scrutiny-allocation/31');
    const first = listCalls()[0]!;
    expect(first.searchParams.get('page')).toBe('1');
    expect(first.searchParams.has('fiscalYear')).toBe(false);
    await user.click(link);
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });

  it('sends the fiscal year typed in Devanagari and the search to the server', async () => {
    const user = openPage();
    await screen.findByTestId('allocation-open-31');
    await user.type(screen.getByRole('textbox', { name: 'आर्थिक वर्ष' }), '२०८३-८४');
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('fiscalYear')).toBe('2083-84'));
    await user.type(screen.getByRole('searchbox'), 'शाखा');
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('search')).toBe('शाखा'));
    expect(listCalls().at(-1)!.searchParams.get('fiscalYear')).toBe('2083-84');
    expect(listCalls().at(-1)!.searchParams.get('page')).toBe('1');
  });

  it('on a phone: the advertisements are cards, not a table wider than the screen', async () => {
    setScreenWidth(375);
    openPage();
    const list = await screen.findByRole('list', { name: 'विज्ञापन र तिनका फारम' });
    const cards = await within(list).findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(cards[0]!).getByRole('link', { name: 'विज्ञापन ADV-2083-007 को बाँडफाँड खोल्नुहोस्' }),
    ).toHaveAttribute('href', '/admin/scrutiny-allocation/31');
    expect(cards[0]).toHaveTextContent('बाँडफाँड गर्न बाँकी२५०');
  });
});

describe('the allocation list in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('names the counts and the finalised advertisement in English', async () => {
    openPage();
    const row = (await screen.findByTestId('allocation-open-31')).closest('tr')!;
    expect(cellsOf(row).slice(3)).toEqual([
      '2083-84',
      '1,250',
      '1,000',
      '600',
      '250',
      '50',
      '350',
      '40',
      'Under scrutiny',
    ]);
    const finalised = screen.getByTestId('allocation-open-32').closest('tr')!;
    expect(within(finalised).getByText('Finalised')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Awaiting payment' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Scrutiny allocation' })).toBeVisible();
  });
});
