import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const AgeLimitPage = lazyPage(() => import('./pages/age-limit-page'), 'AgeLimitPage');

export const ageLimitsRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'age-limit',
      element: (
        <RequirePrivilege code="ALC">
          <AgeLimitPage />
        </RequirePrivilege>
      ),
    },
  ],
};
