import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { locksOfCandidateForSave } from './profile-locks.repository';

/**
 * Refuses a candidate's edit of a profile the commission has locked (LUP): 423 PROFILE_LOCKED,
 * 'contact the commission'. Call it inside the saving transaction.
 */
export async function assertProfileEditable(executor: Executor, candidateUserId: number) {
  if ((await locksOfCandidateForSave(executor, candidateUserId))?.profileLockedAt)
    throw new AppError('PROFILE_LOCKED');
}

/** The same for the documents, which the commission locks separately. */
export async function assertDocumentsEditable(executor: Executor, candidateUserId: number) {
  if ((await locksOfCandidateForSave(executor, candidateUserId))?.documentsLockedAt)
    throw new AppError('PROFILE_LOCKED');
}
