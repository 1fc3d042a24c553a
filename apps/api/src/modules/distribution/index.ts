// Vacancy distribution: the formulas that split a requisition's posts between the groups.
import type { ApiModule } from '../../platform/api-module';
import { distributionRoutes } from './distribution.routes';
import { distributionSplitRoutes } from './distribution-split.routes';
import { distributionHistoryRoutes } from './distribution-history.routes';
import { distributionReportRoutes } from './distribution-reports.routes';
import { publishedSplitRoutes } from './published-split.routes';

export const distributionModule: ApiModule = {
  name: 'distribution',
  routes: [
    { prefix: '/api/internal', plugin: distributionRoutes },
    { prefix: '/api/internal', plugin: distributionSplitRoutes },
    { prefix: '/api/internal', plugin: distributionHistoryRoutes },
    { prefix: '/api/internal', plugin: distributionReportRoutes },
    { prefix: '/api/public', plugin: publishedSplitRoutes },
  ],
};

export { findSplitOfAdvertisement } from './published-split.service';
