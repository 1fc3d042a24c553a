import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADVERTISEMENT_STATUSES } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { guarded } from '../../platform/auth/guarded-route';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { listAdvertisementsWithCounts } from './advertisements.repository';

const ZAdvertisementWithCounts = z.object({
  id: z.number(),
  code: z.string(),
  advertisementNumber: z.string(),
  status: z.enum(ADVERTISEMENT_STATUSES),
  postEn: z.string(),
  postNe: z.string(),
  vacancyCount: z.number(),
  applications: z.number(),
  approvedAndPaid: z.number(),
  withRollNumber: z.number(),
});

export function staffAdvertisementRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/advertisements',
      {
        ...guarded('RNG', 'read'),
        schema: {
          tags: ['advertisements'],
          summary: 'Advertisements with application counts, for roll numbers (RNG)',
          response: { 200: envelopeOf(z.array(ZAdvertisementWithCounts)) },
        },
      },
      async () => ok(await listAdvertisementsWithCounts(context.db)),
    );
  };
}
