import { MESSAGES } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { userMayUpdate } from './users.repository';

/**
 * Checked inside the transaction after a change of roles or grants: an administrator who took
 * UM away from themselves — or kept it without `update`, which changing roles takes — could no
 * longer undo it, so the change is refused and rolled back.
 */
export async function assertActorKeepsUserManagement(executor: Executor, actorUserId: number) {
  if (!(await userMayUpdate(executor, actorUserId, 'UM')))
    throw new AppError('CONFLICT', null, MESSAGES['access.cannotDropOwnUserManagement']);
}
