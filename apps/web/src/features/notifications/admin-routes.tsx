import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';

const NotificationsPage = lazyPage(() => import('./pages/notifications-page'), 'NotificationsPage');

// The bell's view-all page for staff, inside the back office: the candidates' page (routes.tsx),
// one chunk for both.
export const notificationsAdminRoutes: RouteObject[] = [
  { path: 'notifications', element: <NotificationsPage /> },
];
