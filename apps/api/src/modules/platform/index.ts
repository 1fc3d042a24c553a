// Health, maintenance and the season figures every page may read.
import type { ApiModule } from '../../platform/api-module';
import { platformRoutes } from './platform.routes';

export const platformModule: ApiModule = {
  name: 'platform',
  routes: [{ prefix: '/api', plugin: platformRoutes }],
};
