import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
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
