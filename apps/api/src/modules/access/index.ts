// Staff users, roles and their privileges, blocks and resets (UM, BU).
import type { ApiModule } from '../../platform/api-module';
import { accessRoutes } from './access.routes';

export const accessModule: ApiModule = {
  name: 'access',
  routes: [{ prefix: '/api/internal', plugin: accessRoutes }],
};
