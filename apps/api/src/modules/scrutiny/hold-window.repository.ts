import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { HoldReason } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { advertisements, applications } from '../../db/schema';

const isHeld = eq(applications.scrutinyStatus, 'hold');

/** The reasons of a candidate's holds still open on `today` (their day not passed). */
export async function openHoldReasons(executor: Executor, candidateUserId: number, today: string) {
  const rows = await executor
    .select({ holdReason: applications.holdReason })
    .from(applications)
    .where(
      and(
        eq(applications.candidateUserId, candidateUserId),
        isHeld,
        gte(applications.holdUntil, today),
      ),
    );
  return rows.map((row) => row.holdReason as HoldReason);
}

/** The open holds (day not passed) of each candidate, soonest day first. */
export function openHoldsOf(
  executor: Executor,
  candidateUserIds: readonly number[],
  today: string,
) {
  if (candidateUserIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      candidateUserId: applications.candidateUserId,
      applicationId: applications.id,
      reason: applications.holdReason,
      until: applications.holdUntil,
    })
    .from(applications)
    .where(
      and(
        inArray(applications.candidateUserId, [...candidateUserIds]),
        isHeld,
        gte(applications.holdUntil, today),
      ),
    )
    .orderBy(applications.holdUntil, applications.id);
}

/** A candidate's open holds for `reasons`, locked: the fix returns them to their officers. */
export function lockOpenHolds(
  executor: Executor,
  candidateUserId: number,
  reasons: readonly HoldReason[],
  today: string,
) {
  return executor
    .select({ id: applications.id, holdReason: applications.holdReason })
    .from(applications)
    .innerJoin(advertisements, eq(advertisements.id, applications.advertisementId))
    .where(
      and(
        eq(applications.candidateUserId, candidateUserId),
        isHeld,
        gte(applications.holdUntil, today),
        inArray(applications.holdReason, [...reasons]),
        sql`${advertisements.scrutinyFinalisedAt} is null`,
      ),
    )
    .for('update', { of: applications });
}

/** Back to pending: the officer decides again; the hold's reason and day are cleared. */
export async function reopenForms(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return;
  await executor
    .update(applications)
    // The fix is being saved in this transaction: the form's snapshot is taken again, of the
    // fixed profile, when the officer next reads or decides it (decision 163).
    .set({ scrutinyStatus: 'pending', holdReason: null, holdUntil: null, profileSnapshotId: null })
    .where(inArray(applications.id, [...ids]));
}

/** Holds whose last day passed before `today`, claimed so two instances never reject one twice. */
export function lockExpiredHolds(executor: Executor, today: string, limit: number) {
  return executor
    .select({
      id: applications.id,
      holdReason: applications.holdReason,
      holdUntil: applications.holdUntil,
      scrutinyRemarks: applications.scrutinyRemarks,
    })
    .from(applications)
    .where(and(isHeld, lt(applications.holdUntil, today)))
    .orderBy(applications.holdUntil, applications.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Rejected: the hold's reason and day stay, to say why. */
export async function rejectForms(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return;
  await executor
    .update(applications)
    .set({ scrutinyStatus: 'rejected' })
    .where(inArray(applications.id, [...ids]));
}
