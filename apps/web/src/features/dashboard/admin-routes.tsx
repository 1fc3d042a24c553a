import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';

const AdminDashboardPage = lazyPage(
  () => import('./pages/admin-dashboard-page'),
  'AdminDashboardPage',
);

/** The back office's own page, at /admin itself. */
export const dashboardAdminRoutes: RouteObject[] = [
  { index: true, element: <AdminDashboardPage /> },
];
