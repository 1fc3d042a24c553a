import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { PrivilegeCode } from '@niyukti/shared';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

// One chunk for the four pages (and the charts they draw): they share the filters and the table.
const loadPages = () => import('./pages/report-pages');
const ScrutinyReportPage = lazyPage(loadPages, 'ScrutinyReportPage');
const GenderReportIndexPage = lazyPage(loadPages, 'GenderReportIndexPage');
const GenderReportPage = lazyPage(loadPages, 'GenderReportPage');
const AdvertisementReportPage = lazyPage(loadPages, 'AdvertisementReportPage');

/** Each report reads under its own code: SR, RBG or AR (back-office.md §6). */
const readingWith = (code: PrivilegeCode, page: ReactNode) => (
  <RequirePrivilege code={code}>{page}</RequirePrivilege>
);

/**
 * The scrutiny reports (issue 21), at the spec's paths (back-office.md §2): the forms by a
 * breakdown (SR), the breakdowns by gender (RBG) and the advertisement report (AR).
 */
export const scrutinyReportsAdminRoutes: RouteObject[] = [
  { path: 'scrutiny/report', element: readingWith('SR', <ScrutinyReportPage />) },
  {
    path: 'scrutiny/report-by-gender-basic-configuration',
    element: readingWith('RBG', <GenderReportIndexPage />),
  },
  {
    path: 'scrutiny/report-by-gender-basic-configuration/:breakdown',
    element: readingWith('RBG', <GenderReportPage />),
  },
  { path: 'scrutiny/advertisementReport', element: readingWith('AR', <AdvertisementReportPage />) },
];
