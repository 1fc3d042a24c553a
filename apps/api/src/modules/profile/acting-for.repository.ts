import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { candidates, users } from '../../db/schema';

const candidateColumns = {
  userId: candidates.userId,
  masterId: candidates.masterId,
  username: users.username,
  fullName: sql<string>`concat_ws(' ', ${users.firstName}, ${users.middleName}, ${users.lastName})`,
  profileLockedAt: candidates.profileLockedAt,
  documentsLockedAt: candidates.documentsLockedAt,
};

export type ActedForCandidate = {
  userId: number;
  masterId: number;
  username: string;
  fullName: string;
  profileLockedAt: Date | null;
  documentsLockedAt: Date | null;
};

/** The candidate a staff member may act for, by master id or by user id; undefined if none. */
export async function findCandidateBy(
  executor: Executor,
  key: { masterId: number } | { userId: number },
): Promise<ActedForCandidate | undefined> {
  const [row] = await executor
    .select(candidateColumns)
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(
      'masterId' in key ? eq(candidates.masterId, key.masterId) : eq(candidates.userId, key.userId),
    );
  return row;
}
