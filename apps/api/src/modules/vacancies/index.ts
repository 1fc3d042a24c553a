// The vacancies a candidate sees: the list, a vacancy's page, its subjects and centres.
import type { ApiModule } from '../../platform/api-module';
import { vacancyRoutes } from './vacancies.routes';

export const vacanciesModule: ApiModule = {
  name: 'vacancies',
  routes: [{ prefix: '/api/candidate', plugin: vacancyRoutes }],
};

// The subject pairs a post offers, as a condition: apply checks the chosen pair with it.
export { offeredSubjectPairs } from './vacancies.repository';
