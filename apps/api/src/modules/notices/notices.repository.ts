import { and, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { listPage, type Page } from '../../db/paging';
import { notices, uploadedFiles } from '../../db/schema';

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeValues = Pick<
  typeof notices.$inferInsert,
  'title' | 'description' | 'startDate' | 'endDate'
>;

/** A notice with the facts of its image, as every read returns it. */
const withImage = {
  notice: notices,
  image: {
    contentType: uploadedFiles.contentType,
    byteSize: uploadedFiles.byteSize,
  },
};
export type NoticeWithImage = {
  notice: NoticeRow;
  image: { contentType: string; byteSize: number };
};

/** Shown on `today`: start ≤ today ≤ end (A.D. days compare as text). */
const showingOn = (today: string) =>
  and(lte(notices.startDate, today), gte(notices.endDate, today));

export async function listNotices(
  executor: Executor,
  query: { page: number; pageSize: number; search?: string },
): Promise<Page<NoticeWithImage>> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where: SQL | undefined = pattern
    ? or(ilike(notices.title, pattern), ilike(notices.description, pattern))
    : undefined;
  const listed = executor
    .select(withImage)
    .from(notices)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, notices.imageFileId))
    .where(where)
    .$dynamic();
  return listPage(executor, listed, [desc(notices.createdAt), desc(notices.id)], query);
}

/** The most a public list returns: far more notices than a commission shows at once. */
const PUBLIC_LIMIT = 200;

/** Notices shown today, the latest start first. */
export async function listShowingNotices(executor: Executor, today: string) {
  return executor
    .select(withImage)
    .from(notices)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, notices.imageFileId))
    .where(showingOn(today))
    .orderBy(desc(notices.startDate), desc(notices.id))
    .limit(PUBLIC_LIMIT);
}

export async function findNotice(
  executor: Executor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<NoticeWithImage | undefined> {
  const query = executor
    .select(withImage)
    .from(notices)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, notices.imageFileId))
    .where(eq(notices.id, id));
  const [row] = options.lock ? await query.for('update', { of: notices }) : await query;
  return row;
}

/** The image's storage key of a notice shown today, or undefined. */
export async function findShowingNoticeImage(executor: Executor, id: number, today: string) {
  const [row] = await executor
    .select({ storageKey: uploadedFiles.storageKey, contentType: uploadedFiles.contentType })
    .from(notices)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, notices.imageFileId))
    .where(and(eq(notices.id, id), showingOn(today)));
  return row;
}

/** The image's storage key of any notice (staff). */
export async function findNoticeImage(executor: Executor, id: number) {
  const [row] = await executor
    .select({ storageKey: uploadedFiles.storageKey, contentType: uploadedFiles.contentType })
    .from(notices)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, notices.imageFileId))
    .where(eq(notices.id, id));
  return row;
}

export async function insertNotice(
  executor: Executor,
  values: NoticeValues & { imageFileId: number; createdBy: number },
) {
  const [row] = await executor.insert(notices).values(values).returning({ id: notices.id });
  return row!.id;
}

export async function updateNotice(
  executor: Executor,
  id: number,
  values: NoticeValues & { imageFileId?: number },
) {
  await executor
    .update(notices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(notices.id, id));
}

export async function deleteNotice(executor: Executor, id: number) {
  await executor.delete(notices).where(eq(notices.id, id));
}
