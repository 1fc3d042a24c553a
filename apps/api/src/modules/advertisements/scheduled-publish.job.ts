// The scheduled publish (back-office.md §4): a pending advertisement given a moment to publish
// at becomes pre-live once that moment has passed. Run by a poller in every API instance; the
// rows are claimed with FOR UPDATE SKIP LOCKED, so two instances never publish one twice.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { startPoller, type Poller } from '../../platform/jobs/poller';
import * as repo from './lifecycle.repository';
import type { ReadInvalidation } from '../../platform/shared-reads/read-invalidation';

/** How often the job looks for due advertisements unless told otherwise. */
export const SCHEDULED_PUBLISH_INTERVAL_MS = 60_000;

const BATCH_SIZE = 50;

/**
 * One tick: publishes every pending advertisement scheduled at or before `now` (the clock is a
 * parameter so tests can tick before and after the moment). Returns how many were published.
 */
export async function publishDueAdvertisements(db: Database, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const due = await repo.lockDueScheduled(tx, now, BATCH_SIZE);
    for (const before of due) {
      const after = await repo.updateAdvertisement(tx, before.id, {
        status: 'pre_live',
        publishedAt: now,
      });
      await repo.insertEvent(tx, {
        advertisementId: before.id,
        action: 'publish',
        fromStatus: 'pending',
        toStatus: 'pre_live',
        actorUserId: null,
        remarks: 'scheduled',
      });
      await repo.recordSchedulerAudit(tx, {
        action: 'advertisement.publish',
        entityId: String(before.id),
        before,
        after,
      });
    }
    return due.length;
  });
}

/** One tick of the job: publishes what is due, and tells the shared reads when it did. */
export async function publishDueAndTell(db: Database, reads: ReadInvalidation, now = new Date()) {
  const published = await publishDueAdvertisements(db, now);
  if (published > 0) await reads.changed('advertisements');
  return published;
}

/** Started with the app (main.ts) and stopped at shutdown. */
export function startScheduledPublishing(
  { db, reads }: { db: Database; reads: ReadInvalidation },
  log: FastifyBaseLogger,
  intervalMs = SCHEDULED_PUBLISH_INTERVAL_MS,
): Poller {
  return startPoller('scheduled-publish', intervalMs, () => publishDueAndTell(db, reads), log);
}
