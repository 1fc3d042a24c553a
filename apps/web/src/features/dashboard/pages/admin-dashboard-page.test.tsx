import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useRoutes } from 'react-router';
import {
  adminMenuFor,
  todayIso,
  type PrivilegeCode,
  type TCurrentUser,
  type TStaffDashboard,
} from '@niyukti/shared';
import { createFormatter } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { A_STAFF_MEMBER, renderAt, serveMasterData } from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import { dashboardAdminRoutes } from '../admin-routes';

vi.setConfig({ testTimeout: 30_000 });

const FIGURES: TStaffDashboard = {
  fiscalYear: '2082-83',
  applicationsToday: 1234,
  applicationsThisSeason: 158000,
  forms: { pending: 5400, onHold: 320, decided: 98000, unallocated: 12 },
  officers: [
    { userId: 5, name: 'Sita Sharma', pending: 170, onHold: 30, decided: 400 },
    { userId: 6, name: 'Ram Karki', pending: 0, onHold: 0, decided: 400 },
  ],
  paymentsAwaitingVerification: { vouchers: 45, online: 7 },
  closingThisWeek: [
    {
      advertisementId: 31,
      code: 'ADV-2082-007',
      advertisementNumber: '7/2082-83',
      postEn: 'Section Officer',
      postNe: 'शाखा अधिकृत',
      closesOn: '2026-03-20',
      singleFee: true,
      applications: 2150,
    },
  ],
  // 10:15 in Kathmandu.
  countedAt: '2026-03-15T04:30:00.000Z',
};

/** A staff member holding `codes` with read only, and the menu the server lists for them. */
const holding = (...codes: PrivilegeCode[]): TCurrentUser => ({
  ...A_STAFF_MEMBER,
  privileges: codes,
  permissions: Object.fromEntries(codes.map((code) => [code, ['read']])),
});
const CLERK = holding();

let fetchMock: FetchMock;
let figures: () => unknown;
beforeEach(() => {
  resetToasts();
  figures = () => FIGURES;
  fetchMock = mockFetch();
});

/** The dashboard's routes as the admin layout draws them: descendant routes of /admin/*. */
function AdminPages() {
  return useRoutes(dashboardAdminRoutes);
}

function openAs(user: TCurrentUser, path = '/admin') {
  serveMasterData(
    fetchMock,
    {},
    {
      'GET /oauth/menu': () => adminMenuFor(user.privileges, user.permissions),
      'GET /api/internal/dashboard': () => figures(),
    },
  );
  return renderAt(<AdminPages />, path, '/admin/*', { signedInAs: user });
}

const card = (testId: string) => screen.getByTestId(testId);
const linkIn = (testId: string) => within(card(testId)).queryByRole('link');

