import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZId,
  ZRequestingOrganization,
  ZRequisitionDecision,
  ZRequisitionDetail,
  ZRequisitionPage,
  ZRequisitionQuery,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { byBody, guarded } from '../../platform/auth/guarded-route';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { MAX_UPLOAD_BYTES } from '../../platform/files/inspect-upload';
import { readMultipartRecord } from '../../platform/files/read-multipart-record';
import { sendStoredFile } from '../../platform/files/send-file';
import { createRequisitionsService, REQUISITION_FORM } from './requisitions.service';

const ZRequisitionParams = z.object({ id: ZId });
const tags = ['requisitions'];

/**
 * /api/internal/requisitions (RQ): an office files requisitions for itself and sees only its
 * own; the commission's staff see every office's and approve or reject them (back-office.md §2,
 * §7 "Requisition").
 */
export function requisitionRoutes(context: AppContext): FastifyPluginAsyncZod {
  const requisitions = createRequisitionsService(context);
  return async (app) => {
    // A part a little over the 500 KB rule still arrives, so the answer names the rule.
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 1, parts: 2 },
    });
    app.get(
      '/requisitions',
      {
        ...guarded('RQ', 'read'),
        schema: {
          tags,
          summary: "Requisitions, newest first: the user's organization's, or every one (RQ)",
          querystring: ZRequisitionQuery,
          response: { 200: envelopeOf(ZRequisitionPage) },
        },
      },
      async (request) => ok(await requisitions.list(currentUser(request).userId, request.query)),
    );
    app.get(
      '/requisitions/organizations',
      {
        ...guarded('RQ', 'read'),
        schema: {
          tags,
          summary: 'The organizations the user may file a requisition for (RQ)',
          response: { 200: envelopeOf(z.array(ZRequestingOrganization)) },
        },
      },
      async (request) =>
        ok(await requisitions.requestingOrganizations(currentUser(request).userId)),
    );
    app.get(
      '/requisitions/:id',
      {
        ...guarded('RQ', 'read'),
        schema: {
          tags,
          summary: 'One requisition with its flow (RQ; another office’s is not found)',
          params: ZRequisitionParams,
          response: { 200: envelopeOf(ZRequisitionDetail) },
        },
      },
      async (request) => ok(await requisitions.get(currentUser(request).userId, request.params.id)),
    );
    app.get(
      '/requisitions/:id/document',
      {
        ...guarded('RQ', 'read'),
        schema: {
          tags,
          summary: 'The document of a requisition, inline (RQ)',
          params: ZRequisitionParams,
        },
      },
      async (request, reply) => {
        const document = await requisitions.readDocument(
          currentUser(request).userId,
          request.params.id,
        );
        return sendStoredFile(reply, document, `requisition-${document.number}`);
      },
    );
    app.post(
      '/requisitions',
      {
        ...guarded('RQ', 'create'),
        schema: {
          errors: ['VALIDATION_FAILED'],
          tags,
          summary: 'File a requisition (RQ; multipart: its fields as JSON and its document)',
          multipart: REQUISITION_FORM,
          response: { 201: envelopeOf(ZRequisitionDetail) },
        },
      },
      async (request, reply) => {
        const body = await readMultipartRecord(request, REQUISITION_FORM);
        const filed = await requisitions.file(body, currentUser(request).userId);
        return reply.status(201).send(ok(filed, MESSAGES['requisitions.filed']));
      },
    );
    app.post(
      '/requisitions/:id/decision',
      {
        ...guarded('RQ', byBody('decision', { approve: 'approve', reject: 'reject' })),
        schema: {
          errors: ['CONFLICT', 'FORBIDDEN'],
          tags,
          summary: 'Approve or reject a requisition waiting for approval, with remarks (RQ)',
          params: ZRequisitionParams,
          body: ZRequisitionDecision,
          response: { 200: envelopeOf(ZRequisitionDetail) },
        },
      },
      async (request) => {
        const decided = await requisitions.decide(
          request.params.id,
          request.body,
          currentUser(request).userId,
        );
        return ok(
          decided,
          MESSAGES[
            request.body.decision === 'approve' ? 'requisitions.approved' : 'requisitions.rejected'
          ],
        );
      },
    );
  };
}
