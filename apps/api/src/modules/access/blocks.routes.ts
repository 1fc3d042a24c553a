import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZCreateUserBlock,
  ZId,
  ZUserBlock,
  ZUserLookup,
  ZUserLookupQuery,
} from '@niyukti/shared';
import { guarded } from '../../platform/auth/guarded-route';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { actorOf, ZUserParams } from './access.route-params';
import type { createBlocksService } from './blocks.service';

/** Looking an account up, blocking and unblocking it (BU), internal password reset (PUM). */
export function blockRoutes(blocks: ReturnType<typeof createBlocksService>): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['access'];
    app.get(
      '/user-search',
      {
        ...guarded('BU', 'read'),
        schema: {
          errors: ['NOT_FOUND'],
          tags,
          summary: 'Find one account (username, e-mail or master id) and its blocks (BU)',
          querystring: ZUserLookupQuery,
          response: { 200: envelopeOf(ZUserLookup) },
        },
      },
      async (request) => ok(await blocks.lookUpUser(request.query.query)),
    );
    app.get(
      '/users/:id/blocks',
      {
        ...guarded('BU', 'read'),
        schema: {
          tags,
          summary: 'Blocks of a user, candidate or staff (BU)',
          params: ZUserParams,
          response: { 200: envelopeOf(z.array(ZUserBlock)) },
        },
      },
      async (request) => ok(await blocks.listBlocks(request.params.id)),
    );
    app.post(
      '/users/:id/blocks',
      {
        ...guarded('BU', 'create'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Block a user from signing in between two A.D. dates (BU)',
          params: ZUserParams,
          body: ZCreateUserBlock,
          response: { 201: envelopeOf(ZUserBlock) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(
              await blocks.blockUser(request.params.id, request.body, actorOf(request)),
              MESSAGES['access.userBlocked'],
            ),
          ),
    );
    app.delete(
      '/users/:id/blocks/:blockId',
      {
        ...guarded('BU', 'update'),
        schema: {
          tags,
          summary: 'Lift a block; the record is kept (BU)',
          params: z.object({ id: ZId, blockId: ZId }),
          response: { 200: envelopeOf(ZUserBlock) },
        },
      },
      async (request) =>
        ok(
          await blocks.liftBlock(request.params.id, request.params.blockId, actorOf(request)),
          MESSAGES['access.blockLifted'],
        ),
    );
    app.post(
      '/users/:id/password-reset',
      {
        ...guarded('PUM', 'update'),
        schema: {
          tags,
          summary: 'Mail a new temporary password; ends every session of the user (PUM)',
          params: ZUserParams,
          response: {
            200: envelopeOf(z.object({ userId: z.number().int(), mailedTo: z.string() })),
          },
        },
      },
      async (request) =>
        ok(
          await blocks.resetPassword(request.params.id, actorOf(request)),
          MESSAGES['access.passwordReset'],
        ),
    );
  };
}
