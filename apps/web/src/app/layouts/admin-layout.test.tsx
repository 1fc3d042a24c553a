import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';

// The app's early preload (app.tsx) reaches only the admin layout on a back-office deep link:
// the page's route is in the layout chunk's own table. This proves that chunk, as it is
// evaluated, starts the page's chunk for the address it arrived at.

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.doUnmock('../../lib/routing/feature-routes');
  vi.resetModules();
});

/** The arguments preloadPagesAt got while the admin layout's module was evaluated at `path`. */
async function preloadsOnArrivalAt(path: string) {
  vi.resetModules();
  const preloadPagesAt = vi.fn();
  vi.doMock('../../lib/routing/feature-routes', async (importOriginal) => ({
    ...(await importOriginal<typeof import('../../lib/routing/feature-routes')>()),
    preloadPagesAt,
  }));
  window.history.replaceState(null, '', path);
  await import('./admin-layout');
  const { adminRoutes } = await import('../admin-routes');
  return { calls: preloadPagesAt.mock.calls as [RouteObject[], string, string][], adminRoutes };
}

describe('the admin layout chunk', () => {
  it("starts fetching the page's chunk for the back-office address it arrives at", async () => {
    const { calls, adminRoutes } = await preloadsOnArrivalAt('/admin/scrutiny');
    expect(calls).toEqual([[adminRoutes, '/admin/scrutiny', '/admin']]);
    const [table, pathname, basename] = calls[0]!;
    expect(matchRoutes(table, pathname, basename)?.map(({ route }) => route.path)).toEqual([
      'scrutiny',
    ]);
  });

  it('matches nothing when it arrives elsewhere (a staff member on a candidate page)', async () => {
    const { calls } = await preloadsOnArrivalAt('/home');
    const [table, pathname, basename] = calls[0]!;
    expect(matchRoutes(table, pathname, basename)).toBeNull();
  });
});
