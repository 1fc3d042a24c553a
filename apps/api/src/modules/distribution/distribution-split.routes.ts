import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZDistribution,
  ZDistributionDecision,
  ZDistributionPage,
  ZId,
  ZRequisitionQuery,
  ZSaveDistribution,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { guarded } from '../../platform/auth/guarded-route';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { createDistributionSplitService } from './distribution-split.service';

const tags = ['distribution'];
const REQUISITION = '/distribution/requisitions/:requisitionId';
const ZRequisitionParams = z.object({ requisitionId: ZId });
const ZDistributionParams = z.object({ id: ZId });

/**
 * /api/internal/distribution: a requisition's distribution saved (PD create, update) and decided
 * (PD approve, reject), back-office.md §7 "Percentage distribution".
 */
export function distributionSplitRoutes(context: AppContext): FastifyPluginAsyncZod {
  const splits = createDistributionSplitService(context.db);
  return async (app) => {
    app.get(
      `${REQUISITION}/distribution`,
      {
        ...guarded('PD', 'read'),
        schema: {
          tags,
          summary: 'A requisition’s distribution: its numbers, its split, its state (PD)',
          params: ZRequisitionParams,
          response: { 200: envelopeOf(ZDistribution.nullable()) },
        },
      },
      async (request) => ok(await splits.get(request.params.requisitionId)),
    );
    app.post(
      `${REQUISITION}/advertisement-numbers`,
      {
        ...guarded('PD', 'create'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary:
            'Generate advertisement number: one of the fiscal year’s sequence per quota the split may use (PD)',
          params: ZRequisitionParams,
          response: { 200: envelopeOf(ZDistribution), 201: envelopeOf(ZDistribution) },
        },
      },
      async (request, reply) => {
        const { created, distribution } = await splits.generateNumbers(
          request.params.requisitionId,
          currentUser(request).userId,
        );
        return reply
          .status(created ? 201 : 200)
          .send(ok(distribution, MESSAGES['distribution.numbersGenerated']));
      },
    );
    app.put(
      `${REQUISITION}/distribution`,
      {
        ...guarded('PD', 'update'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Save the split, one row per quota type, and send it for approval (PD)',
          params: ZRequisitionParams,
          body: ZSaveDistribution,
          response: { 200: envelopeOf(ZDistribution) },
        },
      },
      async (request) =>
        ok(
          await splits.save(
            request.params.requisitionId,
            request.body,
            currentUser(request).userId,
          ),
          MESSAGES['distribution.saved'],
        ),
    );
    app.get(
      '/distribution/approvals',
      {
        ...guarded('PD', 'read'),
        schema: {
          tags,
          summary: 'The saved distributions waiting for approval, the longest waiting first (PD)',
          querystring: ZRequisitionQuery.omit({ status: true }),
          response: { 200: envelopeOf(ZDistributionPage) },
        },
      },
      async (request) => ok(await splits.listForApproval(request.query)),
    );
    app.post(
      '/distribution/distributions/:id/approve',
      {
        ...guarded('PD', 'approve'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary:
            'Approve a distribution: its pending advertisements are made, one per quota (PD)',
          params: ZDistributionParams,
          body: ZDistributionDecision,
          response: { 200: envelopeOf(ZDistribution) },
        },
      },
      async (request) =>
        ok(
          await splits.approve(
            request.params.id,
            request.body.remarks,
            currentUser(request).userId,
          ),
          MESSAGES['distribution.approved'],
        ),
    );
    app.post(
      '/distribution/distributions/:id/reject',
      {
        ...guarded('PD', 'reject'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Return a distribution for correction, with what to correct (PD)',
          params: ZDistributionParams,
          body: ZDistributionDecision,
          response: { 200: envelopeOf(ZDistribution) },
        },
      },
      async (request) =>
        ok(
          await splits.reject(request.params.id, request.body.remarks, currentUser(request).userId),
          MESSAGES['distribution.rejected'],
        ),
    );
  };
}
