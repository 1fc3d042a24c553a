import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZVacancyEligibility, ZVacancyEligibilityQuery } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { currentUser, requireCandidate } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { createEligibilityService } from './eligibility.service';

/** /api/candidate/eligibility: may the signed-in candidate apply to this advertisement, and why. */
export function candidateEligibilityRoutes(context: AppContext): FastifyPluginAsyncZod {
  const eligibility = createEligibilityService(context.db);
  return async (app) => {
    app.get(
      '/eligibility',
      {
        onRequest: requireCandidate,
        schema: {
          errors: ['NOT_FOUND'],
          tags: ['eligibility'],
          summary:
            'Age, qualification, group, deadlines and fee, profile and the other groups of the post',
          querystring: ZVacancyEligibilityQuery,
          response: { 200: envelopeOf(ZVacancyEligibility) },
        },
      },
      async (request) =>
        ok(
          await eligibility.checkVacancy(
            currentUser(request).userId,
            request.query.advertisementId,
          ),
        ),
    );
  };
}
