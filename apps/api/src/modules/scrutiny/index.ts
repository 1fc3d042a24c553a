// Scrutiny: officers approve, hold or reject applications with a remark (SC); the forms of an
// advertisement are handed to officers and its scrutiny finalised (SA).
import type { ApiModule } from '../../platform/api-module';
import { allocationRoutes } from './allocation.routes';
import { scrutinyRoutes } from './scrutiny.routes';

export { isScrutinyFinalised } from './allocation.repository';

export const scrutinyModule: ApiModule = {
  name: 'scrutiny',
  routes: [
    { prefix: '/api/internal', plugin: scrutinyRoutes },
    { prefix: '/api/internal', plugin: allocationRoutes },
  ],
};
