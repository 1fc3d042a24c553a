import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const ScrutinyPage = lazyPage(() => import('./pages/scrutiny-page'), 'ScrutinyPage');

export const scrutinyAdminRoutes: RouteObject[] = [
  {
    path: 'scrutiny',
    element: (
      <RequirePrivilege code="SC">
        <ScrutinyPage />
      </RequirePrivilege>
    ),
  },
];
