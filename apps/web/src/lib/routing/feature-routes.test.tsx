import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, type RouteObject } from 'react-router';
import { renderUi } from '../../test/render';
import { lazyPage, preloadPagesAt } from './feature-routes';

function Layout() {
  return null;
}

describe('preloadPagesAt', () => {
  it("starts fetching the chunk of the address's page, and of no other", async () => {
    const loadLogin = vi.fn(async () => ({ LoginPage: () => null }));
    const loadFaq = vi.fn(async () => ({ FaqPage: () => null }));
    const LoginPage = lazyPage(loadLogin, 'LoginPage');
    const FaqPage = lazyPage(loadFaq, 'FaqPage');
    const routes: RouteObject[] = [
      {
        element: <Layout />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/faq', element: <FaqPage /> },
        ],
      },
    ];

    preloadPagesAt(routes, '/login');
    expect(loadLogin).toHaveBeenCalledTimes(1);
    expect(loadFaq).not.toHaveBeenCalled();

    preloadPagesAt(routes, '/nowhere');
    expect(loadFaq).not.toHaveBeenCalled();
  });

  it('matches a table of descendant routes below its basename, and nothing elsewhere', () => {
    const loadScrutiny = vi.fn(async () => ({ ScrutinyPage: () => null }));
    const loadDashboard = vi.fn(async () => ({ DashboardPage: () => null }));
    const ScrutinyPage = lazyPage(loadScrutiny, 'ScrutinyPage');
    const DashboardPage = lazyPage(loadDashboard, 'DashboardPage');
    const routes: RouteObject[] = [
      { index: true, element: <DashboardPage /> },
      { path: 'scrutiny', element: <ScrutinyPage /> },
    ];

    preloadPagesAt(routes, '/scrutiny', '/admin');
    preloadPagesAt(routes, '/home', '/admin');
    expect(loadScrutiny).not.toHaveBeenCalled();
    expect(loadDashboard).not.toHaveBeenCalled();

    preloadPagesAt(routes, '/admin/scrutiny', '/admin');
    expect(loadScrutiny).toHaveBeenCalledTimes(1);
    preloadPagesAt(routes, '/admin', '/admin');
    expect(loadDashboard).toHaveBeenCalledTimes(1);
  });

  it('lets a chunk that fails to arrive fail quietly: the page itself will say so when drawn', async () => {
    const load = vi.fn((): Promise<{ X: () => null }> => Promise.reject(new Error('offline')));
    const X = lazyPage(load, 'X');
    const routes: RouteObject[] = [{ path: '/x', element: <X /> }];
    expect(() => preloadPagesAt(routes, '/x')).not.toThrow();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyPage', () => {
  it('takes the page left behind off the screen while the next one still loads', async () => {
    // The router moves in a transition, in which React keeps what it showed until the new
    // tree is ready: without a boundary of the page's own, the old page stayed on screen at the
    // new address, and what was typed into it was lost when the new page arrived.
    type ReportModule = { ReportPage: ComponentType };
    let arrive: (module: ReportModule) => void = () => undefined;
    const load = () => new Promise<ReportModule>((resolve) => (arrive = resolve));
    const ReportPage = lazyPage(load, 'ReportPage');
    const router = createMemoryRouter(
      [
        {
          path: '/list',
          element: (
            <>
              <input type="search" aria-label="Search the list" />
              <Link to="/report">Report</Link>
            </>
          ),
        },
        { path: '/report', element: <ReportPage /> },
      ],
      { initialEntries: ['/list'] },
    );
    renderUi(<RouterProvider router={router} />);

    fireEvent.click(screen.getByRole('link', { name: 'Report' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search the list' })).not.toBeInTheDocument();

    await act(async () =>
      arrive({ ReportPage: () => <input type="search" aria-label="Search the report" /> }),
    );
    expect(await screen.findByRole('searchbox', { name: 'Search the report' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
