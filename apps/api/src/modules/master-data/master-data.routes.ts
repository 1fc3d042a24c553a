import { z } from 'zod';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { districts } from '../../db/schema';
import { envelopeOf, ok } from '../../platform/errors/envelope';

const ZDistrict = z.object({
  id: z.number(),
  provinceId: z.number(),
  nameEn: z.string(),
  nameNe: z.string(),
});

export function publicMasterDataRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/districts',
      {
        schema: {
          tags: ['master data'],
          summary: 'All districts (no login needed: the registration form uses it)',
          response: { 200: envelopeOf(z.array(ZDistrict)) },
        },
      },
      async (_request, reply) => {
        const rows = await context.db.select().from(districts).orderBy(asc(districts.nameEn));
        reply.header('cache-control', 'public, max-age=3600');
        return ok(rows);
      },
    );
  };
}
