import { Navigate, useParams } from 'react-router';
import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
import { PATHS } from '../../lib/routing/paths';

const VacancyListPage = lazyPage(() => import('./pages/vacancy-list-page'), 'VacancyListPage');
const VacancyDetailPage = lazyPage(
  () => import('./pages/vacancy-detail-page'),
  'VacancyDetailPage',
);
const ReapplyPage = lazyPage(() => import('./pages/reapply-page'), 'ReapplyPage');

/** /re-verifiedUserList/{id}/{masterid}/{reqid}/{values} opens the vacancy {id}. */
function ReapplyRedirect() {
  return <Navigate to={PATHS.vacancy(useParams().id ?? '')} replace />;
}

export const vacanciesRoutes: FeatureRoutes = {
  candidate: [
    { path: PATHS.vacancies, element: <VacancyListPage /> },
    { path: `${PATHS.vacancies}/:id`, element: <VacancyDetailPage /> },
    { path: PATHS.reapply, element: <ReapplyPage /> },
    // The spec's re-apply route carries more than the id; the vacancy page needs only that.
    { path: `${PATHS.reapply}/:id/*`, element: <ReapplyRedirect /> },
  ],
};
