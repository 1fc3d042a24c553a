import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { candidates } from '../../db/schema';
import { AppError } from '../../platform/errors/app-error';

async function locksOf(executor: Executor, candidateUserId: number) {
  // FOR SHARE inside the saving transaction: a lock being set at the same moment waits for the
  // save to end instead of being overtaken by it.
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

/**
 * Refuses a candidate's edit of a profile the commission has locked (LUP): 423 PROFILE_LOCKED,
 * 'contact the commission'. Call it inside the saving transaction.
 */
export async function assertProfileEditable(executor: Executor, candidateUserId: number) {
  if ((await locksOf(executor, candidateUserId))?.profileLockedAt)
    throw new AppError('PROFILE_LOCKED');
}

/** The same for the documents, which the commission locks separately. */
export async function assertDocumentsEditable(executor: Executor, candidateUserId: number) {
  if ((await locksOf(executor, candidateUserId))?.documentsLockedAt)
    throw new AppError('PROFILE_LOCKED');
}
