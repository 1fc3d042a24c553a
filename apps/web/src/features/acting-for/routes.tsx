import { Navigate } from 'react-router';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';

export const actingForRoutes: FeatureRoutes = {
  candidate: [
    // The spec's address of the choice; the page itself sits in the back office
    // (admin-routes.tsx).
    {
      path: '/select-external-masterId',
      element: <Navigate to="/admin/select-external-masterId" replace />,
    },
  ],
};
