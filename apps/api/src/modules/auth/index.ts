// Signing in and out (tokens, lockout), and the cleanup of old sign-in failures.
import type { ApiModule } from '../../platform/api-module';
import { authRoutes } from './auth.routes';
import { startSignInFailureCleanup } from './sign-in-failures.job';

export const authModule: ApiModule = {
  name: 'auth',
  routes: [{ prefix: '/oauth', plugin: authRoutes }],
  jobs: ({ db }, log) => [startSignInFailureCleanup(db, log)],
};

export { liftSignInLocksOf } from './auth.repository';
