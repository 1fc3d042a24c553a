import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
import { PATHS } from '../../lib/routing/paths';

const HomePage = lazyPage(() => import('./pages/home-page'), 'HomePage');

export const dashboardRoutes: FeatureRoutes = {
  candidate: [{ path: PATHS.home, element: <HomePage /> }],
};
