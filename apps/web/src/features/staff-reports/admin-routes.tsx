import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const loadPages = () => import('./pages/staff-report-pages');
const RegisteredCandidatesPage = lazyPage(loadPages, 'RegisteredCandidatesPage');
const ClassReportPage = lazyPage(loadPages, 'ClassReportPage');
const AdvertisementNumberReportPage = lazyPage(loadPages, 'AdvertisementNumberReportPage');
const ReapplicationReportPage = lazyPage(loadPages, 'ReapplicationReportPage');
const ApplicationsReportPage = lazyPage(loadPages, 'ApplicationsReportPage');
const ApplicationReportPage = lazyPage(loadPages, 'ApplicationReportPage');
const CandidateSearchPage = lazyPage(loadPages, 'CandidateSearchPage');
const ApplicationStatusPage = lazyPage(loadPages, 'ApplicationStatusPage');

/** A candidate's personal data: SR's, the scrutiny report's code (decision 157). */
const withSr = (page: ReactNode) => <RequirePrivilege code="SR">{page}</RequirePrivilege>;

/**
 * The staff reports back-office.md §2 lists without a privilege code (issue 21), at the spec's
 * paths. Those of counts only are every staff user's: the back office's own guard (staff,
 * password changed) is theirs (decision 152).
 */
export const staffReportsAdminRoutes: RouteObject[] = [
  { path: 'total-register-user', element: <RegisteredCandidatesPage /> },
  { path: 'reportByClass', element: <ClassReportPage /> },
  { path: 'reportByAdvtNumber', element: <AdvertisementNumberReportPage /> },
  { path: 're-application-report', element: <ReapplicationReportPage /> },
  { path: 'all-application-report', element: withSr(<ApplicationsReportPage />) },
  { path: 'application-report/:id', element: withSr(<ApplicationReportPage />) },
  { path: 'user-search', element: withSr(<CandidateSearchPage />) },
  { path: 'application-status', element: withSr(<ApplicationStatusPage />) },
];
