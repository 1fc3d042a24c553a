// A hold's window to fix (issue 21; decision 155): the part of the profile a hold names is open
// to the candidate until its day, even when the commission has locked the profile; saving it
// returns the form to its officer's pending list; a job rejects the holds whose day passed.
import {
  HOLD_REASON_PARTS,
  holdReasonsOpening,
  todayIso,
  type EditablePart,
  type HoldReason,
  type TOpenHold,
} from '@niyukti/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { recordApplicationEvents } from '../applications/index';
import { recordAudit } from '../../platform/audit/record-audit';
import { startPoller, type Poller } from '../../platform/jobs/poller';
import * as repo from './hold-window.repository';

/** Each candidate's open holds (reason and last day), for the profile's status. */
export async function openHoldsByCandidate(
  executor: Executor,
  candidateUserIds: readonly number[],
  today: string = todayIso(),
): Promise<Map<number, TOpenHold[]>> {
  const byCandidate = new Map<number, TOpenHold[]>();
  for (const row of await repo.openHoldsOf(executor, candidateUserIds, today)) {
    const holds = byCandidate.get(row.candidateUserId) ?? [];
    holds.push({
      applicationId: row.applicationId,
      reason: row.reason as HoldReason,
      until: row.until!,
    });
    byCandidate.set(row.candidateUserId, holds);
  }
  return byCandidate;
}

/** Whether an open hold of the candidate's opens `part` to them today. */
export async function isOpenedByHold(
  executor: Executor,
  candidateUserId: number,
  part: EditablePart,
  today: string = todayIso(),
) {
  const reasons = await repo.openHoldReasons(executor, candidateUserId, today);
  return reasons.some((reason) => HOLD_REASON_PARTS[reason]?.includes(part));
}

/**
 * The candidate saves `part` (in this transaction): each open hold it fixes goes back to its
 * officer's pending list, on the timeline as "fixed". Returns the forms reopened.
 */
export async function returnFormsFixedBy(
  executor: Executor,
  candidateUserId: number,
  part: EditablePart,
  today: string = todayIso(),
) {
  const reasons = holdReasonsOpening(part);
  if (reasons.length === 0) return [];
  const held = await repo.lockOpenHolds(executor, candidateUserId, reasons, today);
  await repo.reopenForms(
    executor,
    held.map((form) => form.id),
  );
  await recordApplicationEvents(
    executor,
    held.map((form) => ({
      applicationId: form.id,
      kind: 'hold-fixed',
      actorUserId: candidateUserId,
      detail: { holdReason: form.holdReason, part },
    })),
  );
  return held.map((form) => form.id);
}

/** How often the job looks for expired holds: a hold's day ends at midnight, Nepal time. */
export const HOLD_EXPIRY_INTERVAL_MS = 10 * 60_000;
const BATCH_SIZE = 500;

/**
 * One tick: rejects every hold whose last day passed before `today`, keeping its reason and
 * remark to say why (the clock is a parameter so tests can run it on a later day).
 */
export async function rejectExpiredHolds(db: Database, today: string = todayIso()) {
  return db.transaction(async (tx) => {
    const expired = await repo.lockExpiredHolds(tx, today, BATCH_SIZE);
    await repo.rejectForms(
      tx,
      expired.map((form) => form.id),
    );
    await recordApplicationEvents(
      tx,
      expired.map((form) => ({
        applicationId: form.id,
        kind: 'scrutiny',
        actorUserId: null,
        detail: {
          from: 'hold',
          to: 'rejected',
          remarks: form.scrutinyRemarks,
          holdReason: form.holdReason,
          holdUntil: form.holdUntil,
          holdExpired: true,
        },
      })),
    );
    for (const form of expired)
      await recordAudit(tx, {
        actorUserId: null,
        action: 'scrutiny.holdExpired',
        entity: 'application',
        entityId: String(form.id),
        before: { scrutinyStatus: 'hold', holdUntil: form.holdUntil },
        after: { scrutinyStatus: 'rejected' },
      });
    return expired.length;
  });
}

/** Started with the app (main.ts) and stopped at shutdown. */
export function startHoldExpiry(
  db: Database,
  log: FastifyBaseLogger,
  intervalMs = HOLD_EXPIRY_INTERVAL_MS,
): Poller {
  return startPoller('hold-expiry', intervalMs, () => rejectExpiredHolds(db), log);
}
