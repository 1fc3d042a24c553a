import { and, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { candidates, users } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';
import { listPage, type PageRequest } from '../../db/paging';

// The two locks the commission sets on a candidate (LUP): the profile and the documents.

const lockColumns = {
  userId: candidates.userId,
  masterId: candidates.masterId,
  username: users.username,
  fullName: sql<string>`concat_ws(' ', ${users.firstName}, ${users.middleName}, ${users.lastName})`,
  profileLockedAt: candidates.profileLockedAt,
  documentsLockedAt: candidates.documentsLockedAt,
};

export async function findLocksByMasterId(executor: Executor, masterId: number, lock = false) {
  const query = executor
    .select(lockColumns)
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.masterId, masterId));
  const [row] = await (lock ? query.for('update', { of: candidates }) : query);
  return row;
}

export type LockRow = NonNullable<Awaited<ReturnType<typeof findLocksByMasterId>>>;

/** Candidates with either lock, newest lock first; searched by name, username or master id. */
export async function listLockedCandidates(
  executor: Executor,
  query: PageRequest & { search?: string },
) {
  const search = query.search
    ? or(
        ilike(users.username, containsPattern(query.search)),
        ilike(lockColumns.fullName, containsPattern(query.search)),
        /^\d{1,9}$/.test(query.search) ? eq(candidates.masterId, Number(query.search)) : undefined,
      )
    : undefined;
  const locked = executor
    .select(lockColumns)
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(
      and(
        or(isNotNull(candidates.profileLockedAt), isNotNull(candidates.documentsLockedAt)),
        search,
      ),
    )
    .$dynamic();
  const newestLockFirst = desc(
    sql`greatest(${candidates.profileLockedAt}, ${candidates.documentsLockedAt})`,
  );
  return listPage(executor, locked, [newestLockFirst], query);
}

export async function updateLocks(
  executor: Executor,
  masterId: number,
  locks: { profileLockedAt: Date | null; documentsLockedAt: Date | null },
) {
  await executor.update(candidates).set(locks).where(eq(candidates.masterId, masterId));
}

/**
 * The locks of a candidate being edited. FOR SHARE inside the saving transaction: a lock being
 * set at the same moment waits for the save to end instead of being overtaken by it.
 */
export async function locksOfCandidateForSave(executor: Executor, candidateUserId: number) {
  const [row] = await executor
    .select({
      profileLockedAt: candidates.profileLockedAt,
      documentsLockedAt: candidates.documentsLockedAt,
    })
    .from(candidates)
    .where(eq(candidates.userId, candidateUserId))
    .for('share');
  return row;
}
