import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from '../../components/page-loader';
import { preloadable } from '../../lib/routing/feature-routes';

// The signed-in shells (menus, navigation drawer, user menu) load only once someone is signed
// in: a first visit to a public page never downloads them.

/** A shell fetched when first drawn, the page loader showing meanwhile; preloadable. */
function lazyShell(load: () => Promise<{ default: ComponentType }>) {
  const Shell = lazy(load);
  function LazyShell() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Shell />
      </Suspense>
    );
  }
  return preloadable(LazyShell, load);
}

/** Signed-in candidate pages (and staff visiting them). */
export const CandidateLayout = lazyShell(() => import('./candidate-layout'));

/** The back office under /admin: candidates never download it. */
export const AdminLayout = lazyShell(() => import('./admin-layout'));
