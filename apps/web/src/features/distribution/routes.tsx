import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const PhaseThreeFormulaPage = lazyPage(
  () => import('./pages/phase-three-formula-page'),
  'PhaseThreeFormulaPage',
);

export const distributionRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'distribution-formula-configuration-phase-3/distribution-formula',
      element: (
        <RequirePrivilege code="VDC">
          <PhaseThreeFormulaPage />
        </RequirePrivilege>
      ),
    },
  ],
};
