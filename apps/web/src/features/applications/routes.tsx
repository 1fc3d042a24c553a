import { Navigate, useParams } from 'react-router';
import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
import { PATHS } from '../../lib/routing/paths';

const MyApplicationsPage = lazyPage(
  () => import('./pages/my-applications-page'),
  'MyApplicationsPage',
);
const ApplicationDetailPage = lazyPage(
  () => import('./pages/application-detail-page'),
  'ApplicationDetailPage',
);
const AdmitCardPage = lazyPage(() => import('./pages/admit-card-page'), 'AdmitCardPage');

/**
 * /voucher-upload/{id}/{advtCode}/{applydate}/{masterid}/{bankCode} (candidate-portal §2): the
 * voucher is uploaded from the application's page, so the old link opens application {id}.
 */
function VoucherUploadRedirect() {
  return <Navigate to={PATHS.myApplication(useParams().id ?? '')} replace />;
}

export const applicationsRoutes: FeatureRoutes = {
  candidate: [
    { path: '/voucher-upload/:id/*', element: <VoucherUploadRedirect /> },
    { path: PATHS.myApplications, element: <MyApplicationsPage /> },
    { path: `${PATHS.myApplications}/:id`, element: <ApplicationDetailPage /> },
    { path: PATHS.admitCard, element: <AdmitCardPage /> },
  ],
};
