import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationPageQuery {
  page: number;
  pageSize: number;
  search?: string | undefined;
}

function ownWhere(userId: number, search: string | undefined) {
  const pattern = search ? containsPattern(search) : null;
  return and(
    eq(notifications.userId, userId),
    pattern
      ? or(
          ilike(notifications.titleEn, pattern),
          ilike(notifications.titleNe, pattern),
          ilike(notifications.bodyEn, pattern),
          ilike(notifications.bodyNe, pattern),
        )
      : undefined,
  );
}

/** One person's notifications, newest first (ids grow with time; the index is user, id). */
export async function listNotificationsOfUser(
  executor: Executor,
  userId: number,
  query: NotificationPageQuery,
) {
  const where = ownWhere(userId, query.search);
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    executor.select({ value: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Answered from the partial index of unread rows: what the bell polls. */
export async function countUnreadOfUser(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** Marks one of the person's own notifications read; undefined when it is not theirs. */
export async function markNotificationRead(executor: Executor, userId: number, id: number) {
  const [row] = await executor
    .update(notifications)
    // Reading twice keeps the first time.
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllNotificationsRead(executor: Executor, userId: number) {
  const rows = await executor
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
