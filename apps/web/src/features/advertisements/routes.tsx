import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const PublishAdvertisementPage = lazyPage(
  () => import('./pages/publish-advertisement-page'),
  'PublishAdvertisementPage',
);
const AdvertisementLivePage = lazyPage(
  () => import('./pages/advertisement-live-page'),
  'AdvertisementLivePage',
);

export const advertisementsRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'publish-advertisement',
      element: (
        <RequirePrivilege code="PA">
          <PublishAdvertisementPage />
        </RequirePrivilege>
      ),
    },
    {
      path: 'advertisement-live',
      element: (
        <RequirePrivilege code="RNG">
          <AdvertisementLivePage />
        </RequirePrivilege>
      ),
    },
  ],
};
