import { MESSAGES } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { findPrivilegesOfUser } from './users.repository';

/**
 * Checked inside the transaction after a change of roles or grants: an administrator who took
 * UM away from themselves could no longer undo it, so the change is refused and rolled back.
 */
export async function assertActorKeepsUserManagement(executor: Executor, actorUserId: number) {
  const privileges = await findPrivilegesOfUser(executor, actorUserId);
  if (!privileges.includes('UM'))
    throw new AppError('CONFLICT', null, MESSAGES['access.cannotDropOwnUserManagement']);
}
