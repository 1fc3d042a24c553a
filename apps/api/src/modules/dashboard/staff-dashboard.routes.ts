import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZStaffDashboard } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { anyStaff } from '../../platform/auth/guarded-route';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { createStaffDashboardService } from './staff-dashboard.service';

/** /api/internal/dashboard (any staff, read): counts and officers' names, no candidate. */
export function staffDashboardRoutes(context: AppContext): FastifyPluginAsyncZod {
  const dashboard = createStaffDashboardService(context.db);
  return async (app) => {
    app.get(
      '/dashboard',
      {
        ...anyStaff('read'),
        schema: {
          tags: ['dashboard'],
          summary:
            "The back office's figures: applications today and in the season, forms by officer, payments to verify, advertisements closing this week (any staff)",
          response: { 200: envelopeOf(ZStaffDashboard) },
        },
      },
      async () => ok(await dashboard.figures()),
    );
  };
}
