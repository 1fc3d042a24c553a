import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { candidateProfiles } from '../../db/schema';
import { AppError } from '../../platform/errors/app-error';

/**
 * Refuses a candidate's edit of a profile the commission has locked (LUP): 423 PROFILE_LOCKED,
 * 'contact the commission'. Call it inside the saving transaction: the row is read FOR SHARE, so a
 * lock being set at the same moment waits for the save to end instead of being overtaken by it.
 */
export async function assertProfileEditable(
  executor: Executor,
  candidateUserId: number,
): Promise<void> {
  const [profile] = await executor
    .select({ profileLockedAt: candidateProfiles.profileLockedAt })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.candidateUserId, candidateUserId))
    .for('share');
  if (profile?.profileLockedAt) throw new AppError('PROFILE_LOCKED');
}

/** The same for the documents, which the commission locks separately (423 PROFILE_LOCKED). */
export async function assertDocumentsEditable(
  executor: Executor,
  candidateUserId: number,
): Promise<void> {
  const [profile] = await executor
    .select({ documentsLockedAt: candidateProfiles.documentsLockedAt })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.candidateUserId, candidateUserId))
    .for('share');
  if (profile?.documentsLockedAt) throw new AppError('PROFILE_LOCKED');
}
