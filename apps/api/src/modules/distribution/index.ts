// Vacancy distribution: the formulas that split a requisition's posts between the groups.
import type { ApiModule } from '../../platform/api-module';
import { distributionRoutes } from './distribution.routes';

export const distributionModule: ApiModule = {
  name: 'distribution',
  routes: [{ prefix: '/api/internal', plugin: distributionRoutes }],
};
