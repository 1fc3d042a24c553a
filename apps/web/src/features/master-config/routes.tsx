import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const RollNumberOrderPage = lazyPage(
  () => import('./pages/roll-number-order-page'),
  'RollNumberOrderPage',
);

export const masterConfigRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'roll-number-order',
      element: (
        <RequirePrivilege code="MC">
          <RollNumberOrderPage />
        </RequirePrivilege>
      ),
    },
  ],
};
