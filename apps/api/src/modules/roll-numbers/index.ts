// Roll numbers: generated per advertisement, in the order master config sets.
import type { ApiModule } from '../../platform/api-module';
import { rollNumberRoutes } from './roll-numbers.routes';

export const rollNumbersModule: ApiModule = {
  name: 'roll-numbers',
  routes: [{ prefix: '/api/internal', plugin: rollNumberRoutes }],
};
