// The candidate's home: the cards of their applications and season.
import type { ApiModule } from '../../platform/api-module';
import { candidateDashboardRoutes } from './dashboard.routes';

export const dashboardModule: ApiModule = {
  name: 'dashboard',
  routes: [{ prefix: '/api/candidate', plugin: candidateDashboardRoutes }],
};
