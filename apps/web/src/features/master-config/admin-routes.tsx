import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const RollNumberOrderPage = lazyPage(
  () => import('./pages/roll-number-order-page'),
  'RollNumberOrderPage',
);

export const masterConfigAdminRoutes: RouteObject[] = [
  {
    path: 'roll-number-order',
    element: (
      <RequirePrivilege code="MC">
        <RollNumberOrderPage />
      </RequirePrivilege>
    ),
  },
];
