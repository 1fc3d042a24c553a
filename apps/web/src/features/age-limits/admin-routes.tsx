import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const AgeLimitPage = lazyPage(() => import('./pages/age-limit-page'), 'AgeLimitPage');

export const ageLimitsAdminRoutes: RouteObject[] = [
  {
    path: 'age-limit',
    element: (
      <RequirePrivilege code="ALC">
        <AgeLimitPage />
      </RequirePrivilege>
    ),
  },
];
