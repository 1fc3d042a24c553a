import { markProfileChanged } from './snapshots.repository';
import type { EditablePart } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { isOpenedByHold, returnFormsFixedBy } from '../scrutiny/index';
import { locksOfCandidateForSave } from './profile-locks.repository';

/**
 * Starts a candidate's save of one part of the profile, inside the saving transaction. A part the
 * commission has locked (LUP: the profile, or the documents apart) is refused with 423
 * PROFILE_LOCKED, 'contact the commission', unless an open scrutiny hold names that part: then
 * it is theirs to fix until the hold's day (decision 155). The save going through, every open
 * hold it fixes returns its form to the officer's pending list in the same transaction.
 */
export async function beginProfileEdit(
  executor: Executor,
  candidateUserId: number,
  part: EditablePart,
) {
  // First, as it locks the candidate's row for update: two saves of one candidate at once then
  // queue here, instead of both sharing the row below and deadlocking on this update.
  await markProfileChanged(executor, candidateUserId);
  await assertPartEditable(executor, candidateUserId, part);
  await returnFormsFixedBy(executor, candidateUserId, part);
}

/**
 * The check alone, for a change that fixes nothing by itself (removing a record: the fix is the
 * record added in its place).
 */
export async function assertPartEditable(
  executor: Executor,
  candidateUserId: number,
  part: EditablePart,
) {
  const locks = await locksOfCandidateForSave(executor, candidateUserId);
  const locked = part === 'documents' ? locks?.documentsLockedAt : locks?.profileLockedAt;
  if (locked && !(await isOpenedByHold(executor, candidateUserId, part)))
    throw new AppError('PROFILE_LOCKED');
}
