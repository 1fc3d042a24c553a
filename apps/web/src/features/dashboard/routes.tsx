import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
import { PATHS } from '../../lib/routing/paths';

const HomePage = lazyPage(() => import('./pages/home-page'), 'HomePage');
const AdminDashboardPage = lazyPage(
  () => import('./pages/admin-dashboard-page'),
  'AdminDashboardPage',
);

export const dashboardRoutes: FeatureRoutes = {
  candidate: [{ path: PATHS.home, element: <HomePage /> }],
  admin: [{ index: true, element: <AdminDashboardPage /> }],
};
