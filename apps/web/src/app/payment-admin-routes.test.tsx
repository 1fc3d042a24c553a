import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { adminMenuFor, type TCurrentUser } from '@niyukti/shared';
import { storeTokens } from '../lib/auth/token-store';
import { i18n } from '../lib/i18n';
import { mockFetch, ok, resetToasts, type FetchMock } from '../test/fetch-mock';
import { withAuth } from '../test/render';
import { toNavItems } from '../lib/routing/admin-menu';
import { routes } from './routes';

// The payment officer's screens (back-office.md §2 Payments and usermanagement/voucher): each
// route behind its privilege, and the menu items that lead there.

const officer = (privileges: string[]): TCurrentUser => ({
  id: 9,
  username: 'payments',
  fullName: 'Bimala Karki',
  type: 'staff',
  masterId: null,
  privileges,
  mustChangePassword: false,
});

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  fetchMock = mockFetch();
});

function open(path: string, user: TCurrentUser) {
  storeTokens('a1');
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/oauth/menu')) return ok(adminMenuFor(user.privileges));
    if (url.endsWith('/oauth/me')) return ok(user);
    return ok({ items: [], total: 0, page: 1, pageSize: 10 });
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const Wrapper = withAuth();
  render(
    <Wrapper>
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return router;
}

const lands = (testId: string) => screen.findByTestId(testId, {}, { timeout: 10_000 });

describe('payment routes', () => {
  it.each([
    ['/admin/payment', 'UP', 'payment-tab-payment'],
    ['/admin/update/payment', 'PU', 'provider-tab-cips'],
    ['/admin/merchant-verify-payment', 'UP', 'verify-ebp-input'],
    ['/admin/usermanagement/voucher', 'LUV', 'voucher-lock-search-input'],
  ])('%s opens for %s', async (path, code, testId) => {
    const router = open(path, officer([code]));
    expect(await lands(testId)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['/admin/payment', ['PU', 'CPM', 'LUV']],
    ['/admin/update/payment', ['UP', 'CPM', 'LUV']],
    ['/admin/merchant-verify-payment', ['PU', 'CPM', 'LUV']],
    ['/admin/usermanagement/voucher', ['UP', 'PU', 'CPM', 'LUP']],
  ])('%s is not permitted without its code', async (path, privileges) => {
    open(path, officer(privileges));
    expect(await screen.findByText('Not permitted', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('payment menu items', () => {
  it('map to their paths, codes and labels', () => {
    const items = toNavItems(adminMenuFor(['UP', 'PU', 'CPM', 'LUV']));
    expect(items.map((item) => [item.to, item.labelKey, item.privilege])).toEqual([
      ['/admin', 'nav.adminDashboard', undefined],
      [
        '/admin/vacancy-distribution-report',
        'distribution-reports:nav.distributionReport',
        undefined,
      ],
      [
        '/admin/vacancy-count-by-quota-report',
        'distribution-reports:nav.countByQuotaReport',
        undefined,
      ],
      ['/admin/total-register-user', 'staff-reports:nav.registeredCandidates', undefined],
      ['/admin/reportByClass', 'staff-reports:nav.byClass', undefined],
      ['/admin/reportByAdvtNumber', 'staff-reports:nav.byAdvertisementNumber', undefined],
      ['/admin/re-application-report', 'staff-reports:nav.reapplications', undefined],
      ['/admin/usermanagement/voucher', 'payment-admin:nav.voucherLock', 'LUV'],
      ['/admin/payment', 'payment-admin:nav.updatePayment', 'UP'],
      ['/admin/update/payment', 'payment-admin:nav.providerPayments', 'PU'],
      ['/admin/merchant-verify-payment', 'payment-admin:nav.merchantVerify', 'UP'],
    ]);
  });

  it('show the payment officer their four screens, in Nepali by default', async () => {
    await i18n.changeLanguage('ne');
    open('/admin', officer(['UP', 'PU', 'CPM', 'LUV']));
    for (const name of [
      'भुक्तानी अद्यावधिक',
      'प्रदायक अनुसार भुक्तानी',
      'मर्चेन्ट भुक्तानी प्रमाणीकरण',
      'भौचर लक/अनलक',
    ])
      expect(await screen.findByRole('link', { name }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'भुक्तानी अद्यावधिक' })).toHaveAttribute(
        'href',
        '/admin/payment',
      ),
    );
  });
});
