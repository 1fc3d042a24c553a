import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from '../../components/page-loader';
import { currentLanguage, loadLanguage, type CataloguePart } from '../../lib/i18n';
import { preloadable } from '../../lib/routing/feature-routes';

// The signed-in shells (menus, navigation drawer, user menu) load only once someone is signed
// in: a first visit to a public page never downloads them.

/**
 * A shell fetched when first drawn, the page loader showing meanwhile; preloadable. The texts
 * its layout asks for (`parts`) are fetched beside its chunk, not after it has arrived: one
 * round trip to the first signed-in page, not two.
 */
function lazyShell(importShell: () => Promise<{ default: ComponentType }>, parts: CataloguePart[]) {
  const load = () =>
    Promise.all([
      importShell(),
      // A failed fetch of texts does not fail the shell: its layout asks again (useCatalogue).
      ...parts.map((part) => loadLanguage(currentLanguage(), part).catch(() => undefined)),
    ]).then(([shell]) => shell);
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
export const CandidateLayout = lazyShell(() => import('./candidate-layout'), ['signed-in']);

/** The back office under /admin: candidates never download it. */
export const AdminLayout = lazyShell(() => import('./admin-layout'), ['signed-in', 'office']);
