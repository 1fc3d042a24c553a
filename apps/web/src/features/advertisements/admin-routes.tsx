import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const PublishAdvertisementPage = lazyPage(
  () => import('./pages/publish-advertisement-page'),
  'PublishAdvertisementPage',
);
const AdvertisementLivePage = lazyPage(
  () => import('./pages/advertisement-live-page'),
  'AdvertisementLivePage',
);

export const advertisementsAdminRoutes: RouteObject[] = [
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
];
