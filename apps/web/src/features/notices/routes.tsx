import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';
import { PATHS } from '../../lib/routing/paths';

const PublicNoticesPage = lazyPage(
  () => import('./pages/public-notices-page'),
  'PublicNoticesPage',
);
const NoticeAdminPage = lazyPage(() => import('./pages/notice-admin-page'), 'NoticeAdminPage');

export const noticesRoutes: FeatureRoutes = {
  open: [{ path: PATHS.notices, element: <PublicNoticesPage /> }],
  admin: [
    {
      path: 'notice',
      element: (
        <RequirePrivilege code="MC">
          <NoticeAdminPage />
        </RequirePrivilege>
      ),
    },
  ],
};