describe('the back office dashboard in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('shows a clerk every figure in Devanagari digits, linking none of them', async () => {
    openAs(CLERK);
    expect(await screen.findByRole('heading', { level: 1, name: 'कार्यालय प्रणाली' })).toBeVisible();
    expect(await screen.findByTestId('dashboard-season')).toHaveTextContent(
      'यस सिजनका तथ्याङ्क आर्थिक वर्ष २०८२-८३ का हुन्।',
    );
    expect(card('dashboard-applications-today')).toHaveTextContent('आजका आवेदन१,२३४');
    expect(card('dashboard-applications-season')).toHaveTextContent('यस सिजनका आवेदन१,५८,०००');
    expect(card('dashboard-forms-pending')).toHaveTextContent('निर्णय हुन बाँकी५,४००');
    expect(card('dashboard-forms-onHold')).toHaveTextContent('रोक्का३२०');
    expect(card('dashboard-forms-decided')).toHaveTextContent('निर्णय भएका९८,०००');
    expect(card('dashboard-forms-unallocated')).toHaveTextContent('बाँडफाँड हुन बाँकी१२');
    expect(card('dashboard-payments-vouchers')).toHaveTextContent('बैंक भौचर४५');
    expect(card('dashboard-payments-online')).toHaveTextContent('अनलाइन भुक्तानी७');
    const officers = screen.getByRole('table', { name: 'यस सिजनमा हरेक अधिकृतका फारम' });
    const sita = within(officers).getByText('Sita Sharma').closest('tr')!;
    expect(
      within(sita)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sita Sharma', '१७०', '३०', '४००']);
    const closing = screen.getByRole('table', { name: 'यस हप्ता बन्द हुने विज्ञापन' });
    const ne = createFormatter('ne');
    const row = within(closing).getByText('ADV-2082-007').closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'ADV-2082-007७/२०८२-८३',
      'शाखा अधिकृत',
      `${ne.date('2026-03-20', 'bs')}${ne.date('2026-03-20', 'ad')}`,
      'एकल शुल्क',
      '२,१५०',
    ]);
    expect(screen.getByTestId('dashboard-counted-at')).toHaveTextContent(
      `${ne.date(FIGURES.countedAt, 'bs')} मा १०:१५ बजे (नेपाल समय) गनिएको।`,
    );
    // A clerk may open none of the lists behind the figures.
    const figuresPart = screen.getByTestId('dashboard-figures');
    expect(within(figuresPart).queryAllByRole('link')).toEqual([]);
    const text = figuresPart.cloneNode(true) as HTMLElement;
    text.querySelectorAll('[translate="no"], style').forEach((node) => node.remove());
    expect(text.textContent!.replace(/Sita Sharma|Ram Karki/g, '')).not.toMatch(/[0-9A-Za-z]/);
  });

  it('puts its headings in order: the page, then each group of figures and the pages', async () => {
    openAs(CLERK);
    await screen.findByTestId('dashboard-season');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'आवेदन',
      'यस सिजनका फारम',
      'पुष्टि हुन बाँकी भुक्तानी',
      'यस सिजनमा हरेक अधिकृतका फारम',
      'यस हप्ता बन्द हुने विज्ञापन',
      'तपाईंका पृष्ठहरू',
    ]);
  });

  it('on a phone: the officers and the advertisements are cards', async () => {
    setScreenWidth(375);
    openAs(CLERK);
    const officers = await screen.findByRole('list', { name: 'यस सिजनमा हरेक अधिकृतका फारम' });
    expect(within(officers).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the back office dashboard in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('links each figure to its list for the holder of every list', async () => {
    openAs(holding('SR', 'SC', 'SA', 'UP'));
    await screen.findByTestId('dashboard-season');
    const today = todayIso();
    expect(screen.getByRole('link', { name: 'Applications today' })).toHaveAttribute(
      'href',
      `/admin/all-application-report?appliedFrom=${today}&appliedTo=${today}`,
    );
    expect(screen.getByRole('link', { name: 'Applications this season' })).toHaveAttribute(
      'href',
      '/admin/all-application-report?fiscalYear=2082-83',
    );
    for (const testId of [
      'dashboard-forms-pending',
      'dashboard-forms-onHold',
      'dashboard-forms-decided',
    ])
      expect(linkIn(testId)).toHaveAttribute('href', '/admin/scrutiny');
    expect(linkIn('dashboard-forms-unallocated')).toHaveAttribute(
      'href',
      '/admin/scrutiny-allocation',
    );
    expect(linkIn('dashboard-payments-vouchers')).toHaveAttribute('href', '/admin/payment');
    expect(linkIn('dashboard-payments-online')).toHaveAttribute('href', '/admin/payment');
    expect(screen.getByRole('link', { name: 'Allocation report' })).toHaveAttribute(
      'href',
      '/admin/allocation/report',
    );
    expect(
      screen.getByRole('link', { name: 'Open the scrutiny allocation of ADV-2082-007' }),
    ).toHaveAttribute('href', '/admin/scrutiny-allocation/31');
    expect(card('dashboard-applications-season')).toHaveTextContent('1,58,000');
    expect(screen.getByRole('cell', { name: 'Single fee' })).toBeVisible();
  });

  it('links only the lists a scrutiny officer (SC) may open', async () => {
    openAs(holding('SC'));
    await screen.findByTestId('dashboard-season');
    expect(linkIn('dashboard-forms-pending')).toHaveAttribute('href', '/admin/scrutiny');
    expect(linkIn('dashboard-applications-today')).toBeNull();
    expect(linkIn('dashboard-forms-unallocated')).toBeNull();
    expect(linkIn('dashboard-payments-vouchers')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Allocation report' })).toBeNull();
    expect(screen.queryByTestId('closing-open-31')).toBeNull();
    // The pages the menu lists follow, the scrutiny screen among them.
    expect(await screen.findByRole('heading', { level: 2, name: 'Your pages' })).toBeVisible();
  });

  it('says the figures could not be counted, and still lists the pages', async () => {
    figures = () =>
      json(500, {
        status: 0,
        code: 'INTERNAL',
        message: { en: 'Failed.', ne: 'भएन।' },
        data: null,
      });
    openAs(CLERK);
    expect(await screen.findByTestId('dashboard-figures-unavailable')).toHaveTextContent(
      'The figures could not be counted just now',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your pages' })).toBeVisible();
    expect(await screen.findByText('Registered candidates')).toBeVisible();
  });

  it('is also at the spec’s /admin/dashboard, which leads to /admin', async () => {
    openAs(CLERK, '/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
    expect(await screen.findByTestId('dashboard-season')).toHaveTextContent('2082-83');
  });
});
