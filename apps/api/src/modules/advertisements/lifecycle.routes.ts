import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZAdvertisementDetail,
  ZAdvertisementListQuery,
  ZAdvertisementView,
  ZChangeAdvertisementDates,
  ZCreateAdvertisement,
  ZId,
  ZPageQuery,
  ZPublishAdvertisement,
  ZRejectAdvertisement,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { guarded } from '../../platform/auth/guarded-route';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok, pageOf } from '../../platform/errors/envelope';
import { createAdvertisementLifecycle } from './lifecycle.service';

const tags = ['advertisements'];
const ZParams = z.object({ id: ZId });
const ZDetailResponse = envelopeOf(ZAdvertisementDetail);

/**
 * The back office's advertisement calls (back-office.md §7): publishing is PA's, going live is
 * RNG's (§6: "roll number and live advertisements").
 */
export function advertisementLifecycleRoutes(context: AppContext): FastifyPluginAsyncZod {
  const lifecycle = createAdvertisementLifecycle(context.db, context.reads);
  return async (app) => {
    app.post(
      '/advertisements',
      {
        ...guarded('PA', 'create'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Create a pending advertisement (PA)',
          body: ZCreateAdvertisement,
          response: { 201: ZDetailResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(
              await lifecycle.create(request.body, currentUser(request).userId),
              MESSAGES['advertisements.created'],
            ),
          ),
    );

    app.get(
      '/advertisements/list',
      {
        ...guarded('PA', 'read'),
        schema: {
          tags,
          summary:
            'Advertisements by list: pending, scheduled, pre_live, live, published (pre-live and live), rejected, closed (PA)',
          querystring: ZAdvertisementListQuery,
          response: { 200: envelopeOf(pageOf(ZAdvertisementView)) },
        },
      },
      async (request) => ok(await lifecycle.list(request.query)),
    );

    app.get(
      '/advertisements/pre-live',
      {
        ...guarded('RNG', 'read'),
        schema: {
          tags,
          summary: 'Pre-live advertisements waiting to go live (RNG)',
          querystring: ZPageQuery,
          response: { 200: envelopeOf(pageOf(ZAdvertisementView)) },
        },
      },
      async (request) => ok(await lifecycle.list({ ...request.query, status: 'pre_live' })),
    );

    app.get(
      '/advertisements/:id',
      {
        ...guarded('PA', 'read'),
        schema: {
          tags,
          summary: 'One advertisement with the timeline of its events (PA)',
          params: ZParams,
          response: { 200: ZDetailResponse },
        },
      },
      async (request) => ok(await lifecycle.get(request.params.id)),
    );

    app.post(
      '/advertisements/:id/publish',
      {
        ...guarded('PA', 'approve'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Publish now (pending → pre-live) or at `scheduledAt` (PA)',
          params: ZParams,
          body: ZPublishAdvertisement,
          response: { 200: ZDetailResponse },
        },
      },
      async (request) =>
        ok(
          await lifecycle.publish(request.params.id, request.body, currentUser(request).userId),
          MESSAGES[
            request.body.scheduledAt ? 'advertisements.scheduled' : 'advertisements.published'
          ],
        ),
    );

    app.post(
      '/advertisements/:id/reject',
      {
        ...guarded('PA', 'reject'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Reject a pending or pre-live advertisement, with remarks (PA)',
          params: ZParams,
          body: ZRejectAdvertisement,
          response: { 200: ZDetailResponse },
        },
      },
      async (request) =>
        ok(
          await lifecycle.reject(request.params.id, request.body, currentUser(request).userId),
          MESSAGES['advertisements.rejected'],
        ),
    );

    app.post(
      '/advertisements/:id/dates',
      {
        ...guarded('PA', 'update'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Change the dates, or give extra days, of a pre-live or live advertisement (PA)',
          params: ZParams,
          body: ZChangeAdvertisementDates,
          response: { 200: ZDetailResponse },
        },
      },
      async (request) =>
        ok(
          await lifecycle.changeDates(request.params.id, request.body, currentUser(request).userId),
          MESSAGES['advertisements.datesChanged'],
        ),
    );

    app.post(
      '/advertisements/:id/go-live',
      {
        ...guarded('RNG', 'approve'),
        schema: {
          errors: ['CONFLICT'],
          tags,
          summary: 'Take a pre-live advertisement live: candidates can apply (RNG)',
          params: ZParams,
          response: { 200: ZDetailResponse },
        },
      },
      async (request) =>
        ok(
          await lifecycle.goLive(request.params.id, currentUser(request).userId),
          MESSAGES['advertisements.wentLive'],
        ),
    );
  };
}
