import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const AuditLogPage = lazyPage(() => import('./pages/audit-log-page'), 'AuditLogPage');

export const auditAdminRoutes: RouteObject[] = [
  {
    path: 'audit-log',
    element: (
      <RequirePrivilege code="UM">
        <AuditLogPage />
      </RequirePrivilege>
    ),
  },
];
