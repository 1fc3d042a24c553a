// Advertisements (PA): drafting, the lifecycle (publish, schedule, go live, close) and the
// job that publishes scheduled ones.
import type { ApiModule } from '../../platform/api-module';
import { staffAdvertisementRoutes } from './advertisements.routes';
import { advertisementLifecycleRoutes } from './lifecycle.routes';
import { startScheduledPublishing } from './scheduled-publish.job';

export const advertisementsModule: ApiModule = {
  name: 'advertisements',
  routes: [
    { prefix: '/api/internal', plugin: staffAdvertisementRoutes },
    { prefix: '/api/internal', plugin: advertisementLifecycleRoutes },
  ],
  jobs: (context, log) => [
    startScheduledPublishing(
      context,
      log,
      context.config.SCHEDULED_PUBLISH_INTERVAL_SECONDS * 1000,
    ),
  ],
};

export { listExamCentres } from './lifecycle.repository';
export {
  codeTaken,
  createDistributedAdvertisements,
  findClassFee,
  type DistributedQuota,
} from './from-distribution';
