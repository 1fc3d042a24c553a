import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adToBs, toDevanagariDigits, todayIso } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { getUrls, renderAt, serveMasterData } from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import {
  A_MINISTRY_OFFICER,
  A_STAFF_MEMBER,
  aRequisition,
  FILED_AT,
  pageOf,
} from '../test-fixtures';
import { RequisitionListPage } from './requisition-list-page';

vi.setConfig({ testTimeout: 30_000 });

let fetchMock: FetchMock;

const APPROVED = aRequisition({
  id: 8,
  number: 'RQ-8/082-83',
  status: 'approved',
  postEn: 'Nayab Subba',
  postNe: 'नायब सुब्बा',
  classEn: 'Non-gazetted First Class',
  classNe: 'राजपत्र अनङ्कित प्रथम श्रेणी',
  totalVacancy: 3,
});

beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  serveMasterData(
    fetchMock,
    {},
    {
      'GET /api/internal/requisitions': (url) =>
        pageOf(
          [aRequisition(), APPROVED].filter(
            (r) => !url.searchParams.get('status') || r.status === url.searchParams.get('status'),
          ),
        ),
    },
  );
});

const renderPage = (signedInAs = A_STAFF_MEMBER) =>
  renderAt(<RequisitionListPage />, '/admin/requisition', '/admin/requisition', { signedInAs });

const rowOf = async (number: string) => (await screen.findByText(number)).closest('tr')!;
const filedDay = todayIso(new Date(FILED_AT));

describe('RequisitionListPage in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('lists requisitions: post with its service and class, both calendars, Devanagari digits', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'माग फारामहरू' })).toBeVisible();
    const row = await rowOf('RQ-7/082-83');
    expect(within(row).getByText('शाखा अधिकृत')).toBeVisible();
    expect(within(row).getByText('नेपाल प्रशासन सेवा · राजपत्राङ्कित तृतीय श्रेणी')).toBeVisible();
    expect(within(row).getByText('जिल्ला प्रशासन कार्यालय, काठमाडौं')).toBeVisible();
    expect(within(row).getByText('गृह मन्त्रालय')).toBeVisible();
    expect(within(row).getByText('१२')).toBeVisible();
    expect(within(row).getByText(`${toDevanagariDigits(adToBs(filedDay))} वि.सं.`)).toBeVisible();
    expect(within(row).getByText(`${toDevanagariDigits(filedDay)} ई.सं.`)).toBeVisible();
    expect(within(row).getByText('स्वीकृतिको प्रतीक्षामा')).toBeVisible();
    expect(within(await rowOf('RQ-8/082-83')).getByText('स्वीकृत')).toBeVisible();
    // The number is the link to its detail.
    expect(
      within(row).getByRole('link', { name: 'माग फाराम RQ-7/082-83 खोल्नुहोस्' }),
    ).toHaveAttribute('href', '/admin/requisition/7');
    expect(screen.getByTestId('requisition-add')).toHaveAttribute('href', '/admin/requisition/new');
  });
});

describe('RequisitionListPage in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('lists the same rows in English', async () => {
    renderPage();
    const row = await rowOf('RQ-7/082-83');
    expect(within(row).getByText('Section Officer')).toBeVisible();
    expect(
      within(row).getByText('Nepal Administration Service · Gazetted Third Class'),
    ).toBeVisible();
    expect(within(row).getByText('District Administration Office, Kathmandu')).toBeVisible();
    expect(within(row).getByText('Ministry of Home Affairs')).toBeVisible();
    expect(within(row).getByText('12')).toBeVisible();
    expect(within(row).getByText(`${adToBs(filedDay)} B.S.`)).toBeVisible();
    expect(within(row).getByText(`${filedDay} A.D.`)).toBeVisible();
    expect(within(row).getByText('Waiting for approval')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Requisition number' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Demand office' })).toBeVisible();
  });

  it('filters by status through the server', async () => {
    const user = renderPage();
    await rowOf('RQ-8/082-83');
    await user.click(screen.getByTestId('requisition-status-filter'));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(screen.queryByText('RQ-7/082-83')).not.toBeInTheDocument());
    expect(screen.getByText('RQ-8/082-83')).toBeVisible();
    const listCalls = getUrls(fetchMock).filter(
      (url) => url.pathname === '/api/internal/requisitions',
    );
    expect(listCalls.at(-1)?.searchParams.get('status')).toBe('approved');
  });

  it('offers "New requisition" only to those who may file one', async () => {
    renderPage(A_MINISTRY_OFFICER);
    await rowOf('RQ-7/082-83');
    expect(screen.getByRole('link', { name: 'New requisition' })).toBeVisible();
  });

  it('hides "New requisition" from a read-only role', async () => {
    renderPage({ ...A_MINISTRY_OFFICER, permissions: { RQ: ['read'] } });
    await rowOf('RQ-7/082-83');
    expect(screen.queryByRole('link', { name: 'New requisition' })).not.toBeInTheDocument();
  });

  it('shows each requisition as a card on a phone', async () => {
    setScreenWidth(375);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Requisitions' });
    const cards = await within(list).findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('RQ-7/082-83')).toBeVisible();
    expect(within(cards[0]!).getByText('Waiting for approval')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
