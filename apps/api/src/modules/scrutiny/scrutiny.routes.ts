import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  SCRUTINY_DECISION_ACTIONS,
  ZId,
  ZScrutinyDecision,
  ZScrutinyQuery,
  ZScrutinyRow,
  ZCandidateDetails,
  ZCandidateDetailsParams,
  ZCandidateDetailsQuery,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/guards';
import { byBody, guarded } from '../../platform/auth/guarded-route';
import { envelopeOf, ok, pageOf } from '../../platform/errors/envelope';
import { createScrutinyService } from './scrutiny.service';
import { candidateDetails } from './candidate-details.service';

export function scrutinyRoutes(context: AppContext): FastifyPluginAsyncZod {
  const scrutiny = createScrutinyService(context.db);
  return async (app) => {
    app.get(
      '/scrutiny/applications',
      {
        ...guarded('SC', 'read'),
        schema: {
          tags: ['scrutiny'],
          summary: 'Applications to scrutinise (SC)',
          querystring: ZScrutinyQuery,
          response: { 200: envelopeOf(pageOf(ZScrutinyRow)) },
        },
      },
      async (request) => {
        const { status, advertisementId, page, pageSize, search } = request.query;
        return ok(
          await scrutiny.listApplications(
            { status, advertisementId, page, pageSize, search },
            currentUser(request),
          ),
        );
      },
    );

    app.get(
      '/scrutiny/candidate-details/:advertisementCode/:studentId',
      {
        ...guarded('SC', 'read'),
        schema: {
          tags: ['scrutiny'],
          summary:
            'A form with everything its decision needs, and its place in the list of a status (SC)',
          params: ZCandidateDetailsParams,
          querystring: ZCandidateDetailsQuery,
          response: { 200: envelopeOf(ZCandidateDetails) },
        },
      },
      async (request) =>
        ok(
          await candidateDetails(
            context.db,
            request.params,
            request.query.status,
            currentUser(request),
          ),
        ),
    );

    app.post(
      '/scrutiny/applications/:id/decision',
      {
        ...guarded('SC', byBody('decision', SCRUTINY_DECISION_ACTIONS)),
        schema: {
          errors: ['CONFLICT'],
          tags: ['scrutiny'],
          summary: 'Approve, hold or reject an application with a remark (SC)',
          params: z.object({ id: ZId }),
          body: ZScrutinyDecision,
          response: { 200: envelopeOf(ZScrutinyRow) },
        },
      },
      async (request) =>
        ok(
          await scrutiny.decide(request.params.id, request.body, currentUser(request)),
          MESSAGES['scrutiny.saved'],
        ),
    );
  };
}
