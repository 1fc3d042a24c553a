// The audit log of staff actions (reading it; writing is platform/audit).
import type { ApiModule } from '../../platform/api-module';
import { auditRoutes } from './audit.routes';

export const auditModule: ApiModule = {
  name: 'audit',
  routes: [{ prefix: '/api/internal', plugin: auditRoutes }],
};
