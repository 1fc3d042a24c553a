import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, ZCandidateLocks, ZCandidateLockView, ZId, ZPageQuery } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/guards';
import { guarded } from '../../platform/auth/guarded-route';
import { envelopeOf, ok, pageOf } from '../../platform/errors/envelope';
import { createProfileLockService } from './profile-locks.service';

/** LUP: lock or unlock a candidate's profile and documents, and list who is locked. */
export function profileLockRoutes(context: AppContext): FastifyPluginAsyncZod {
  const locks = createProfileLockService(context.db);
  return async (app) => {
    const tags = ['profile'];
    app.get(
      '/candidates/locks',
      {
        ...guarded('LUP', 'read'),
        schema: {
          tags,
          summary: 'Candidates whose profile or documents are locked, paged and searchable (LUP)',
          querystring: ZPageQuery,
          response: { 200: envelopeOf(pageOf(ZCandidateLockView)) },
        },
      },
      async (request) => ok(await locks.list(request.query)),
    );
    app.get(
      '/candidates/:masterId/locks',
      {
        ...guarded('LUP', 'read'),
        schema: {
          tags,
          summary: 'The locks of one candidate, by master id (LUP)',
          params: z.object({ masterId: ZId }),
          response: { 200: envelopeOf(ZCandidateLockView) },
        },
      },
      async (request) => ok(await locks.ofCandidate(request.params.masterId)),
    );
    app.put(
      '/candidates/:masterId/locks',
      {
        ...guarded('LUP', 'update'),
        schema: {
          tags,
          summary: 'Lock or unlock the profile and the documents of a candidate (LUP)',
          params: z.object({ masterId: ZId }),
          body: ZCandidateLocks,
          response: { 200: envelopeOf(ZCandidateLockView) },
        },
      },
      async (request) =>
        ok(
          await locks.set(request.params.masterId, request.body, currentUser(request).userId),
          MESSAGES['profile.locksSaved'],
        ),
    );
  };
}
