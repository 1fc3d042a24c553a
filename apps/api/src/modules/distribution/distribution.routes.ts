import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  VACANCY_PHASES,
  ZClassServiceQuery,
  ZDistributionProposal,
  ZRequisitionPage,
  ZRequisitionSummary,
  ZRequisitionQuery,
  ZGeneratedRow,
  ZGeneratedRowQuery,
  ZId,
  ZPhaseThreeTableInput,
  ZPhaseThreeTableRow,
  ZPhaseThreeTableRowInput,
  ZPhaseThreeTableValue,
  ZVacancyNumber,
  ZPhaseThreeCategory,
  ZPhaseThreeFormula,
  ZPhaseThreeFormulaInput,
  ZVacancyFormula,
  ZVacancyFormulaInput,
  ZVacancyLimit,
  ZVacancyLimitInput,
  ZGeneratedVacancyRow,
  ZGeneratedVacancyRowQuery,
  ZVacancyTableRow,
  ZVacancyTableRowInput,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { guarded } from '../../platform/auth/guarded-route';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { createPhaseThreeTableService } from './phase-three-table.service';
import { findRequisitionToDistribute, listRequisitionsToDistribute } from '../requisitions/index';
import { AppError } from '../../platform/errors/app-error';
import { createProposalService } from './proposal.service';
import { createPhaseThreeService } from './phase-three.service';
import { createVacancyFormulasService } from './vacancy-formulas.service';
import { createVacancyTableService } from './vacancy-table.service';

const ZFormulaParams = z.object({ id: ZId });
const tags = ['distribution'];
const PHASE_THREE = '/distribution/phase-three';
/** Phases 1 and 2, by the spec's `phasetype`. */
const PHASE = '/distribution/:phase';
const ZPhaseParams = z.object({
  phase: z.enum(VACANCY_PHASES, { error: 'validation.invalid' }),
});
const ZPhaseFormulaParams = ZPhaseParams.extend({ id: ZId });
const ZRowParams = z.object({ vacancyNumber: ZVacancyNumber });
const ZPhaseRowParams = ZPhaseParams.extend({ vacancyNumber: ZVacancyNumber });

