import { and, count, desc, eq, ilike, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { advertisements, applications, notifications, posts } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';
import { listPage } from '../../db/paging';

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
  const listed = executor.select().from(notifications).where(where).$dynamic();
  return listPage(executor, listed, [desc(notifications.id)], query);
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

/**
 * Writes notifications read from `records`, one JSON value of rows (notificationRecords): run
 * alone (notifyAll), or carried by a statement whose text must not vary with how many it writes
 * (apply's, a named one).
 */
export const notificationsInsertFrom = (records: SQLWrapper) => sql`insert into ${notifications}
    (user_id, kind, title_en, title_ne, body_en, body_ne, link)
  select "userId", kind, "titleEn", "titleNe", "bodyEn", "bodyNe", link
  from jsonb_to_recordset(${records}::jsonb) as record("userId" int, kind text, "titleEn" text,
    "titleNe" text, "bodyEn" text, "bodyNe" text, link text)`;

/** Writes the notifications of `records` (notificationRecords) in one statement of their own. */
export async function insertNotifications(executor: Executor, records: string) {
  await executor.execute(notificationsInsertFrom(sql.param(records)));
}

/** What a notification about an application names: its post, advertisement and fee. */
export async function findApplicationFacts(executor: Executor, applicationId: number) {
  const [row] = await executor
    .select({
      candidateUserId: applications.candidateUserId,
      feePaisa: applications.feePaisa,
      advertisementNumber: advertisements.advertisementNumber,
      postEn: posts.nameEn,
      postNe: posts.nameNe,
    })
    .from(applications)
    .innerJoin(advertisements, eq(advertisements.id, applications.advertisementId))
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .where(eq(applications.id, applicationId));
  return row;
}
