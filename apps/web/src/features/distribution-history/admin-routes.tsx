import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const loadPages = () => import('./pages/history-pages');
const HistoryListPage = lazyPage(loadPages, 'HistoryListPage');
const DistributionLogPage = lazyPage(loadPages, 'DistributionLogPage');

/**
 * The vacancy distribution history (VDH): the list, and one log at
 * `log/{id}/{distributionType}`. Entering, importing and deleting are the pages' buttons,
 * shown for the actions the user holds; the API refuses whatever these let through.
 */
export const distributionHistoryAdminRoutes: RouteObject[] = [
  {
    path: 'vacancy-distribution-history',
    element: (
      <RequirePrivilege code="VDH">
        <HistoryListPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'vacancy-distribution-history/log/:id/:distributionType',
    element: (
      <RequirePrivilege code="VDH">
        <DistributionLogPage />
      </RequirePrivilege>
    ),
  },
];
