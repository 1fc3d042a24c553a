import { z } from 'zod';
import { desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { mailOutbox } from '../../db/schema';
import { todayIso } from '@niyukti/shared';
import { AppError } from '../../platform/errors/app-error';
import { envelopeOf, ok } from '../../platform/errors/envelope';

const ZSession = z.object({ ready: z.boolean(), devMailbox: z.boolean(), serverDate: z.string() });
const ZHealth = z.object({ ok: z.boolean(), database: z.enum(['pglite', 'postgres']) });
const ZMail = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** Start-up check, health, and the dev mailbox that stands in for SMTP on a laptop. */
export function platformRoutes(context: AppContext): FastifyPluginAsyncZod {
  const devMailbox = !context.config.SMTP_URL;
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['platform'],
          summary: 'Liveness and database reachability',
          response: { 200: envelopeOf(ZHealth) },
        },
      },
      async () => {
        await context.db.execute(sql`select 1`);
        return ok({ ok: true, database: context.engine });
      },
    );

    app.get(
      '/session',
      {
        schema: {
          errors: ['MAINTENANCE'],
          tags: ['platform'],
          summary: 'Start-up check of the web app; 503 in maintenance',
          response: { 200: envelopeOf(ZSession) },
        },
      },
      async () => {
        if (context.config.MAINTENANCE_MODE) throw new AppError('MAINTENANCE');
        return ok({ ready: true, devMailbox, serverDate: todayIso() });
      },
    );

    app.get(
      '/public/dev-mailbox',
      {
        schema: {
          errors: ['NOT_FOUND'],
          tags: ['platform'],
          summary: 'Mail the portal sent (only without SMTP_URL)',
          response: { 200: envelopeOf(z.array(ZMail)) },
        },
      },
      async () => {
        if (!devMailbox) throw new AppError('NOT_FOUND');
        const mails = await context.db
          .select()
          .from(mailOutbox)
          .orderBy(desc(mailOutbox.id))
          .limit(100);
        return ok(
          mails.map(({ id, to, subject, text, status, createdAt, sentAt }) => ({
            id,
            to,
            subject,
            text,
            status,
            createdAt: createdAt.toISOString(),
            sentAt: sentAt?.toISOString() ?? null,
          })),
        );
      },
    );
  };
}
