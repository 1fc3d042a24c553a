import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { toNotification } from './notifications.mapper';
import * as repo from './notifications.repository';

/** Everyone reads and marks only their own notifications; another's id is simply not found. */
export function createNotificationService(db: Database) {
  async function listNotifications(userId: number, query: repo.NotificationPageQuery) {
    const [{ rows, total }, unreadCount] = await Promise.all([
      repo.listNotificationsOfUser(db, userId, query),
      repo.countUnreadOfUser(db, userId),
    ]);
    return {
      items: rows.map(toNotification),
      total,
      page: query.page,
      pageSize: query.pageSize,
      unreadCount,
    };
  }

  async function markRead(userId: number, id: number) {
    const row = await repo.markNotificationRead(db, userId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toNotification(row);
  }

  async function markAllRead(userId: number) {
    const marked = await repo.markAllNotificationsRead(db, userId);
    return { marked, unreadCount: await repo.countUnreadOfUser(db, userId) };
  }

  return { listNotifications, markRead, markAllRead };
}
