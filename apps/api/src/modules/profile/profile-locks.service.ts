import {
  MESSAGES,
  type TCandidateLocks,
  type TCandidateLockView,
  type TPageQuery,
} from '@niyukti/shared';
import type { Database } from '../../db/client';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors/app-error';
import { notifyLockChanges } from '../notifications/index';
import * as repo from './profile-locks.repository';

const toView = (row: repo.LockRow): TCandidateLockView => ({
  ...row,
  profileLockedAt: row.profileLockedAt?.toISOString() ?? null,
  documentsLockedAt: row.documentsLockedAt?.toISOString() ?? null,
});

const candidateNotFound = () => new AppError('NOT_FOUND', null, MESSAGES['access.userNotFound']);

/** LUP: who is locked, one candidate's locks, and setting them. */
export function createProfileLockService(db: Database) {
  return {
    async list(query: TPageQuery) {
      const { rows, total } = await repo.listLockedCandidates(db, query);
      return { items: rows.map(toView), total, page: query.page, pageSize: query.pageSize };
    },

    async ofCandidate(masterId: number) {
      const row = await repo.findLocksByMasterId(db, masterId);
      if (!row) throw candidateNotFound();
      return toView(row);
    },

    /** Sets both locks; a lock already on keeps its time, so the list shows when it began. */
    async set(masterId: number, locks: TCandidateLocks, actorUserId: number) {
      return db.transaction(async (tx) => {
        const before = await repo.findLocksByMasterId(tx, masterId, true);
        if (!before) throw candidateNotFound();
        const now = new Date();
        await repo.updateLocks(tx, masterId, {
          profileLockedAt: locks.profileLocked ? (before.profileLockedAt ?? now) : null,
          documentsLockedAt: locks.documentsLocked ? (before.documentsLockedAt ?? now) : null,
        });
        const after = toView((await repo.findLocksByMasterId(tx, masterId))!);
        await recordAudit(tx, {
          actorUserId,
          action: 'candidate.locks',
          entity: 'candidate',
          entityId: String(masterId),
          before: toView(before),
          after,
        });
        await notifyLockChanges(tx, before.userId, before, after);
        return after;
      });
    },
  };
}
