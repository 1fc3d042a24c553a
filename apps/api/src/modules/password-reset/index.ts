// "Forgot password" links and their one-time tokens.
import type { ApiModule } from '../../platform/api-module';
import { passwordResetRoutes } from './password-reset.routes';

export const passwordResetModule: ApiModule = {
  name: 'password-reset',
  routes: [{ prefix: '/oauth', plugin: passwordResetRoutes }],
};
