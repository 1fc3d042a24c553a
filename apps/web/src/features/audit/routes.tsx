import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const AuditLogPage = lazyPage(() => import('./pages/audit-log-page'), 'AuditLogPage');

export const auditRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'audit-log',
      element: (
        <RequirePrivilege code="UM">
          <AuditLogPage />
        </RequirePrivilege>
      ),
    },
  ],
};
