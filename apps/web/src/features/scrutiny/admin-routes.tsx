import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const ScrutinyPage = lazyPage(() => import('./pages/scrutiny-page'), 'ScrutinyPage');
const CandidateDetailsPage = lazyPage(
  () => import('./pages/candidate-details-page'),
  'CandidateDetailsPage',
);

const withSc = (page: ReactNode) => <RequirePrivilege code="SC">{page}</RequirePrivilege>;

/**
 * Scrutiny (SC) at the spec's paths (back-office.md §2): the list, bare or at its place
 * (advertisement id or `all`, tab, page), and a form's candidate details.
 */
export const scrutinyAdminRoutes: RouteObject[] = [
  { path: 'scrutiny', element: withSc(<ScrutinyPage />) },
  { path: 'scrutiny/:advertisementId/:status/:currentPage', element: withSc(<ScrutinyPage />) },
  {
    path: 'candidate-details/:advertisementCode/:studentId/:status/:currentPage',
    element: withSc(<CandidateDetailsPage />),
  },
];
