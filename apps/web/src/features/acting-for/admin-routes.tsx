import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

// Staff acting for a candidate (PM): choose by master id, and the back-office entries.
const SelectMasterIdPage = lazyPage(
  () => import('./pages/select-master-id-page'),
  'SelectMasterIdPage',
);
const EditPersonalDetailPage = lazyPage(
  () => import('./pages/staff-entry-pages'),
  'EditPersonalDetailPage',
);
const EditUserDocumentPage = lazyPage(
  () => import('./pages/staff-entry-pages'),
  'EditUserDocumentPage',
);
const PhotoEditorPage = lazyPage(() => import('./pages/staff-entry-pages'), 'PhotoEditorPage');

export const actingForAdminRoutes: RouteObject[] = [
  {
    path: 'select-external-masterId',
    element: (
      <RequirePrivilege code="PM">
        <SelectMasterIdPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'edit/personal-detail',
    element: (
      <RequirePrivilege code="PM">
        <EditPersonalDetailPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'edit/user-document',
    element: (
      <RequirePrivilege code="PM">
        <EditUserDocumentPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'photo-editor/:type',
    element: (
      <RequirePrivilege code="PM">
        <PhotoEditorPage />
      </RequirePrivilege>
    ),
  },
];
