import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { latestMail } from '../../platform/mail/outbox.repository';
import { adToBs, todayIso } from '@niyukti/shared';
import { AppError, messageOf } from '../../platform/errors/app-error';
import { databaseAnswers } from '../../db/ping';
import { envelopeOf, ok } from '../../platform/errors/envelope';

const ZSession = z.object({
  ready: z.boolean(),
  devMailbox: z.boolean(),
  /** Today in Kathmandu (A.D.), and the same day in B.S.: the web app's footer shows both
   * without carrying a calendar converter on every first visit. */
  serverDate: z.string(),
  serverDateBs: z.string(),
});
const ZHealth = z.object({
  ok: z.boolean(),
  engine: z.enum(['pglite', 'postgres']),
  database: z.enum(['up', 'down']),
});
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
        // A load balancer must not take a busy instance for a dead one.
        config: { keepWhenBusy: true },
        schema: {
          tags: ['platform'],
          summary: 'Liveness and database reachability; 503 while the database is away',
          response: { 200: envelopeOf(ZHealth), 503: envelopeOf(ZHealth) },
        },
      },
      async (_request, reply) => {
        const engine = context.engine;
        if (await databaseAnswers(context.db))
          return ok({ ok: true, engine, database: 'up' as const });
        // A load balancer takes this instance out of rotation until the database is back.
        return reply.status(503).send({
          status: 0,
          message: messageOf('DATABASE_UNAVAILABLE'),
          data: { ok: false, engine, database: 'down' as const },
          code: 'DATABASE_UNAVAILABLE',
        });
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
        const today = todayIso();
        return ok({ ready: true, devMailbox, serverDate: today, serverDateBs: adToBs(today) });
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
        const mails = await latestMail(context.db, 100);
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
