import type { NotificationRow } from './notifications.repository';
import type { TNotification } from '@niyukti/shared';

export function toNotification(row: NotificationRow): TNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: { en: row.titleEn, ne: row.titleNe },
    body: { en: row.bodyEn, ne: row.bodyNe },
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
