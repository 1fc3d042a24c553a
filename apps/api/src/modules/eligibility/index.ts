// Eligibility: which vacancies a candidate may apply for (age, qualification, gender,
// re-application, posts examined together), judged alike by the vacancy list and by apply.
import type { ApiModule } from '../../platform/api-module';
import { candidateEligibilityRoutes } from './eligibility.routes';

export const eligibilityModule: ApiModule = {
  name: 'eligibility',
  routes: [{ prefix: '/api/candidate', plugin: candidateEligibilityRoutes }],
};

export {
  assessVacancies,
  checksOfApplication,
  type ProfileAsSent,
  type VacancyAssessment,
} from './eligibility.service';
// Apply takes these row locks first, so one candidate's concurrent applies queue.
export { lockCandidates } from './eligibility.repository';
// Rules as SQL conditions, for the vacancy queries that filter by them.
export { appliedEarlierBy, postsExaminedWith } from './eligibility.repository';
