import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, ZCandidateLockView, ZId } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { guarded } from '../../platform/auth/guarded-route';
import { AppError } from '../../platform/errors/app-error';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { findCandidateBy } from './acting-for.repository';

/** /api/internal/candidates/lookup (PM): who a master id is, before acting for them. */
export function candidateLookupRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/candidates/lookup',
      {
        ...guarded('PM', 'read'),
        schema: {
          errors: ['NOT_FOUND'],
          tags: ['profile'],
          summary: 'The candidate of a master id, with the locks, to act on their behalf (PM)',
          querystring: z.object({ masterId: ZId }),
          response: { 200: envelopeOf(ZCandidateLockView) },
        },
      },
      async (request) => {
        const found = await findCandidateBy(context.db, { masterId: request.query.masterId });
        if (!found) throw new AppError('NOT_FOUND', null, MESSAGES['actingFor.candidateNotFound']);
        return ok({
          ...found,
          profileLockedAt: found.profileLockedAt?.toISOString() ?? null,
          documentsLockedAt: found.documentsLockedAt?.toISOString() ?? null,
        });
      },
    );
  };
}
