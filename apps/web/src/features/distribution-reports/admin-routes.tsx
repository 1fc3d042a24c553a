import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';

const loadPages = () => import('./pages/report-pages');
const VacancyDistributionReportPage = lazyPage(loadPages, 'VacancyDistributionReportPage');
const QuotaCountReportPage = lazyPage(loadPages, 'QuotaCountReportPage');

/**
 * The distribution reports: counts only, never a candidate, so every staff user reads them
 * (decision 152): the back office's own guard (staff, password changed) is theirs.
 */
export const distributionReportsAdminRoutes: RouteObject[] = [
  { path: 'vacancy-distribution-report', element: <VacancyDistributionReportPage /> },
  { path: 'vacancy-count-by-quota-report', element: <QuotaCountReportPage /> },
];
