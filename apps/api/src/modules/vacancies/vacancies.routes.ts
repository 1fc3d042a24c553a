import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseSort, ZId, ZReapplyVacancy, ZVacancyQuery } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { currentUser, requireCandidate } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { ZVacancyDetailResponse, ZVacancyPageResponse } from './vacancies.schemas';
import { createVacancyService } from './vacancies.service';
import {
  CANDIDATE_REVALIDATES,
  COMPRESSES_ITS_OWN,
  sendReadyAnswer,
} from '../../platform/shared-reads/ready-answer';

/** A page's address as a key of its own (never equal to a key made of a checked query). */
const addressKey = (url: string) => `address:${url}`;

export function vacancyRoutes(context: AppContext): FastifyPluginAsyncZod {
  const vacancies = createVacancyService(context.db, context.reads);
  return async (app) => {
    app.get(
      '/vacancies',
      {
        ...COMPRESSES_ITS_OWN,
        onRequest: requireCandidate,
        // An address asked before (the default view, a popular filter) is answered here, before
        // its query is read and checked again: it was checked when its page was first made.
        preValidation: async (request, reply) => {
          const kept = vacancies.pageAt(addressKey(request.url));
          if (kept) return sendReadyAnswer(request, reply, kept, CANDIDATE_REVALIDATES);
        },
        schema: {
          tags: ['vacancies'],
          summary: 'Live vacancies, paged by the server',
          querystring: ZVacancyQuery,
          response: { 200: ZVacancyPageResponse },
        },
      },
      async (request, reply) => {
        const { sort, ...query } = request.query;
        const page = await vacancies.listVacancies(
          { ...query, sort: parseSort(sort) ?? undefined },
          addressKey(request.url),
        );
        return sendReadyAnswer(request, reply, page, CANDIDATE_REVALIDATES);
      },
    );

    app.get(
      '/vacancies/reapply',
      {
        onRequest: requireCandidate,
        schema: {
          tags: ['vacancies'],
          summary: 'Pre-live re-advertisements of a post and group the candidate applied to before',
          response: { 200: envelopeOf(z.array(ZReapplyVacancy)) },
        },
      },
      async (request) => ok(await vacancies.listReapplyVacancies(currentUser(request).userId)),
    );

    app.get(
      '/vacancies/:id',
      {
        ...COMPRESSES_ITS_OWN,
        onRequest: requireCandidate,
        schema: {
          tags: ['vacancies'],
          summary: 'One live vacancy with its exam centres',
          params: z.object({ id: ZId }),
          response: { 200: ZVacancyDetailResponse },
        },
      },
      async (request, reply) => {
        const vacancy = await vacancies.getVacancy(request.params.id, currentUser(request).userId);
        return sendReadyAnswer(request, reply, vacancy, CANDIDATE_REVALIDATES);
      },
    );
  };
}
