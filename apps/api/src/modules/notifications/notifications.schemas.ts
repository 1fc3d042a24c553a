import { z } from 'zod';
import { ZPageQuery } from '@niyukti/shared';
import { envelopeOf, pageOf, ZBilingual } from '../../platform/errors/envelope';

export const ZNotification = z.object({
  id: z.number(),
  kind: z.string(),
  title: ZBilingual,
  body: ZBilingual,
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** The view-all page uses the table's sizes; the bell asks for the latest 5. */
export const ZNotificationQuery = ZPageQuery.pick({ page: true, search: true }).extend({
  pageSize: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: 'validation.pageSize' })
      .int('validation.pageSize')
      .min(1, 'validation.pageSize')
      .max(100, 'validation.pageSize')
      .default(10),
  ),
});

export const ZNotificationPageResponse = envelopeOf(
  pageOf(ZNotification).extend({ unreadCount: z.number() }),
);
export const ZNotificationResponse = envelopeOf(ZNotification);
export const ZReadAllResponse = envelopeOf(
  z.object({ marked: z.number(), unreadCount: z.number() }),
);
