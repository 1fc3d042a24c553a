// The staff reports back-office.md §2 lists without a privilege code: counts every staff user
// reads, and the lists of candidates' personal data that need SR (decision 157).
import type { ApiModule } from '../../platform/api-module';
import { staffReportRoutes } from './staff-reports.routes';
import { startRegistrationCounting } from './staff-reports.service';

export const reportsModule: ApiModule = {
  name: 'reports',
  routes: [{ prefix: '/api/internal', plugin: staffReportRoutes }],
  // Counts the registration days again when they are five minutes old (decision 161).
  jobs: ({ db, traffic }, log) => [startRegistrationCounting(db, traffic, log)],
};
