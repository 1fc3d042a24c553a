import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { adminMenuFor, type TCurrentUser } from '@niyukti/shared';
import { storeTokens } from '../lib/auth/token-store';
import { i18n } from '../lib/i18n';
import { mockFetch, ok, resetToasts, type FetchMock } from '../test/fetch-mock';
import { withAuth } from '../test/render';
import { routes } from './routes';

// The vacancy distribution history (VDH) behind its code, and the two distribution reports open
// to every staff user (back-office.md §2): the routes and the menu items that lead there.

const staff = (privileges: string[]): TCurrentUser => ({
  id: 12,
  username: 'distribution',
  fullName: 'Gita Adhikari',
  type: 'staff',
  masterId: null,
  privileges,
  mustChangePassword: false,
});

/** A report's counts when nothing was distributed. */
const NONE = {
  totalVacancy: 0,
  promotion: 0,
  inclusive: 0,
  applications: 0,
  paid: 0,
  paidAmountPaisa: 0,
};

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('ne');
  resetToasts();
  fetchMock = mockFetch();
});

function open(path: string, user: TCurrentUser) {
  storeTokens('a1');
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/oauth/menu') return ok(adminMenuFor(user.privileges));
    if (url.pathname === '/oauth/me') return ok(user);
    const fiscalYear = url.searchParams.get('fiscalYear') ?? '';
    if (url.pathname === '/api/internal/reports/vacancy-distribution')
      return ok({ fiscalYear, columns: [], rows: [], totals: { ...NONE, seats: {} } });
    if (url.pathname === '/api/internal/reports/vacancy-count-by-quota')
      return ok({ fiscalYear, rows: [], total: { ...NONE, advertisements: 0, seats: 0 } });
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

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('distribution history and report routes', () => {
  it('opens the history for VDH, with its menu item', async () => {
    open('/admin/vacancy-distribution-history', staff(['VDH']));
    expect(await heading('पद वितरणको इतिहास')).toBeVisible();
    expect(
      await screen.findByRole('link', { name: 'पद वितरणको इतिहास' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/admin/vacancy-distribution-history');
  });

  it.each([
    '/admin/vacancy-distribution-history',
    '/admin/vacancy-distribution-history/log/7/entered',
  ])('%s is not permitted without VDH', async (path) => {
    open(path, staff(['PD']));
    expect(await screen.findByText('अनुमति छैन', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it.each([
    ['/admin/vacancy-distribution-report', 'पद वितरण प्रतिवेदन'],
    ['/admin/vacancy-count-by-quota-report', 'कोटा अनुसार पद सङ्ख्या'],
  ])('%s opens for any staff user, with its menu item', async (path, name) => {
    const router = open(path, staff([]));
    expect(await heading(name)).toBeVisible();
    expect(await screen.findByTestId('report-empty')).toBeVisible();
    expect(router.state.location.pathname).toBe(path);
    expect(await screen.findByRole('link', { name }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      path,
    );
  });
});
