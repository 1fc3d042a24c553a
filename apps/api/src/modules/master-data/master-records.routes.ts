import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MASTER_ENTITIES,
  MESSAGES,
  ZId,
  ZMasterListQuery,
  ZMasterOptionsQuery,
  masterInputSchema,
  masterRecordSchema,
  type MasterEntityDefinition,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/guards';
import { guarded } from '../../platform/auth/guarded-route';
import { envelopeOf, ok, pageOf } from '../../platform/errors/envelope';
import { createMasterRecordsService } from './master-records.service';
import { createAnswerCache } from '../../platform/shared-reads/answer-cache';
import { COMPRESSES_ITS_OWN, sendReadyAnswer } from '../../platform/shared-reads/ready-answer';

type Service = ReturnType<typeof createMasterRecordsService>;

const ENTITIES: readonly MasterEntityDefinition[] = MASTER_ENTITIES;
const ZRecordParams = z.object({ id: ZId });
// Short: a record staff add reaches candidates' forms within a minute.
const OPTIONS_CACHE = 'public, max-age=60';
// Kept ready per entity and parent until a master record is saved (which says so).
const PUBLIC_OPTIONS_TTL_MS = 10 * 60_000;
const PUBLIC_OPTIONS_MAX_BYTES = 8 * 1024 * 1024;

/** Add, edit, delete and list one entity's records, every route gated by MC (or its own code). */
function entityRoutes(entity: MasterEntityDefinition, records: Service): FastifyPluginAsyncZod {
  const ZInput = masterInputSchema(entity.fields);
  const ZRecord = masterRecordSchema(entity.fields);
  const tags = ['master data'];
  const what = entity.title.en.toLowerCase();
  const privilege = entity.privilege ?? 'MC';
  return async (app) => {
    // '' rather than '/': the collection is /master-data/<entity>, with no trailing slash.
    app.get(
      '',
      {
        ...guarded(privilege, 'read'),
        schema: {
          tags,
          summary: `List ${what}: status, search, parent, paging (${privilege})`,
          querystring: ZMasterListQuery,
          response: { 200: envelopeOf(pageOf(ZRecord)) },
        },
      },
      async (request) => ok(await records.list(entity, request.query)),
    );
    app.post(
      '',
      {
        ...guarded(privilege, 'create'),
        schema: {
          tags,
          summary: `Add to ${what} (${privilege})`,
          errors: ['CONFLICT'],
          body: ZInput,
          response: { 201: envelopeOf(ZRecord) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(
              await records.create(entity, request.body, currentUser(request).userId),
              MESSAGES['masterData.saved'],
            ),
          ),
    );
    app.put(
      '/:id',
      {
        ...guarded(privilege, 'update'),
        schema: {
          tags,
          summary: `Edit one of ${what} (${privilege})`,
          errors: ['CONFLICT'],
          params: ZRecordParams,
          body: ZInput,
          response: { 200: envelopeOf(ZRecord) },
        },
      },
      async (request) =>
        ok(
          await records.update(
            entity,
            request.params.id,
            request.body,
            currentUser(request).userId,
          ),
          MESSAGES['masterData.saved'],
        ),
    );
    app.delete(
      '/:id',
      {
        ...guarded(privilege, 'delete'),
        schema: {
          tags,
          summary: `Delete one of ${what}; refused while it is in use (${privilege})`,
          errors: ['CONFLICT'],
          params: ZRecordParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await records.remove(entity, request.params.id, currentUser(request).userId);
        return ok(null, MESSAGES['masterData.deleted']);
      },
    );
    if (!entity.public)
      app.get(
        '/options',
        {
          ...guarded(privilege, 'read'),
          schema: {
            tags,
            summary: `Active ${what}, for selects (${privilege})`,
            querystring: ZMasterOptionsQuery,
            response: { 200: envelopeOf(z.array(ZRecord)) },
          },
        },
        async (request) => ok(await records.options(entity, request.query.parentId)),
      );
  };
}

/** /api/internal/master-data/<entity>: the back office's master-data screens. */
export function internalMasterRecordRoutes(context: AppContext): FastifyPluginAsyncZod {
  const records = createMasterRecordsService(context.db, context.reads);
  return async (app) => {
    for (const entity of ENTITIES)
      await app.register(entityRoutes(entity, records), { prefix: `/master-data/${entity.key}` });
  };
}

/**
 * /api/public/master-data/<entity>: the active records of the lists forms need (provinces,
 * districts, religions…), without signing in, cacheable by browsers and proxies.
 */
export function publicMasterRecordRoutes(context: AppContext): FastifyPluginAsyncZod {
  const records = createMasterRecordsService(context.db, context.reads);
  return async (app) => {
    for (const entity of ENTITIES.filter((candidate) => candidate.public)) {
      const response = envelopeOf(z.array(masterRecordSchema(entity.fields)));
      const answers = createAnswerCache(context.reads, {
        topics: ['master-data'],
        ttlMs: PUBLIC_OPTIONS_TTL_MS,
        maxBytes: PUBLIC_OPTIONS_MAX_BYTES,
        schema: response,
      });
      app.get(
        `/master-data/${entity.key}`,
        {
          ...COMPRESSES_ITS_OWN,
          schema: {
            tags: ['master data'],
            summary: `Active ${entity.title.en.toLowerCase()}, optionally of one parent`,
            querystring: ZMasterOptionsQuery,
            response: { 200: response },
          },
        },
        async (request, reply) => {
          const { parentId } = request.query;
          const cached = await answers.answer(String(parentId ?? ''), async () =>
            ok(await records.options(entity, parentId)),
          );
          return sendReadyAnswer(request, reply, cached, OPTIONS_CACHE);
        },
      );
    }
  };
}
