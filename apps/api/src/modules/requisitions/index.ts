// Requisitions: an office asks the commission to fill a post's vacancies; the commission decides.
import type { ApiModule } from '../../platform/api-module';
import { requisitionRoutes } from './requisitions.routes';

export {
  findRequisitionToDistribute,
  listRequisitionsToDistribute,
  lockRequisitionToDistribute,
  recordDistributionStep,
} from './waiting-distribution';

export const requisitionsModule: ApiModule = {
  name: 'requisitions',
  routes: [{ prefix: '/api/internal', plugin: requisitionRoutes }],
};
