import { Navigate } from 'react-router';
import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
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

export const actingForRoutes: FeatureRoutes = {
  candidate: [
    // The spec's address of the choice; the page itself sits in the back office.
    {
      path: '/select-external-masterId',
      element: <Navigate to="/admin/select-external-masterId" replace />,
    },
  ],
  admin: [
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
  ],
};
