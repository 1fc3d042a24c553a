import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const loadFormulaPages = () => import('./pages/formula-pages');
const loadDistributionPages = () => import('./pages/distribution-pages');
const PhaseThreeFormulaPage = lazyPage(loadFormulaPages, 'PhaseThreeFormulaPage');
const VacancyFormulaPage = lazyPage(loadFormulaPages, 'VacancyFormulaPage');
const PercentageDistributionPage = lazyPage(loadDistributionPages, 'PercentageDistributionPage');
const DistributionFormPage = lazyPage(loadDistributionPages, 'DistributionFormPage');

export const distributionAdminRoutes: RouteObject[] = [
  {
    path: 'distribution-formula-configuration-phase-1/formula',
    element: (
      <RequirePrivilege code="VDC">
        {/* Keyed: moving from one phase to the other starts afresh. */}
        <VacancyFormulaPage key="phase-one" phase="phase-one" />
      </RequirePrivilege>
    ),
  },
  {
    path: 'distribution-formula-configuration-phase-2/formula',
    element: (
      <RequirePrivilege code="VDC">
        <VacancyFormulaPage key="phase-two" phase="phase-two" />
      </RequirePrivilege>
    ),
  },
  // Phase 3's two sub-routes are one page, whose tab follows the address.
  ...['distribution-formula', 'distribution-table'].map((tab) => ({
    path: `distribution-formula-configuration-phase-3/${tab}`,
    element: (
      <RequirePrivilege code="VDC">
        <PhaseThreeFormulaPage />
      </RequirePrivilege>
    ),
  })),
  {
    path: 'percentage-distribution',
    element: (
      <RequirePrivilege code="PD">
        <PercentageDistributionPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'percentage-distribution/:requisitionId',
    element: (
      <RequirePrivilege code="PD">
        <DistributionFormPage />
      </RequirePrivilege>
    ),
  },
];
