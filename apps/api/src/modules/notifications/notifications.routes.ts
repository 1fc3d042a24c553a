import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, ZId, ZNotificationQuery } from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { currentUser, requireSignedIn } from '../../platform/auth/guards';
import { ok } from '../../platform/errors/envelope';
import {
  ZNotificationPageResponse,
  ZNotificationResponse,
  ZReadAllResponse,
} from './notifications.schemas';
import { createNotificationService } from './notifications.service';

/** The header's bell and its view-all page, for any signed-in person (candidate or staff). */
export function notificationRoutes(context: AppContext): FastifyPluginAsyncZod {
  const service = createNotificationService(context.db);
  const tags = ['notifications'];
  return async (app) => {
    app.get(
      '/notifications',
      {
        onRequest: requireSignedIn,
        schema: {
          tags,
          summary: 'My notifications, newest first, paged, with how many are unread',
          querystring: ZNotificationQuery,
          response: { 200: ZNotificationPageResponse },
        },
      },
      async (request) =>
        ok(await service.listNotifications(currentUser(request).userId, request.query)),
    );

    app.post(
      '/notifications/:id/read',
      {
        onRequest: requireSignedIn,
        schema: {
          tags,
          summary: 'Mark one of my notifications read (another person’s is not found)',
          params: z.object({ id: ZId }),
          response: { 200: ZNotificationResponse },
        },
      },
      async (request) => ok(await service.markRead(currentUser(request).userId, request.params.id)),
    );

    app.post(
      '/notifications/read-all',
      {
        onRequest: requireSignedIn,
        schema: {
          tags,
          summary: 'Mark all my notifications read',
          response: { 200: ZReadAllResponse },
        },
      },
      async (request) =>
        ok(
          await service.markAllRead(currentUser(request).userId),
          MESSAGES['notifications.allRead'],
        ),
    );
  };
}
