import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
import { PATHS } from '../../lib/routing/paths';

const PublicNoticesPage = lazyPage(
  () => import('./pages/public-notices-page'),
  'PublicNoticesPage',
);

export const noticesRoutes: FeatureRoutes = {
  open: [{ path: PATHS.notices, element: <PublicNoticesPage /> }],
};
