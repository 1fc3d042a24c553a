import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';

// The signed-in shells (menus, navigation drawer, user menu) load only once someone is signed
// in: a first visit to a public page never downloads them.
const loadCandidateShell = () => import('./candidate-layout');
const loadAdminShell = () => import('./admin-layout');
const CandidateShell = lazy(loadCandidateShell);
const AdminShell = lazy(loadAdminShell);

/** Signed-in candidate pages (and staff visiting them). */
export function CandidateLayout() {
  return (
    <Suspense fallback={<PageLoader />}>
      <CandidateShell />
    </Suspense>
  );
}

CandidateLayout.preload = () => void loadCandidateShell().catch(() => undefined);

/** The back office under /admin: candidates never download it. */
export function AdminLayout() {
  return (
    <Suspense fallback={<PageLoader />}>
      <AdminShell />
    </Suspense>
  );
}

AdminLayout.preload = () => void loadAdminShell().catch(() => undefined);
