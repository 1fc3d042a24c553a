import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser, requireCandidate } from '../../platform/auth/guards';
import { ok } from '../../platform/errors/envelope';
import { ZCandidateDashboardResponse } from './dashboard.schemas';
import { createDashboardService } from './dashboard.service';

export function candidateDashboardRoutes(context: AppContext): FastifyPluginAsyncZod {
  const dashboard = createDashboardService(context.db);
  return async (app) => {
    app.get(
      '/dashboard',
      {
        onRequest: requireCandidate,
        schema: {
          tags: ['dashboard'],
          summary:
            'The dashboard cards: live advertisements, vacancies, applicants, mine, registered users, complete profiles',
          response: { 200: ZCandidateDashboardResponse },
        },
      },
      async (request) => ok(await dashboard.candidateDashboard(currentUser(request).userId)),
    );
  };
}
