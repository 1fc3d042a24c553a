import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const UserListPage = lazyPage(() => import('./pages/user-list-page'), 'UserListPage');
const UserCreationPage = lazyPage(() => import('./pages/user-creation-page'), 'UserCreationPage');
const UserDetailsPage = lazyPage(() => import('./pages/user-details-page'), 'UserDetailsPage');
const RoleListPage = lazyPage(() => import('./pages/role-list-page'), 'RoleListPage');
const RoleCreationPage = lazyPage(() => import('./pages/role-creation-page'), 'RoleCreationPage');
const ModuleListPage = lazyPage(() => import('./pages/module-list-page'), 'ModuleListPage');
const BlockUserPage = lazyPage(() => import('./pages/block-user-page'), 'BlockUserPage');
const LoginLimitsPage = lazyPage(() => import('./pages/login-limits-page'), 'LoginLimitsPage');

export const accessAdminRoutes: RouteObject[] = [
  {
    path: 'userlist',
    element: (
      <RequirePrivilege code="UM">
        <UserListPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'usercreation',
    element: (
      <RequirePrivilege code="UM" action="create">
        <UserCreationPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'usercreation/:id',
    element: (
      <RequirePrivilege code="UM">
        <UserDetailsPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'userDetails/:id',
    element: (
      <RequirePrivilege code="UM">
        <UserDetailsPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'fullDetails/:id',
    element: (
      <RequirePrivilege code="UM">
        <UserDetailsPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'rolelist',
    element: (
      <RequirePrivilege code="UM">
        <RoleListPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'rolecreation',
    element: (
      <RequirePrivilege code="UM" action="create">
        <RoleCreationPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'rolecreation/:id',
    element: (
      <RequirePrivilege code="UM" action="update">
        <RoleCreationPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'modulelist',
    element: (
      <RequirePrivilege code="UM">
        <ModuleListPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'usermanagement/user',
    element: (
      <RequirePrivilege code="BU">
        <BlockUserPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'brute-force-setting',
    element: (
      <RequirePrivilege code="UM">
        <LoginLimitsPage />
      </RequirePrivilege>
    ),
  },
];
