import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZAllocationAdvertisement,
  ZAllocationDetail,
  ZAllocationInput,
  ZAllocationListQuery,
  ZAllocationReport,
  ZAllocationReportQuery,
  ZId,
  ZIndividualAllocationReport,
  ZReallocationInput,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/guards';
import { guarded } from '../../platform/auth/guarded-route';
import { envelopeOf, ok, pageOf } from '../../platform/errors/envelope';
import { createAllocationService } from './allocation.service';

const tags = ['scrutiny allocation'];
const ZAdvertisementParams = z.object({ advertisementId: ZId });

/** /api/internal/scrutiny/allocations… (SA): forms handed to officers, and finalising (decision 153). */
export function allocationRoutes(context: AppContext): FastifyPluginAsyncZod {
  const allocation = createAllocationService(context.db);
  return async (app) => {
    app.get(
      '/scrutiny/allocations',
      {
        ...guarded('SA', 'read'),
        schema: {
          tags,
          summary: 'Advertisements with their forms allocated, decided, on hold and pending (SA)',
          querystring: ZAllocationListQuery,
          response: { 200: envelopeOf(pageOf(ZAllocationAdvertisement)) },
        },
      },
      async (request) => ok(await allocation.list(request.query)),
    );

    app.get(
      '/scrutiny/allocations/:advertisementId',
      {
        ...guarded('SA', 'read'),
        schema: {
          tags,
          summary: "An advertisement's forms by officer, and who may be given forms (SA)",
          params: ZAdvertisementParams,
          response: { 200: envelopeOf(ZAllocationDetail) },
        },
      },
      async (request) => ok(await allocation.detail(request.params.advertisementId)),
    );

    app.post(
      '/scrutiny/allocations/:advertisementId',
      {
        ...guarded('SA', 'create'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Give the forms no officer has yet: a number each, or evenly (SA)',
          params: ZAdvertisementParams,
          body: ZAllocationInput,
          response: { 200: envelopeOf(ZAllocationDetail) },
        },
      },
      async (request) =>
        ok(
          await allocation.allocate(
            request.params.advertisementId,
            request.body,
            currentUser(request).userId,
          ),
          MESSAGES['scrutiny.allocated'],
        ),
    );

    app.post(
      '/scrutiny/allocations/:advertisementId/reallocation',
      {
        ...guarded('SA', 'update'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: "Move an officer's undecided forms to others (SA)",
          params: ZAdvertisementParams,
          body: ZReallocationInput,
          response: { 200: envelopeOf(ZAllocationDetail) },
        },
      },
      async (request) =>
        ok(
          await allocation.reallocate(
            request.params.advertisementId,
            request.body,
            currentUser(request).userId,
          ),
          MESSAGES['scrutiny.reallocated'],
        ),
    );

    app.post(
      '/scrutiny/allocations/:advertisementId/finalisation',
      {
        ...guarded('SA', 'approve'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Finalise scrutiny: decisions freeze, roll numbers may be given (SA)',
          params: ZAdvertisementParams,
          response: { 200: envelopeOf(ZAllocationDetail) },
        },
      },
      async (request) =>
        ok(
          await allocation.finalise(request.params.advertisementId, currentUser(request).userId),
          MESSAGES['scrutiny.finalised'],
        ),
    );

    app.get(
      '/scrutiny/allocation-report',
      {
        ...guarded('SA', 'read'),
        schema: {
          tags,
          summary: "Every officer's forms, with the total (SA)",
          querystring: ZAllocationReportQuery,
          response: { 200: envelopeOf(ZAllocationReport) },
        },
      },
      async (request) => ok(await allocation.report(request.query.fiscalYear)),
    );

    app.get(
      '/scrutiny/allocation-report/:userId',
      {
        ...guarded('SA', 'read'),
        schema: {
          tags,
          summary: "One officer's forms by advertisement (SA)",
          params: z.object({ userId: ZId }),
          querystring: ZAllocationReportQuery,
          response: { 200: envelopeOf(ZIndividualAllocationReport) },
        },
      },
      async (request) =>
        ok(await allocation.individualReport(request.params.userId, request.query.fiscalYear)),
    );
  };
}
