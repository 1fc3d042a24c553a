import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toLatinDigits, ZDistributionFeedQuery, ZPublishedDistribution } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { createPublishedSplitService } from './published-split.service';

const tags = ['distribution'];
/** A minute: a newly published advertisement's split reaches the feed within it. */
const PUBLIC_LIST_CACHE = 'public, max-age=60';
/** Devanagari digits typed in the address are the same fiscal year. */
const ZFeedQuery = z.object({
  fiscalYear: z.preprocess(
    (value) => (typeof value === 'string' ? toLatinDigits(value.trim()) : value),
    ZDistributionFeedQuery.shape.fiscalYear,
  ),
});

/**
 * /api/public/distributions: how each requisition's posts were split between the groups, for a
 * fiscal year, once advertised (decision 149). Open to everyone: counts and numbers only.
 */
export function publishedSplitRoutes(context: AppContext): FastifyPluginAsyncZod {
  const published = createPublishedSplitService(context.db);
  return async (app) => {
    app.get(
      '/distributions',
      {
        schema: {
          tags,
          summary: 'The distributions of a fiscal year whose advertisements are published',
          querystring: ZFeedQuery,
          response: { 200: envelopeOf(z.array(ZPublishedDistribution)) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_LIST_CACHE);
        return ok(await published.feed(request.query.fiscalYear));
      },
    );
    app.get(
      '/distributions.csv',
      {
        schema: {
          tags,
          summary: 'The same distributions as CSV: one line per part of each',
          querystring: ZFeedQuery,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const { fiscalYear } = request.query;
        return reply
          .header('cache-control', PUBLIC_LIST_CACHE)
          .header('content-disposition', `attachment; filename="distributions-${fiscalYear}.csv"`)
          .type('text/csv; charset=utf-8')
          .send(await published.feedCsv(fiscalYear));
      },
    );
  };
}
