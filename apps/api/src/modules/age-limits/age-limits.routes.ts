import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZAgeEligibility,
  ZAgeEligibilityQuery,
  ZAgeLimit,
  ZAgeLimitInput,
  ZAgeLimitQuery,
  ZId,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { guarded } from '../../platform/auth/guarded-route';
import { currentUser, requireCandidate } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { createAgeLimitsService } from './age-limits.service';

const ZRuleParams = z.object({ id: ZId });
const tags = ['age limits'];

/** /api/internal/age-limits (ALC): the rules of a class and service (back-office.md §3). */
export function staffAgeLimitRoutes(context: AppContext): FastifyPluginAsyncZod {
  const ageLimits = createAgeLimitsService(context.db);
  return async (app) => {
    app.get(
      '/age-limits',
      {
        ...guarded('ALC', 'read'),
        schema: {
          tags,
          summary: 'The age limits of one class and service (ALC)',
          querystring: ZAgeLimitQuery,
          response: { 200: envelopeOf(z.array(ZAgeLimit)) },
        },
      },
      async (request) => ok(await ageLimits.list(request.query.classId, request.query.serviceId)),
    );

    app.post(
      '/age-limits',
      {
        ...guarded('ALC', 'create'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Add an age limit; one per gender, disability and internal choice (ALC)',
          body: ZAgeLimitInput,
          response: { 201: envelopeOf(ZAgeLimit) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(
              await ageLimits.create(request.body, currentUser(request).userId),
              MESSAGES['eligibility.saved'],
            ),
          ),
    );

    app.put(
      '/age-limits/:id',
      {
        ...guarded('ALC', 'update'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Change an age limit (ALC)',
          params: ZRuleParams,
          body: ZAgeLimitInput,
          response: { 200: envelopeOf(ZAgeLimit) },
        },
      },
      async (request) =>
        ok(
          await ageLimits.update(request.params.id, request.body, currentUser(request).userId),
          MESSAGES['eligibility.saved'],
        ),
    );

    app.delete(
      '/age-limits/:id',
      {
        ...guarded('ALC', 'delete'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Delete an age limit; refused while something refers to it (ALC)',
          params: ZRuleParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await ageLimits.remove(request.params.id, currentUser(request).userId);
        return ok(null, MESSAGES['eligibility.deleted']);
      },
    );
  };
}

/** /api/candidate/eligibility/age: the signed-in candidate's age check for one advertisement. */
export function candidateAgeEligibilityRoutes(context: AppContext): FastifyPluginAsyncZod {
  const ageLimits = createAgeLimitsService(context.db);
  return async (app) => {
    app.get(
      '/eligibility/age',
      {
        onRequest: requireCandidate,
        schema: {
          errors: ['NOT_FOUND'],
          tags,
          summary: "The candidate's age on the advertisement's age cut-off date, against its rule",
          querystring: ZAgeEligibilityQuery,
          response: { 200: envelopeOf(ZAgeEligibility) },
        },
      },
      async (request) =>
        ok(await ageLimits.checkAge(currentUser(request).userId, request.query.advertisementId)),
    );
  };
}
