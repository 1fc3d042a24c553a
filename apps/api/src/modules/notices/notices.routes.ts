import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, ZId, ZNotice, ZNoticePage, ZNoticeQuery } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { guarded } from '../../platform/auth/guarded-route';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { MAX_UPLOAD_BYTES } from '../../platform/files/inspect-upload';
import { readMultipartRecord } from '../../platform/files/read-multipart-record';
import { createNoticesService, noticeUploadOf, ZPublicNoticesResponse } from './notices.service';
import { COMPRESSES_ITS_OWN, sendReadyAnswer } from '../../platform/shared-reads/ready-answer';

const ZNoticeParams = z.object({ id: ZId });
// The public image address carries the image's file id (`?v=`), so a replaced image is a new
// address; five minutes keeps a hidden or deleted notice's picture from lingering in caches.
const PUBLIC_IMAGE_CACHE = 'public, max-age=300';
// The list changes when a day turns or staff save; a minute spares the server a crowd's reloads.
const PUBLIC_LIST_CACHE = 'public, max-age=60';
const NOTICE_ADD = noticeUploadOf('add');
const NOTICE_CHANGE = noticeUploadOf('change');

function sendImage(
  reply: FastifyReply,
  image: { bytes: Buffer; contentType: string },
  cacheControl: string,
) {
  return reply
    .header('content-type', image.contentType)
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(image.bytes);
}

/** /api/internal/notices: the notices staff keep (MC); every write is audited. */
export function staffNoticeRoutes(context: AppContext): FastifyPluginAsyncZod {
  const notices = createNoticesService(context);
  return async (app) => {
    // A part a little over the 500 KB rule still arrives, so the answer names the rule.
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 1, parts: 2 },
    });
    const tags = ['notices'];
    app.get(
      '/notices',
      {
        ...guarded('MC', 'read'),
        schema: {
          tags,
          summary: 'Every notice, newest first, searchable by title and description (MC)',
          querystring: ZNoticeQuery,
          response: { 200: envelopeOf(ZNoticePage) },
        },
      },
      async (request) => ok(await notices.listNotices(request.query)),
    );
    app.get(
      '/notices/:id',
      {
        ...guarded('MC', 'read'),
        schema: {
          tags,
          summary: 'One notice (MC)',
          params: ZNoticeParams,
          response: { 200: envelopeOf(ZNotice) },
        },
      },
      async (request) => ok(await notices.getNotice(request.params.id)),
    );
    app.get(
      '/notices/:id/image',
      {
        ...guarded('MC', 'read'),
        schema: {
          tags,
          summary: 'The image of any notice, shown or not (MC)',
          params: ZNoticeParams,
        },
      },
      async (request, reply) =>
        sendImage(reply, await notices.readImage(request.params.id, 'staff'), 'private, no-store'),
    );
    app.post(
      '/notices',
      {
        ...guarded('MC', 'create'),
        schema: {
          tags,
          summary: 'Add a notice (MC; multipart: its fields as JSON and its image)',
          multipart: NOTICE_ADD,
          response: { 201: envelopeOf(ZNotice) },
        },
      },
      async (request, reply) => {
        const body = await readMultipartRecord(request, NOTICE_ADD);
        const saved = await notices.saveNotice(body, currentUser(request).userId);
        return reply.status(201).send(ok(saved, MESSAGES['notices.saved']));
      },
    );
    app.put(
      '/notices/:id',
      {
        ...guarded('MC', 'update'),
        schema: {
          tags,
          summary: 'Change a notice (MC; multipart; without an image part it keeps its image)',
          multipart: NOTICE_CHANGE,
          params: ZNoticeParams,
          response: { 200: envelopeOf(ZNotice) },
        },
      },
      async (request) => {
        const body = await readMultipartRecord(request, NOTICE_CHANGE);
        const saved = await notices.saveNotice(
          body,
          currentUser(request).userId,
          request.params.id,
        );
        return ok(saved, MESSAGES['notices.saved']);
      },
    );
    app.delete(
      '/notices/:id',
      {
        ...guarded('MC', 'delete'),
        schema: {
          tags,
          summary: 'Delete a notice and its image (MC)',
          params: ZNoticeParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await notices.deleteNotice(request.params.id, currentUser(request).userId);
        return ok(null, MESSAGES['notices.deleted']);
      },
    );
  };
}

/** /api/public/notices: the notices shown today (Nepal's day), for anyone, signed in or not. */
export function publicNoticeRoutes(context: AppContext): FastifyPluginAsyncZod {
  const notices = createNoticesService(context);
  return async (app) => {
    const tags = ['notices'];
    app.get(
      '/notices',
      {
        ...COMPRESSES_ITS_OWN,
        schema: {
          tags,
          summary: 'Notices shown today: start date ≤ today ≤ end date, in Nepal',
          response: { 200: ZPublicNoticesResponse },
        },
      },
      async (request, reply) => {
        return sendReadyAnswer(
          request,
          reply,
          await notices.listShowingNotices(),
          PUBLIC_LIST_CACHE,
        );
      },
    );
    app.get(
      '/notices/:id/image',
      {
        schema: {
          tags,
          summary: 'The image of a notice shown today (404 for any other)',
          params: ZNoticeParams,
          querystring: z.object({ v: ZId.optional() }),
        },
      },
      async (request, reply) =>
        sendImage(reply, await notices.readImage(request.params.id, 'public'), PUBLIC_IMAGE_CACHE),
    );
  };
}
