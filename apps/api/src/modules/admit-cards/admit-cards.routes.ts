import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZId } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { currentUser, requireCandidate } from '../../platform/auth/guards';
import { guarded } from '../../platform/auth/guarded-route';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { createAdmitCardService } from './admit-cards.service';

export function candidateAdmitCardRoutes(context: AppContext): FastifyPluginAsyncZod {
  const admitCards = createAdmitCardService({
    db: context.db,
    signingKey: context.admitCardKey,
    files: context.files,
  });
  return async (app) => {
    app.get(
      '/applications/:id/admit-card',
      {
        onRequest: requireCandidate,
        schema: {
          errors: ['ADMIT_CARD_NOT_READY'],
          tags: ['admit cards'],
          summary: 'The admit card PDF of one of my applications',
          params: z.object({ id: ZId }),
        },
      },
      async (request, reply) => {
        const pdf = await admitCards.renderAdmitCard(
          request.params.id,
          currentUser(request).userId,
        );
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="admit-card-${request.params.id}.pdf"`,
          )
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
}

const ZVerifiedCard = z.object({
  applicationId: z.number(),
  masterId: z.number(),
  rollNumber: z.string(),
  advertisementCode: z.string(),
  issuedAt: z.string(),
});

export function staffAdmitCardRoutes(context: AppContext): FastifyPluginAsyncZod {
  const admitCards = createAdmitCardService({
    db: context.db,
    signingKey: context.admitCardKey,
    files: context.files,
  });
  return async (app) => {
    app.post(
      '/admit-cards/verify',
      {
        ...guarded('DAC', 'read'),
        schema: {
          errors: ['NOT_FOUND'],
          tags: ['admit cards'],
          summary: "Check an admit card's QR code (DAC)",
          body: z.object({ token: z.string().min(1).max(2000) }),
          response: { 200: envelopeOf(ZVerifiedCard) },
        },
      },
      async (request) => ok(await admitCards.verifyAdmitCard(request.body.token)),
    );
  };
}
