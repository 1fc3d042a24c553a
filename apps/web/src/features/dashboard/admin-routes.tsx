import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { PATHS } from '../../lib/routing/paths';

const AdminDashboardPage = lazyPage(
  () => import('./pages/admin-dashboard-page'),
  'AdminDashboardPage',
);

/**
 * The back office's own page, at /admin itself; the spec's /admin/dashboard leads there, so the
 * menu's dashboard item (matched exactly) shows where the reader is.
 */
export const dashboardAdminRoutes: RouteObject[] = [
  { index: true, element: <AdminDashboardPage /> },
  { path: 'dashboard', element: <Navigate to={PATHS.admin} replace /> },
];
