import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, ZId, ZSubmitApplication } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { currentUser, requireCandidate } from '../../platform/auth/guards';
import { ok } from '../../platform/errors/envelope';
import {
  ZApplicationListResponse,
  ZApplicationResponse,
  ZApplicationTimelineResponse,
} from './applications.schemas';
import { createApplicationTimelineService } from './application-timeline.service';
import { createApplicationService } from './applications.service';
import { createDoubleFeeService } from './double-fee.service';

export function applicationRoutes(context: AppContext): FastifyPluginAsyncZod {
  const applications = createApplicationService(context.db, {
    maxBatchSize: context.config.APPLY_BATCH_SIZE,
    // PGlite is one connection: a second transaction would only wait for the first.
    concurrentBatches: context.engine === 'pglite' ? 1 : context.config.APPLY_CONCURRENT_BATCHES,
    readsBesideTransaction: context.engine !== 'pglite',
  });
  const timeline = createApplicationTimelineService(context.db);
  const doubleFee = createDoubleFeeService(context.db);
  return async (app) => {
    app.post(
      '/applications',
      {
        onRequest: requireCandidate,
        schema: {
          errors: [
            'ALREADY_APPLIED',
            'APPLICATION_WINDOW_CLOSED',
            'PROFILE_INCOMPLETE',
            'NOT_ELIGIBLE',
            'NOT_FOUND',
          ],
          tags: ['applications'],
          summary: 'Apply for a live vacancy (once per advertisement)',
          body: ZSubmitApplication,
          response: { 201: ZApplicationResponse },
        },
      },
      async (request, reply) => {
        const application = await applications.submitApplication(
          currentUser(request).userId,
          request.body,
        );
        return reply.status(201).send(ok(application, MESSAGES['application.submitted']));
      },
    );

    app.get(
      '/applications',
      {
        onRequest: requireCandidate,
        schema: {
          tags: ['applications'],
          summary: 'My applications, newest first',
          response: { 200: ZApplicationListResponse },
        },
      },
      async (request) => ok(await applications.listApplications(currentUser(request).userId)),
    );

    app.get(
      '/applications/:id',
      {
        onRequest: requireCandidate,
        schema: {
          tags: ['applications'],
          summary: 'One of my applications',
          params: z.object({ id: ZId }),
          response: { 200: ZApplicationResponse },
        },
      },
      async (request) =>
        ok(await applications.getApplication(request.params.id, currentUser(request).userId)),
    );

    app.get(
      '/applications/:id/timeline',
      {
        onRequest: requireCandidate,
        schema: {
          tags: ['applications'],
          summary: 'Every status change of one of my applications, oldest first',
          params: z.object({ id: ZId }),
          response: { 200: ZApplicationTimelineResponse },
        },
      },
      async (request) =>
        ok(await timeline.getTimeline(request.params.id, currentUser(request).userId)),
    );

    app.post(
      '/applications/:id/double-fee',
      {
        onRequest: requireCandidate,
        schema: {
          errors: ['DOUBLE_FEE_UNAVAILABLE'],
          tags: ['applications'],
          summary: 'Convert an unpaid application to the double fee (after the single fee date)',
          params: z.object({ id: ZId }),
          response: { 200: ZApplicationResponse },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        await doubleFee.convertToDoubleFee(request.params.id, userId);
        return ok(
          await applications.getApplication(request.params.id, userId),
          MESSAGES['application.doubleFee'],
        );
      },
    );
  };
}