/** /api/internal/distribution (VDC): the distribution formulas (back-office.md §3, §5, §7). */
export function distributionRoutes(context: AppContext): FastifyPluginAsyncZod {
  const phaseThree = createPhaseThreeService(context.db);
  const vacancyFormulas = createVacancyFormulasService(context.db);
  const phaseThreeTable = createPhaseThreeTableService(context.db);
  const proposals = createProposalService(context.db);
  const vacancyTable = createVacancyTableService(context.db);
  return async (app) => {
    app.get(
      '/distribution/requisitions',
      {
        ...guarded('PD', 'read'),
        schema: {
          tags,
          summary: 'The approved requisitions waiting to be distributed, every office’s (PD)',
          querystring: ZRequisitionQuery.omit({ status: true }),
          response: { 200: envelopeOf(ZRequisitionPage) },
        },
      },
      async (request) => ok(await listRequisitionsToDistribute(context.db, request.query)),
    );
    app.get(
      '/distribution/requisitions/:requisitionId/summary',
      {
        ...guarded('PD', 'read'),
        schema: {
          tags,
          summary: 'One requisition to distribute: approved, distributed or advertised (PD)',
          params: z.object({ requisitionId: ZId }),
          response: { 200: envelopeOf(ZRequisitionSummary) },
        },
      },
      async (request) => {
        const found = await findRequisitionToDistribute(context.db, request.params.requisitionId);
        if (!found) throw new AppError('NOT_FOUND');
        return ok(found);
      },
    );
    app.get(
      '/distribution/requisitions/:requisitionId/proposal',
      {
        ...guarded('PD', 'read'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary:
            'Auto-generate quota: an approved requisition split by the three phases, each part explained (PD)',
          params: z.object({ requisitionId: ZId }),
          response: { 200: envelopeOf(ZDistributionProposal) },
        },
      },
      async (request) => ok(await proposals.propose(request.params.requisitionId)),
    );
    app.get(
      `${PHASE_THREE}/table-values`,
      {
        ...guarded('VDC', 'read'),
        schema: {
          tags,
          summary:
            'The phase-3 table: each saved count with its percentage and decimal value (VDC)',
          response: { 200: envelopeOf(z.array(ZPhaseThreeTableValue)) },
        },
      },
      async () => ok(await phaseThreeTable.list()),
    );
    app.post(
      `${PHASE_THREE}/table-values`,
      {
        ...guarded('VDC', 'create'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Set the count a category gets for a vacancy number (VDC)',
          body: ZPhaseThreeTableInput,
          response: { 201: envelopeOf(ZPhaseThreeTableValue) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(
              await phaseThreeTable.create(request.body, currentUser(request).userId),
              MESSAGES['distribution.tableSaved'],
            ),
          ),
    );
    app.put(
      `${PHASE_THREE}/table-values/:id`,
      {
        ...guarded('VDC', 'update'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Change a saved count (VDC)',
          params: ZFormulaParams,
          body: ZPhaseThreeTableInput,
          response: { 200: envelopeOf(ZPhaseThreeTableValue) },
        },
      },
      async (request) =>
        ok(
          await phaseThreeTable.update(
            request.params.id,
            request.body,
            currentUser(request).userId,
          ),
          MESSAGES['distribution.tableSaved'],
        ),
    );
    app.delete(
      `${PHASE_THREE}/table-values/:id`,
      {
        ...guarded('VDC', 'delete'),
        schema: {
          tags,
          summary: 'Delete a saved count (VDC)',
          params: ZFormulaParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await phaseThreeTable.remove(request.params.id, currentUser(request).userId);
        return ok(null, MESSAGES['distribution.tableDeleted']);
      },
    );
    app.get(
      `${PHASE_THREE}/table-rows`,
      {
        ...guarded('VDC', 'read'),
        schema: {
          tags,
          summary: 'The phase-3 table by vacancy number, categories side by side (VDC)',
          response: { 200: envelopeOf(z.array(ZPhaseThreeTableRow)) },
        },
      },
      async () => ok(await phaseThreeTable.rows()),
    );
    app.get(
      `${PHASE_THREE}/table-rows/generated`,
      {
        ...guarded('VDC', 'read'),
        schema: {
          tags,
          summary: 'The formula’s split of a vacancy number, to fill a row with; not saved (VDC)',
          querystring: ZGeneratedRowQuery,
          response: { 200: envelopeOf(ZGeneratedRow) },
        },
      },
      async (request) => ok(await phaseThreeTable.generated(request.query.vacancyNumber)),
    );
    app.put(
      `${PHASE_THREE}/table-rows/:vacancyNumber`,
      {
        ...guarded('VDC', 'update'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Save every category’s count of a vacancy number; they add up to it (VDC)',
          params: ZRowParams,
          body: ZPhaseThreeTableRowInput,
          response: { 200: envelopeOf(ZPhaseThreeTableRow) },
        },
      },
      async (request) =>
        ok(
          await phaseThreeTable.saveRow(
            request.params.vacancyNumber,
            request.body,
            currentUser(request).userId,
          ),
          MESSAGES['distribution.tableSaved'],
        ),
    );
    app.get(
      `${PHASE}/formulas`,
      {
        ...guarded('VDC', 'read'),
        schema: {
          tags,
          summary: 'A phase’s formulas (phase-one, phase-two) of a class of a service (VDC)',
          params: ZPhaseParams,
          querystring: ZClassServiceQuery,
          response: { 200: envelopeOf(z.array(ZVacancyFormula)) },
        },
      },
      async (request) => ok(await vacancyFormulas.list(request.params.phase, request.query)),
    );
    app.post(
      `${PHASE}/formulas`,
      {
        ...guarded('VDC', 'create'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Add a heading’s percent and priority; percents at most 100 in all (VDC)',
          params: ZPhaseParams,
          body: ZVacancyFormulaInput,
          response: { 201: envelopeOf(ZVacancyFormula) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(
              await vacancyFormulas.create(
                request.params.phase,
                request.body,
                currentUser(request).userId,
              ),
              MESSAGES['distribution.formulaSaved'],
            ),
          ),
    );
    app.put(
      `${PHASE}/formulas/:id`,
      {
        ...guarded('VDC', 'update'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Change a heading’s percent or priority (VDC)',
          params: ZPhaseFormulaParams,
          body: ZVacancyFormulaInput,
          response: { 200: envelopeOf(ZVacancyFormula) },
        },
      },
      async (request) =>
        ok(
          await vacancyFormulas.update(
            request.params.phase,
            request.params.id,
            request.body,
            currentUser(request).userId,
          ),
          MESSAGES['distribution.formulaSaved'],
        ),
    );
    app.delete(
      `${PHASE}/formulas/:id`,
      {
        ...guarded('VDC', 'delete'),
        schema: {
          tags,
          summary: 'Delete a heading’s formula (VDC)',
          params: ZPhaseFormulaParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        const { phase, id } = request.params;
        await vacancyFormulas.remove(phase, id, currentUser(request).userId);
        return ok(null, MESSAGES['distribution.formulaDeleted']);
      },
    );
    app.get(
      `${PHASE}/limit`,
      {
        ...guarded('VDC', 'read'),
        schema: {
          tags,
          summary: 'The fewest posts a phase splits for a class of a service; null: none set (VDC)',
          params: ZPhaseParams,
          querystring: ZClassServiceQuery,
          response: { 200: envelopeOf(ZVacancyLimit) },
        },
      },
      async (request) => ok(await vacancyFormulas.limit(request.params.phase, request.query)),
    );
    app.put(
      `${PHASE}/limit`,
      {
        ...guarded('VDC', 'update'),
        schema: {
          tags,
          summary: 'Set the fewest posts a phase splits for a class of a service (VDC)',
          params: ZPhaseParams,
          body: ZVacancyLimitInput,
          response: { 200: envelopeOf(ZVacancyLimit) },
        },
      },
      async (request) =>
        ok(
          await vacancyFormulas.setLimit(
            request.params.phase,
            request.body,
            currentUser(request).userId,
          ),
          MESSAGES['distribution.limitSaved'],
        ),
    );
    app.get(
      `${PHASE}/table-rows`,
      {
        ...guarded('VDC', 'read'),
        schema: {
          tags,
          summary:
            'A phase’s table (phase-one, phase-two) of a class of a service: the counts set per vacancy count (VDC)',
          params: ZPhaseParams,
          querystring: ZClassServiceQuery,
          response: { 200: envelopeOf(z.array(ZVacancyTableRow)) },
        },
      },
      async (request) => ok(await vacancyTable.rows(request.params.phase, request.query)),
    );
    app.get(
      `${PHASE}/generated-row`,
      {
        ...guarded('VDC', 'read'),
        schema: {
          tags,
          summary: 'The formula’s split of a vacancy count, to fill a row with; not saved (VDC)',
          params: ZPhaseParams,
          querystring: ZGeneratedVacancyRowQuery,
          response: { 200: envelopeOf(ZGeneratedVacancyRow) },
        },
      },
      async (request) => {
        const { vacancyNumber, ...pair } = request.query;
        return ok(await vacancyTable.generated(request.params.phase, pair, vacancyNumber));
      },
    );
    app.put(
      `${PHASE}/table-rows/:vacancyNumber`,
      {
        ...guarded('VDC', 'update'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Save every heading’s count of a vacancy count; they add up to it (VDC)',
          params: ZPhaseRowParams,
          querystring: ZClassServiceQuery,
          body: ZVacancyTableRowInput,
          response: { 200: envelopeOf(ZVacancyTableRow) },
        },
      },
      async (request) =>
        ok(
          await vacancyTable.saveRow(
            request.params.phase,
            request.query,
            request.params.vacancyNumber,
            request.body,
            currentUser(request).userId,
          ),
          MESSAGES['distribution.tableSaved'],
        ),
    );
    app.delete(
      `${PHASE}/table-rows/:vacancyNumber`,
      {
        ...guarded('VDC', 'delete'),
        schema: {
          tags,
          summary: 'Delete the counts of a vacancy count (VDC)',
          params: ZPhaseRowParams,
          querystring: ZClassServiceQuery,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        const { phase, vacancyNumber } = request.params;
        await vacancyTable.removeRow(
          phase,
          request.query,
          vacancyNumber,
          currentUser(request).userId,
        );
        return ok(null, MESSAGES['distribution.tableRowDeleted']);
      },
    );
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
