import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireCandidate } from '../../platform/auth/guards';
import {
  CANDIDATE_REVALIDATES,
  COMPRESSES_ITS_OWN,
  sendReadyAnswer,
} from '../../platform/shared-reads/ready-answer';
import { ZCandidateDashboardResponse } from './dashboard.schemas';
import { createDashboardService } from './dashboard.service';

export function candidateDashboardRoutes(context: AppContext): FastifyPluginAsyncZod {
  const dashboard = createDashboardService(context.db, context.reads);
  return async (app) => {
    app.get(
      '/dashboard',
      {
        ...COMPRESSES_ITS_OWN,
        onRequest: requireCandidate,
        schema: {
          tags: ['dashboard'],
          summary:
            "The season's figures: live advertisements, vacancies, applicants, registered users, complete profiles",
          response: { 200: ZCandidateDashboardResponse },
        },
      },
      async (request, reply) => {
        return sendReadyAnswer(
          request,
          reply,
          await dashboard.seasonFigures(),
          CANDIDATE_REVALIDATES,
        );
      },
    );
  };
}
