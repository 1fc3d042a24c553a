import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  VOUCHER_MAX_BYTES,
  VOUCHER_DECISION_ACTIONS,
  VOUCHER_STATUSES,
  ZId,
  ZPageQuery,
  ZStaffVoucher,
  ZVoucher,
  ZVoucherDecision,
} from '@niyukti/shared';
import { sendStoredFile } from '../../../platform/files/send-file';
import type { AppContext } from '../../../app-context';
import { currentUser, requireCandidate } from '../../../platform/auth/guards';
import { byBody, guarded } from '../../../platform/auth/guarded-route';
import { envelopeOf, ok, pageOf } from '../../../platform/errors/envelope';
import { readMultipartRecord } from '../../../platform/files/read-multipart-record';
import { createVoucherService, VOUCHER_UPLOAD } from './vouchers.service';

const ZApplicationParams = z.object({ id: ZId });

/** /api/candidate/applications/:id/voucher: the candidate's bank voucher for one application. */
export function candidateVoucherRoutes(context: AppContext): FastifyPluginAsyncZod {
  const vouchers = createVoucherService(context);
  return async (app) => {
    // A part a little over 500 KB still arrives, so the answer can name the rule.
    await app.register(multipart, {
      limits: { fileSize: VOUCHER_MAX_BYTES + 1, files: 1, fields: 1, parts: 2 },
    });
    const tags = ['payments'];
    app.post(
      '/applications/:id/voucher',
      {
        onRequest: requireCandidate,
        schema: {
          errors: [
            'ALREADY_PAID',
            'PAYMENT_PENDING',
            'NOT_PAYABLE',
            'VOUCHER_LOCKED',
            'DUPLICATE_VOUCHER',
          ],
          tags,
          summary: 'Upload the bank voucher (multipart: its fields as JSON and its image)',
          multipart: VOUCHER_UPLOAD,
          params: ZApplicationParams,
          response: { 201: envelopeOf(ZVoucher) },
        },
      },
      async (request, reply) => {
        const body = await readMultipartRecord(request, VOUCHER_UPLOAD);
        const voucher = await vouchers.uploadVoucher(
          request.params.id,
          currentUser(request).userId,
          body,
        );
        return reply.status(201).send(ok(voucher, MESSAGES['voucher.submitted']));
      },
    );
    app.get(
      '/applications/:id/voucher',
      {
        onRequest: requireCandidate,
        schema: {
          tags,
          summary: "My application's voucher (null while it has had none)",
          params: ZApplicationParams,
          response: { 200: envelopeOf(ZVoucher.nullable()) },
        },
      },
      async (request) =>
        ok(await vouchers.getVoucher(request.params.id, currentUser(request).userId)),
    );
    app.get(
      '/applications/:id/voucher/image',
      {
        onRequest: requireCandidate,
        schema: {
          tags,
          summary: 'The voucher image I uploaded',
          params: ZApplicationParams,
          errors: ['VOUCHER_NOT_PAID'],
        },
      },
      async (request, reply) =>
        sendStoredFile(
          reply,
          await vouchers.candidateImage(request.params.id, currentUser(request).userId),
        ),
    );
  };
}

const ZVoucherQuery = ZPageQuery.extend({
  status: z.enum(VOUCHER_STATUSES).default('submitted'),
  /** `internal`: only internal competition's vouchers (the "government experience" tab). */
  competition: z.enum(['any', 'internal']).default('any'),
});

/** /api/internal/payment-vouchers: the verification queue (UP) and the voucher lock (LUV). */
export function staffVoucherRoutes(context: AppContext): FastifyPluginAsyncZod {
  const vouchers = createVoucherService(context);
  return async (app) => {
    const tags = ['payments'];
    app.get(
      '/payment-vouchers',
      {
        ...guarded('UP', 'read'),
        schema: {
          tags,
          summary: 'Vouchers in one status, of any or internal competition, oldest first (UP)',
          querystring: ZVoucherQuery,
          response: { 200: envelopeOf(pageOf(ZStaffVoucher)) },
        },
      },
      async (request) => {
        const { status, competition, page, pageSize, search } = request.query;
        const internalCompetitionOnly = competition === 'internal';
        return ok(
          await vouchers.listVouchers({ status, internalCompetitionOnly, page, pageSize, search }),
        );
      },
    );
    app.get(
      '/payment-vouchers/:id/image',
      {
        ...guarded('UP', 'read'),
        schema: { tags, summary: "A voucher's image (UP)", params: ZApplicationParams },
      },
      async (request, reply) => sendStoredFile(reply, await vouchers.staffImage(request.params.id)),
    );
    app.post(
      '/payment-vouchers/:id/decision',
      {
        ...guarded('UP', byBody('decision', VOUCHER_DECISION_ACTIONS)),
        schema: {
          errors: ['CONFLICT', 'ALREADY_PAID'],
          tags,
          summary: 'Approve a voucher (the fee is paid) or reject it with the reason (UP)',
          params: ZApplicationParams,
          body: ZVoucherDecision,
          response: { 200: envelopeOf(ZStaffVoucher) },
        },
      },
      async (request) => {
        const { decision, remarks } = request.body;
        const voucher = await vouchers.decide(
          request.params.id,
          currentUser(request).userId,
          decision,
          remarks || undefined,
        );
        return ok(
          voucher,
          MESSAGES[decision === 'approve' ? 'voucher.approved' : 'voucher.rejected'],
        );
      },
    );
    app.post(
      '/voucher-locks/search',
      {
        ...guarded('LUV', 'read'),
        schema: {
          errors: ['USER_NOT_FOUND'],
          tags,
          summary:
            "A candidate's applications and their vouchers, by master id, username or e-mail (LUV)",
          body: z.object({ search: z.string().trim().min(1, 'validation.required').max(100) }),
        },
      },
      async (request) => ok(await vouchers.findForLock(request.body.search)),
    );
    app.post(
      '/voucher-locks',
      {
        ...guarded('LUV', 'update'),
        schema: {
          errors: ['USER_NOT_FOUND', 'VOUCHER_NOT_PAID_PREVIOUSLY', 'CONFLICT'],
          tags,
          summary: "Lock or unlock a candidate's voucher for one advertisement (LUV)",
          body: z.object({ userId: ZId, advertisementId: ZId, locked: z.boolean() }),
        },
      },
      async (request) => {
        const { userId, advertisementId, locked } = request.body;
        await vouchers.setLock(userId, advertisementId, locked, currentUser(request).userId);
        return ok(
          { userId, advertisementId, locked },
          MESSAGES[locked ? 'voucherLock.locked' : 'voucherLock.unlocked'],
        );
      },
    );
  };
}
