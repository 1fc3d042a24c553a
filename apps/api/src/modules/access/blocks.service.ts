import { MESSAGES, type TCreateUserBlock } from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { generateTemporaryPassword, hashPassword } from '../../platform/auth/passwords';
import { revokeAllOfUser } from '../../platform/auth/refresh-tokens.repository';
import { AppError } from '../../platform/errors/app-error';
import { enqueueMail } from '../../platform/mail/outbox';
import { passwordResetMail } from './access.mail';
import { toUserBlock } from './access.mapper';
import { recordAudit } from '../../platform/audit/record-audit';
import * as repo from './blocks.repository';
import { findUser, setTemporaryPassword } from './users.repository';

/** Blocks and password resets apply to candidates and staff alike. */
async function findAnyUser(executor: Executor, id: number, lock = false) {
  const row = await findUser(executor, id, { lock });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export function createBlocksService(deps: { db: Database; loginUrl: string }) {
  const { db } = deps;

  /** BU's search: one account and its blocks; 'User not found' when nothing matches exactly. */
  async function lookUpUser(query: string) {
    const row = await repo.findUserForLookup(db, query);
    if (!row) throw new AppError('NOT_FOUND', null, MESSAGES['access.userNotFound']);
    const blocks = (await repo.listBlocksOfUser(db, row.id)).map((block) => toUserBlock(block));
    return {
      id: row.id,
      username: row.username,
      fullName: [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' '),
      email: row.email,
      kind: row.kind,
      masterId: row.masterId,
      blocks,
    };
  }

  async function listBlocks(userId: number) {
    await findAnyUser(db, userId);
    return (await repo.listBlocksOfUser(db, userId)).map((row) => toUserBlock(row));
  }

  /**
   * The user's row is locked first, so two officers blocking the same person at once are
   * serialised and the second sees the first block when checking for an overlap.
   */
  async function blockUser(userId: number, input: TCreateUserBlock, actorUserId: number) {
    if (userId === actorUserId)
      throw new AppError('CONFLICT', null, MESSAGES['access.cannotBlockSelf']);
    return db.transaction(async (tx) => {
      await findAnyUser(tx, userId, true);
      if (await repo.hasActiveBlockOverlapping(tx, userId, input))
        throw new AppError('CONFLICT', null, MESSAGES['access.blockOverlaps']);
      const block = toUserBlock(await repo.insertBlock(tx, userId, input, actorUserId));
      await recordAudit(tx, {
        actorUserId,
        action: 'user.block',
        entity: 'user_block',
        entityId: String(block.id),
        before: null,
        after: block,
      });
      return block;
    });
  }

  /** Lifting keeps the record (who blocked whom, when, why) and only stamps `liftedAt`. */
  async function liftBlock(userId: number, blockId: number, actorUserId: number) {
    return db.transaction(async (tx) => {
      const row = await repo.findBlock(tx, userId, blockId);
      if (!row) throw new AppError('NOT_FOUND');
      const before = toUserBlock(row);
      if (row.liftedAt) return before;
      const after = toUserBlock(await repo.liftBlock(tx, blockId));
      await recordAudit(tx, {
        actorUserId,
        action: 'user.unblock',
        entity: 'user_block',
        entityId: String(blockId),
        before,
        after,
      });
      return after;
    });
  }

  /**
   * PUM: a new temporary password, mailed to the owner of the account and never shown to the
   * staff member; every session of the user ends, and the next sign-in forces a change.
   */
  async function resetPassword(userId: number, actorUserId: number) {
    const temporaryPassword = generateTemporaryPassword();
    const passwordHash = await hashPassword(temporaryPassword);
    await db.transaction(async (tx) => {
      const user = await findAnyUser(tx, userId, true);
      await setTemporaryPassword(tx, userId, passwordHash);
      await revokeAllOfUser(tx, userId);
      await enqueueMail(
        tx,
        passwordResetMail({ ...user, temporaryPassword, loginUrl: deps.loginUrl }),
      );
      await recordAudit(tx, {
        actorUserId,
        action: 'user.passwordReset',
        entity: 'user',
        entityId: String(userId),
        before: { mustChangePassword: user.mustChangePassword },
        after: { mustChangePassword: true, sessionsRevoked: true, mailedTo: user.email },
      });
    });
    return { userId, mailedTo: maskEmail((await findAnyUser(db, userId)).email) };
  }

  return { lookUpUser, listBlocks, blockUser, liftBlock, resetPassword };
}

/** Enough of the address for staff to confirm where the mail went, without reading it aloud. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
