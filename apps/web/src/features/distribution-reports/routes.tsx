import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';

const VacancyDistributionReportPage = lazyPage(
  () => import('./pages/vacancy-distribution-report-page'),
  'VacancyDistributionReportPage',
);
const QuotaCountReportPage = lazyPage(
  () => import('./pages/quota-count-report-page'),
  'QuotaCountReportPage',
);

/**
 * The distribution reports: counts only, never a candidate, so every staff user reads them
 * (decision 152): the back office's own guard (staff, password changed) is theirs.
 */
export const distributionReportsRoutes: FeatureRoutes = {
  admin: [
    { path: 'vacancy-distribution-report', element: <VacancyDistributionReportPage /> },
    { path: 'vacancy-count-by-quota-report', element: <QuotaCountReportPage /> },
  ],
};
