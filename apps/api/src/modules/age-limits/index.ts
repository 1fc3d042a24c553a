// Age limits by class and service (ALC), and the candidate's age check against them.
import type { ApiModule } from '../../platform/api-module';
import { candidateAgeEligibilityRoutes, staffAgeLimitRoutes } from './age-limits.routes';

export const ageLimitsModule: ApiModule = {
  name: 'age-limits',
  routes: [
    { prefix: '/api/candidate', plugin: candidateAgeEligibilityRoutes },
    { prefix: '/api/internal', plugin: staffAgeLimitRoutes },
  ],
};
