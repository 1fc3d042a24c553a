import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, ZRegistration } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { createRegistrationService } from './registration.service';

const ZRegistered = z.object({ username: z.string(), masterId: z.number() });

export function registrationRoutes(context: AppContext): FastifyPluginAsyncZod {
  const registration = createRegistrationService({
    db: context.db,
    loginUrl: `${context.config.publicUrl}/login`,
  });
  return async (app) => {
    app.post(
      '/register',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          errors: [
            'DUPLICATE_USERNAME',
            'DUPLICATE_EMAIL',
            'DUPLICATE_MOBILE',
            'DUPLICATE_CITIZENSHIP',
            'DUPLICATE_NATIONAL_ID',
          ],
          tags: ['registration'],
          summary: 'Register a candidate; the temporary password is mailed',
          body: ZRegistration,
          response: { 201: envelopeOf(ZRegistered) },
        },
      },
      async (request, reply) => {
        const registered = await registration.registerCandidate(request.body);
        return reply.status(201).send(ok(registered, MESSAGES['registration.success']));
      },
    );
  };
}
