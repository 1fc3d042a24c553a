import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequireAnyPrivilege, RequirePrivilege } from '../../lib/routing/guards';

const RequisitionListPage = lazyPage(
  () => import('./pages/requisition-list-page'),
  'RequisitionListPage',
);
const RequisitionNewPage = lazyPage(
  () => import('./pages/requisition-new-page'),
  'RequisitionNewPage',
);
const RequisitionDetailPage = lazyPage(
  () => import('./pages/requisition-detail-page'),
  'RequisitionDetailPage',
);
const ApprovalPage = lazyPage(() => import('./pages/approval-page'), 'ApprovalPage');

/**
 * An office files and reads its requisitions (RQ read, create); the commission decides them on
 * the approval task (RQ approve), where the distributions are decided too (PD approve). The API
 * refuses whatever a guard here lets through.
 */
export const requisitionsAdminRoutes: RouteObject[] = [
  {
    path: 'requisition',
    element: (
      <RequirePrivilege code="RQ">
        <RequisitionListPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'requisition/new',
    element: (
      <RequirePrivilege code="RQ" action="create">
        <RequisitionNewPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'requisition/:id',
    element: (
      <RequirePrivilege code="RQ">
        <RequisitionDetailPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'approval',
    element: (
      <RequireAnyPrivilege
        of={[
          { code: 'RQ', action: 'approve' },
          { code: 'PD', action: 'approve' },
        ]}
      >
        <ApprovalPage />
      </RequireAnyPrivilege>
    ),
  },
];
