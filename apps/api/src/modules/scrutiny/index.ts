// Scrutiny (SC): officers approve, hold or reject applications with a remark.
import type { ApiModule } from '../../platform/api-module';
import { scrutinyRoutes } from './scrutiny.routes';

export const scrutinyModule: ApiModule = {
  name: 'scrutiny',
  routes: [{ prefix: '/api/internal', plugin: scrutinyRoutes }],
};
