// Applications: apply (grouped commits), a candidate's applications and their timeline, and
// the double-fee check. What later steps (payment, scrutiny, roll numbers, admit cards) read
// and record of an application goes through the functions below.
import type { ApiModule } from '../../platform/api-module';
import { applicationRoutes } from './applications.routes';

export const applicationsModule: ApiModule = {
  name: 'applications',
  routes: [{ prefix: '/api/candidate', plugin: applicationRoutes }],
};

export {
  findApplication,
  findApplicationOfCandidate,
  recordApplicationEvent,
  recordApplicationEvents,
  // The query every application read starts from, for lists that filter it further (scrutiny).
  selectApplications,
  type ApplicationRow,
} from './applications.repository';
export { candidateNameOf, isAdmitCardAvailable, toApplication } from './applications.mapper';
export { createApplicationService } from './applications.service';
export { createApplicationTimelineService } from './application-timeline.service';
export { ZApplicationResponse } from './applications.schemas';
