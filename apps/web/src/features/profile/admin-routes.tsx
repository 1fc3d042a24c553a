import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const ProfileLocksPage = lazyPage(() => import('./pages/profile-locks-page'), 'ProfileLocksPage');

export const profileAdminRoutes: RouteObject[] = [
  {
    path: 'usermanagement/profile',
    element: (
      <RequirePrivilege code="LUP">
        <ProfileLocksPage />
      </RequirePrivilege>
    ),
  },
];
