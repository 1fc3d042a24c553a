import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
import { NOTIFICATIONS_PATHS } from './paths';

const NotificationsPage = lazyPage(() => import('./pages/notifications-page'), 'NotificationsPage');

// The bell's view-all page: candidates have it among their pages, staff inside the back office
// (admin-routes.tsx).
export const notificationsRoutes: FeatureRoutes = {
  candidate: [{ path: NOTIFICATIONS_PATHS.candidate, element: <NotificationsPage /> }],
};
