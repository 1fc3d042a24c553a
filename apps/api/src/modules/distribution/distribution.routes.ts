import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZId,
  ZPhaseThreeCategory,
  ZPhaseThreeFormula,
  ZPhaseThreeFormulaInput,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { guarded } from '../../platform/auth/guarded-route';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { createPhaseThreeService } from './phase-three.service';

const ZFormulaParams = z.object({ id: ZId });
const tags = ['distribution'];
const PHASE_THREE = '/distribution/phase-three';

/** /api/internal/distribution (VDC): the distribution formulas (back-office.md §3, §5, §7). */
export function distributionRoutes(context: AppContext): FastifyPluginAsyncZod {
  const phaseThree = createPhaseThreeService(context.db);
  return async (app) => {
    app.get(
      `${PHASE_THREE}/categories`,
      {
        ...guarded('VDC', 'read'),
        schema: {
          tags,
          summary: 'The categories a phase-3 formula may name, each with its formula if any (VDC)',
          response: { 200: envelopeOf(z.array(ZPhaseThreeCategory)) },
        },
      },
      async () => ok(await phaseThree.categories()),
    );
    app.get(
      `${PHASE_THREE}/formulas`,
      {
        ...guarded('VDC', 'read'),
        schema: {
          tags,
          summary: 'The phase-3 formula: each category’s share and priority (VDC)',
          response: { 200: envelopeOf(z.array(ZPhaseThreeFormula)) },
        },
      },
      async () => ok(await phaseThree.list()),
    );
    app.post(
      `${PHASE_THREE}/formulas`,
      {
        ...guarded('VDC', 'create'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Add a category’s share; one per category, shares at most 100 in all (VDC)',
          body: ZPhaseThreeFormulaInput,
          response: { 201: envelopeOf(ZPhaseThreeFormula) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(
              await phaseThree.create(request.body, currentUser(request).userId),
              MESSAGES['distribution.formulaSaved'],
            ),
          ),
    );
    app.put(
      `${PHASE_THREE}/formulas/:id`,
      {
        ...guarded('VDC', 'update'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Change a category’s share or priority (VDC)',
          params: ZFormulaParams,
          body: ZPhaseThreeFormulaInput,
          response: { 200: envelopeOf(ZPhaseThreeFormula) },
        },
      },
      async (request) =>
        ok(
          await phaseThree.update(request.params.id, request.body, currentUser(request).userId),
          MESSAGES['distribution.formulaSaved'],
        ),
    );
    app.delete(
      `${PHASE_THREE}/formulas/:id`,
      {
        ...guarded('VDC', 'delete'),
        schema: {
          tags,
          summary: 'Delete a category’s share (VDC)',
          params: ZFormulaParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await phaseThree.remove(request.params.id, currentUser(request).userId);
        return ok(null, MESSAGES['distribution.formulaDeleted']);
      },
    );
  };
}
