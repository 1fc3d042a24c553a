import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/status-pages';
import { accessAdminRoutes } from '../features/access/admin-routes';
import { actingForAdminRoutes } from '../features/acting-for/admin-routes';
import { advertisementsAdminRoutes } from '../features/advertisements/admin-routes';
import { ageLimitsAdminRoutes } from '../features/age-limits/admin-routes';
import { auditAdminRoutes } from '../features/audit/admin-routes';
import { dashboardAdminRoutes } from '../features/dashboard/admin-routes';
import { distributionAdminRoutes } from '../features/distribution/admin-routes';
import { distributionHistoryAdminRoutes } from '../features/distribution-history/admin-routes';
import { distributionReportsAdminRoutes } from '../features/distribution-reports/admin-routes';
import { masterConfigAdminRoutes } from '../features/master-config/admin-routes';
import { masterDataAdminRoutes } from '../features/master-data/admin-routes';
import { noticesAdminRoutes } from '../features/notices/admin-routes';
import { notificationsAdminRoutes } from '../features/notifications/admin-routes';
import { paymentAdminRoutes } from '../features/payment-admin/admin-routes';
import { profileAdminRoutes } from '../features/profile/admin-routes';
import { requisitionsAdminRoutes } from '../features/requisitions/admin-routes';
import { scrutinyAdminRoutes } from '../features/scrutiny/admin-routes';
import { scrutinyAllocationAdminRoutes } from '../features/scrutiny-allocation/admin-routes';
import { scrutinyReportsAdminRoutes } from '../features/scrutiny-reports/admin-routes';
import { staffReportsAdminRoutes } from '../features/staff-reports/admin-routes';

/**
 * The back office's pages, paths relative to /admin: every feature's `admin-routes.tsx` (each
 * page a lazy chunk of its own, behind its privilege guard), then the back office's own
 * not-found page. The admin layout draws them as descendant routes of `/admin/*`, whose guards
 * (signed in, password changed, staff) are in routes.tsx. Only the admin layout imports this
 * table, so it travels in that layout's chunk, which only staff download: the main chunk that
 * every first visit downloads does not grow with each back-office page. A new back-office page
 * or domain adds its line here, never in routes.tsx. The router ranks routes by their paths,
 * not by this order.
 */
export const adminRoutes: RouteObject[] = [
  ...dashboardAdminRoutes,
  ...notificationsAdminRoutes,
  ...requisitionsAdminRoutes,
  ...scrutinyAdminRoutes,
  ...scrutinyAllocationAdminRoutes,
  ...scrutinyReportsAdminRoutes,
  ...masterDataAdminRoutes,
  ...masterConfigAdminRoutes,
  ...noticesAdminRoutes,
  ...advertisementsAdminRoutes,
  ...accessAdminRoutes,
  ...profileAdminRoutes,
  ...paymentAdminRoutes,
  ...auditAdminRoutes,
  ...ageLimitsAdminRoutes,
  ...distributionAdminRoutes,
  ...distributionHistoryAdminRoutes,
  ...distributionReportsAdminRoutes,
  ...staffReportsAdminRoutes,
  ...actingForAdminRoutes,
  { path: '*', element: <NotFoundPage /> },
];
