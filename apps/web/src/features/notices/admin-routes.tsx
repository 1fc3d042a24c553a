import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const NoticeAdminPage = lazyPage(() => import('./pages/notice-admin-page'), 'NoticeAdminPage');

export const noticesAdminRoutes: RouteObject[] = [
  {
    path: 'notice',
    element: (
      <RequirePrivilege code="MC">
        <NoticeAdminPage />
      </RequirePrivilege>
    ),
  },
];
