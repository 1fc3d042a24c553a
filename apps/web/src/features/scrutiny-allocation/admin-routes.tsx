import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

// One chunk for the five pages: they share the summary, the officers' table and the picker.
const loadPages = () => import('./pages/allocation-pages');
const ListPage = lazyPage(loadPages, 'ScrutinyAllocationListPage');
const AllocationPage = lazyPage(loadPages, 'ScrutinyAllocationPage');
const ReallocationPage = lazyPage(loadPages, 'ScrutinyReallocationPage');
const ReportPage = lazyPage(loadPages, 'AllocationReportPage');
const IndividualReportPage = lazyPage(loadPages, 'IndividualAllocationReportPage');

/** Every page here is SA's: each action on it asks for its own action on SA besides. */
const withSa = (page: ReactNode) => <RequirePrivilege code="SA">{page}</RequirePrivilege>;

/**
 * Handing forms to scrutiny officers, finalising, the allocation reports (SA; issue 21), at the
 * spec's paths (back-office.md §2).
 */
export const scrutinyAllocationAdminRoutes: RouteObject[] = [
  { path: 'scrutiny-allocation', element: withSa(<ListPage />) },
  { path: 'scrutiny-allocation/:advertisementId', element: withSa(<AllocationPage />) },
  { path: 'scrutiny-reallocation/:advertisementId', element: withSa(<ReallocationPage />) },
  { path: 'allocation/report', element: withSa(<ReportPage />) },
  { path: 'allocation/report-individual/:userId', element: withSa(<IndividualReportPage />) },
];
