import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { isValidElement, type ReactNode } from 'react';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { adminMenuFor, type TCurrentUser } from '@niyukti/shared';
import { storeTokens } from '../lib/auth/token-store';
import { i18n } from '../lib/i18n';
import { mockFetch, ok, resetToasts, type FetchMock } from '../test/fetch-mock';
import { withAuth } from '../test/render';
import { toNavItems } from '../lib/routing/admin-menu';
import { RequireAnyPrivilege, RequirePrivilege } from '../lib/routing/guards';
import { adminRoutes } from './admin-routes';
import { routes } from './routes';

const candidate: TCurrentUser = {
  id: 1,
  username: 'sita',
  fullName: 'Sita Sharma',
  type: 'candidate',
  masterId: 1001,
  privileges: [],
  mustChangePassword: false,
};
const staff: TCurrentUser = {
  id: 2,
  username: 'hari',
  fullName: 'Hari Thapa',
  type: 'staff',
  masterId: null,
  privileges: [],
  mustChangePassword: false,
};

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  fetchMock = mockFetch();
});

/** Opens `path` as `user` (null: signed out) and returns the router to read where it landed. */
function open(path: string, user: TCurrentUser | null) {
  if (user) storeTokens('a1');
  // The signed-in user for /oauth/me, the server's menu list for /oauth/menu; every page's
  // list call gets an empty page.
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/oauth/menu'))
      return ok(user?.type === 'staff' ? adminMenuFor(user.privileges) : []);
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

/** The router settled on `path` and that page's own element (by test id) is on screen. */
async function landsOn(router: ReturnType<typeof open>, path: string, testId: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 10_000 });
  // Pages are lazy chunks: on a busy machine the first render may take a few seconds.
  expect(await screen.findByTestId(testId, {}, { timeout: 10_000 })).toBeInTheDocument();
}

describe('routes and guards', () => {
  it('sends a signed-out visitor from / and from signed-in pages to /login', async () => {
    const router = open('/vacancy-applied', null);
    await landsOn(router, '/login', 'login-submit');
    expect(router.state.location.state).toEqual({ from: '/vacancy-applied' });
  });

  it('sends a signed-in candidate from / to /home, and away from guest-only /login', async () => {
    const router = open('/login', candidate);
    await landsOn(router, '/home', 'dashboard-my-applications');
    expect(screen.getByRole('link', { name: 'My applications' })).toBeInTheDocument();
  });

  it('sends a user with a temporary password to /change-password first', async () => {
    const router = open('/vacancy', { ...candidate, mustChangePassword: true });
    await landsOn(router, '/change-password', 'change-password-forced');
    expect(screen.queryByRole('link', { name: 'Vacancies' })).not.toBeInTheDocument();
  });

  it('keeps candidates out of the back office', async () => {
    open('/admin', candidate);
    expect(await screen.findByText('Not permitted')).toBeInTheDocument();
  });

  it('shows staff only the admin menu items their privileges allow', async () => {
    open('/admin/scrutiny', staff);
    expect(await screen.findByText('Not permitted')).toBeInTheDocument();
    // The menu list arrives from the server after the page's guard has answered.
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Scrutiny' })).not.toBeInTheDocument();
  });

  it('opens a privileged page for staff holding the code', async () => {
    const router = open('/admin/scrutiny', { ...staff, privileges: ['SC'] });
    await landsOn(router, '/admin/scrutiny', 'scrutiny-tab-pending');
    expect(await screen.findByRole('link', { name: 'Scrutiny' })).toBeInTheDocument();
  });

  it('marks only the menu item a page belongs to, not a shorter path it lies under', async () => {
    open('/admin/scrutiny/report', { ...staff, privileges: ['SC', 'SR'] });
    const report = await screen.findByRole('link', { name: 'Scrutiny report' });
    expect(report).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Scrutiny' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('link', { current: 'page' })).toEqual([report]);
  });

  it('shows the not-found page inside the back office for an unknown /admin address', async () => {
    const router = open('/admin/no-such-page', staff);
    expect(await screen.findByText('Page not found', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('पृष्ठ भेटिएन')).toBeInTheDocument();
    // In the back office's shell, with its menu, not the public layout's.
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/no-such-page');
  });

  it('shows a bilingual not-found page for unknown addresses', async () => {
    open('/no-such-page', null);
    expect(await screen.findByText('पृष्ठ भेटिएन')).toBeInTheDocument();
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});

describe('the admin menu', () => {
  it('renders the menu list the server sent, with labels and the dashboard matched exactly', () => {
    const items = toNavItems(adminMenuFor(['SC', 'BU']));
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
      ['/admin/scrutiny', 'nav.scrutiny', 'SC'],
      ['/admin/usermanagement/user', 'access:nav.blockUser', 'BU'],
    ]);
    expect(items.map((item) => Boolean(item.end))).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('asks the server for the menu once signed in as staff', async () => {
    open('/admin', { ...staff, privileges: ['BU'] });
    expect(
      await screen.findByRole('link', { name: 'Block user' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/oauth/menu'))).toBe(
      true,
    );
    expect(screen.queryByRole('link', { name: 'Scrutiny' })).not.toBeInTheDocument();
  });
});

/** Every route of `table`, at any depth. */
const allRoutes = (table: RouteObject[]): RouteObject[] =>
  table.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);

/** Whether `node` draws a privilege guard, at any depth of its elements. */
function drawsPrivilegeGuard(node: ReactNode): boolean {
  if (Array.isArray(node)) return node.some(drawsPrivilegeGuard);
  if (!isValidElement<{ children?: ReactNode }>(node)) return false;
  return (
    node.type === RequirePrivilege ||
    node.type === RequireAnyPrivilege ||
    drawsPrivilegeGuard(node.props.children)
  );
}

describe('the main route table', () => {
  // The table every first visit downloads: the back office's pages load with its layout instead.
  it('holds no back-office page, only the /admin/* route that draws the admin layout', () => {
    const all = allRoutes(routes);
    const admin = all.filter((route) => route.path?.startsWith('/admin'));
    expect(admin.map((route) => route.path)).toEqual(['/admin/*']);
    expect(admin[0]!.children).toBeUndefined();
    expect(all.filter((route) => drawsPrivilegeGuard(route.element))).toEqual([]);
    expect(allRoutes(adminRoutes).filter((route) => all.includes(route))).toEqual([]);
  });

  it('leads a back-office address to the admin layout, whose own table holds the page', () => {
    const main = matchRoutes(routes, '/admin/scrutiny') ?? [];
    expect(main.at(-1)?.route.path).toBe('/admin/*');
    expect(main.at(-1)?.params['*']).toBe('scrutiny');
    const admin = matchRoutes(adminRoutes, '/admin/scrutiny', '/admin') ?? [];
    expect(admin.map(({ route }) => route.path)).toEqual(['scrutiny']);
    expect(drawsPrivilegeGuard(admin[0]?.route.element)).toBe(true);
    // The back office's own catch-all, not the public layout's.
    expect(matchRoutes(adminRoutes, '/admin/no-such-page', '/admin')?.at(-1)?.route.path).toBe('*');
  });
});
