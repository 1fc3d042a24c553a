import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const MasterDataIndexPage = lazyPage(
  () => import('./pages/master-data-index-page'),
  'MasterDataIndexPage',
);
const MasterEntityPage = lazyPage(() => import('./pages/master-entity-page'), 'MasterEntityPage');
const CombinePostPage = lazyPage(() => import('./pages/master-entity-page'), 'CombinePostPage');

export const masterDataAdminRoutes: RouteObject[] = [
  {
    // back-office.md §2: academic-qualification (MC) is the master-data list of that name.
    path: 'academic-qualification',
    element: <Navigate to="/admin/master-data/academic-qualifications" replace />,
  },
  {
    path: 'master-data',
    element: (
      <RequirePrivilege code="MC">
        <MasterDataIndexPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'master-data/:entity',
    element: (
      <RequirePrivilege code="MC">
        <MasterEntityPage />
      </RequirePrivilege>
    ),
  },
  {
    // back-office.md combinePost (ALC): the combined-posts list, on its own screen.
    path: 'combinePost',
    element: (
      <RequirePrivilege code="ALC">
        <CombinePostPage />
      </RequirePrivilege>
    ),
  },
];
