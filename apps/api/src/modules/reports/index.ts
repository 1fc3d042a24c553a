// The staff reports back-office.md §2 lists without a privilege code: counts every staff user
// reads, and the lists of candidates' personal data that need SR (decision 157).
import type { ApiModule } from '../../platform/api-module';
import { staffReportRoutes } from './staff-reports.routes';

export const reportsModule: ApiModule = {
  name: 'reports',
  routes: [{ prefix: '/api/internal', plugin: staffReportRoutes }],
};
