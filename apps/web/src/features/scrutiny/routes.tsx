import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const ScrutinyPage = lazyPage(() => import('./pages/scrutiny-page'), 'ScrutinyPage');

export const scrutinyRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'scrutiny',
      element: (
        <RequirePrivilege code="SC">
          <ScrutinyPage />
        </RequirePrivilege>
      ),
    },
  ],
};
