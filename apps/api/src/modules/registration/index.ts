// A candidate's account: registration, with its temporary password by mail.
import type { ApiModule } from '../../platform/api-module';
import { registrationRoutes } from './registration.routes';

export const registrationModule: ApiModule = {
  name: 'registration',
  routes: [{ prefix: '/api/public', plugin: registrationRoutes }],
};
