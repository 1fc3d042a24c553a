// A notification of the header's bell (candidate-portal.md §2, back-office.md §2): written with
// its event, in both languages, read only by the person it is for.
import { z } from 'zod';
import { pageOf, ZLocalizedText, ZPageQuery } from '../api/envelope';

export const ZNotification = z.object({
  id: z.number(),
  kind: z.string(),
  title: ZLocalizedText,
  body: ZLocalizedText,
  /** A path of this app to open, or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** `GET /api/notifications`: the view-all page uses the table's sizes; the bell asks for 5. */
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
export type TNotificationQuery = z.input<typeof ZNotificationQuery>;

export const ZNotificationPage = pageOf(ZNotification).extend({ unreadCount: z.number() });
export type TNotificationPage = z.infer<typeof ZNotificationPage>;
