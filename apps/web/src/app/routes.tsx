import type { RouteObject } from 'react-router';
import { ErrorScreen } from '../components/error-screen';
import { NotFoundPage } from '../components/status-pages';
import { actingForRoutes } from '../features/acting-for/routes';
import { applicationsRoutes } from '../features/applications/routes';
import { authRoutes } from '../features/auth/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { noticesRoutes } from '../features/notices/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { passwordResetRoutes } from '../features/password-reset/routes';
import { paymentsRoutes } from '../features/payments/routes';
import { profileRoutes } from '../features/profile/routes';
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
 * routes by their paths, not by this order; a new domain adds its line here. The back office's
 * pages are not here but in admin-routes.tsx, which loads with the admin layout (see there).
 */
const FEATURES: FeatureRoutes[] = [
  dashboardRoutes,
  notificationsRoutes,
  vacanciesRoutes,
  applicationsRoutes,
  noticesRoutes,
  profileRoutes,
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
            // The back office. Its pages (admin-routes.tsx) are descendant routes that the admin
            // layout draws, not children here: their table loads with the layout's chunk, which
            // only staff download, instead of with this one, which every first visit downloads.
            path: `${PATHS.admin}/*`,
            element: (
              <RequirePasswordChanged>
                <RequireStaff>
                  <AdminLayout />
                </RequireStaff>
              </RequirePasswordChanged>
            ),
          },
        ],
      },
    ],
  },
];
