import type { RouteObject } from 'react-router';
import { ErrorScreen } from '../components/error-screen';
import { NotFoundPage } from '../components/status-pages';
import { accessRoutes } from '../features/access/routes';
import { actingForRoutes } from '../features/acting-for/routes';
import { advertisementsRoutes } from '../features/advertisements/routes';
import { ageLimitsRoutes } from '../features/age-limits/routes';
import { applicationsRoutes } from '../features/applications/routes';
import { auditRoutes } from '../features/audit/routes';
import { authRoutes } from '../features/auth/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { distributionRoutes } from '../features/distribution/routes';
import { distributionHistoryRoutes } from '../features/distribution-history/routes';
import { distributionReportsRoutes } from '../features/distribution-reports/routes';
import { masterConfigRoutes } from '../features/master-config/routes';
import { masterDataRoutes } from '../features/master-data/routes';
import { noticesRoutes } from '../features/notices/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { passwordResetRoutes } from '../features/password-reset/routes';
import { paymentAdminRoutes } from '../features/payment-admin/routes';
import { paymentsRoutes } from '../features/payments/routes';
import { profileRoutes } from '../features/profile/routes';
import { requisitionsRoutes } from '../features/requisitions/routes';
import { scrutinyRoutes } from '../features/scrutiny/routes';
import { vacanciesRoutes } from '../features/vacancies/routes';
import type { FeatureRoutes } from '../lib/routing/feature-routes';
import {
  RequireAuth,
  RequireGuest,
  RequirePasswordChanged,
  RequireStaff,
  RootRedirect,
} from '../lib/routing/guards';
import { PATHS } from '../lib/routing/paths';
import { OpenLayout } from './layouts/open-layout';
import { PublicLayout } from './layouts/public-layout';
import { AdminLayout, CandidateLayout } from './layouts/signed-in-layouts';

/**
 * Every feature's routes (its `routes.tsx`, each page a lazy chunk of its own). The router ranks
 * routes by their paths, not by this order; a new domain adds its line here.
 */
const FEATURES: FeatureRoutes[] = [
  dashboardRoutes,
  notificationsRoutes,
  requisitionsRoutes,
  vacanciesRoutes,
  applicationsRoutes,
  scrutinyRoutes,
  masterDataRoutes,
  masterConfigRoutes,
  noticesRoutes,
  advertisementsRoutes,
  accessRoutes,
  profileRoutes,
  paymentAdminRoutes,
  auditRoutes,
  ageLimitsRoutes,
  distributionRoutes,
  distributionHistoryRoutes,
  distributionReportsRoutes,
  actingForRoutes,
  authRoutes,
  passwordResetRoutes,
  paymentsRoutes,
];

/** The features' routes for one place of the tree, in the order of FEATURES. */
const routesFor = (place: keyof FeatureRoutes): RouteObject[] =>
  FEATURES.flatMap((feature) => feature[place] ?? []);

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorScreen />,
    children: [
      { path: PATHS.root, element: <RootRedirect /> },
      // Open to all (notices, payment returns); a signed-in person keeps their own shell and menu.
      {
        element: <OpenLayout />,
        children: routesFor('open'),
      },
      {
        element: <PublicLayout />,
        children: [
          { element: <RequireGuest />, children: routesFor('guest') },
          ...routesFor('public'),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <CandidateLayout />,
            children: [
              ...routesFor('signedIn'),
              { element: <RequirePasswordChanged />, children: routesFor('candidate') },
            ],
          },
          {
            path: PATHS.admin,
            element: (
              <RequirePasswordChanged>
                <RequireStaff>
                  <AdminLayout />
                </RequireStaff>
              </RequirePasswordChanged>
            ),
            children: [...routesFor('admin'), { path: '*', element: <NotFoundPage /> }],
          },
        ],
      },
    ],
  },
];
