import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, ZId } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/guards';
import { guarded } from '../../platform/auth/guarded-route';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { createRollNumberService } from './roll-numbers.service';

export function rollNumberRoutes(context: AppContext): FastifyPluginAsyncZod {
  const rollNumbers = createRollNumberService(context.db);
  return async (app) => {
    app.post(
      '/roll-numbers/generate',
      {
        ...guarded('RNG', 'create'),
        schema: {
          errors: ['NOT_FOUND', 'CONFLICT'],
          tags: ['roll numbers'],
          summary:
            'Assign roll numbers to approved, paid applications once scrutiny is finalised (RNG)',
          body: z.object({ advertisementId: ZId }),
          response: { 200: envelopeOf(z.object({ assigned: z.number() })) },
        },
      },
      async (request) =>
        ok(
          await rollNumbers.generateRollNumbers(
            request.body.advertisementId,
            currentUser(request).userId,
          ),
          MESSAGES['rollNumbers.generated'],
        ),
    );
  };
}
