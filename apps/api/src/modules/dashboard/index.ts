// The candidate's home: the cards of their applications and season; the back office's figures.
import type { ApiModule } from '../../platform/api-module';
import { candidateDashboardRoutes } from './dashboard.routes';
import { staffDashboardRoutes } from './staff-dashboard.routes';

export const dashboardModule: ApiModule = {
  name: 'dashboard',
  routes: [
    { prefix: '/api/candidate', plugin: candidateDashboardRoutes },
    { prefix: '/api/internal', plugin: staffDashboardRoutes },
  ],
};
