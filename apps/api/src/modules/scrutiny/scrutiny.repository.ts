import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ScrutinyStatus } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import {
  advertisements,
  applications,
  candidates,
  scrutinyAllocations,
  users,
} from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';
import { listPage } from '../../db/paging';
import { selectApplications } from '../applications/index';
import { takeSnapshots } from '../profile/index';

export interface ScrutinyListQuery {
  status?: ScrutinyStatus;
  advertisementId?: number;
  page: number;
  pageSize: number;
  search?: string;
  /** Only the forms allocated to this officer (one without SA sees no others). */
  officerUserId?: number;
}

/** The forms given to an officer. */
export function allocatedTo(executor: Executor, officerUserId: number): SQL {
  return inArray(
    applications.id,
    executor
      .select({ id: scrutinyAllocations.applicationId })
      .from(scrutinyAllocations)
      .where(eq(scrutinyAllocations.officerUserId, officerUserId)),
  );
}

function conditionOf(executor: Executor, query: ScrutinyListQuery): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return and(
    query.status ? eq(applications.scrutinyStatus, query.status) : undefined,
    query.advertisementId ? eq(applications.advertisementId, query.advertisementId) : undefined,
    query.officerUserId ? allocatedTo(executor, query.officerUserId) : undefined,
    pattern
      ? or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(advertisements.code, pattern),
          ilike(sql`${candidates.masterId}::text`, pattern),
        )
      : undefined,
  );
}

export async function listForScrutiny(executor: Executor, query: ScrutinyListQuery) {
  const listed = selectApplications(executor).where(conditionOf(executor, query)).$dynamic();
  return listPage(executor, listed, [asc(applications.appliedAt), asc(applications.id)], query);
}

export async function lockApplication(executor: Executor, id: number) {
  const [row] = await executor
    .select({
      id: applications.id,
      candidateUserId: applications.candidateUserId,
      profileSnapshotId: applications.profileSnapshotId,
      scrutinyStatus: applications.scrutinyStatus,
      scrutinyRemarks: applications.scrutinyRemarks,
      holdReason: applications.holdReason,
      holdUntil: applications.holdUntil,
    })
    .from(applications)
    .where(eq(applications.id, id))
    .for('update');
  return row;
}

/** A decision's outcome; a hold's reason and day, cleared by any other decision. */
export async function setScrutinyOutcome(
  executor: Executor,
  id: number,
  outcome: {
    status: ScrutinyStatus;
    remarks: string;
    holdReason: string | null;
    holdUntil: string | null;
  },
) {
  await executor
    .update(applications)
    .set({
      scrutinyStatus: outcome.status,
      scrutinyRemarks: outcome.remarks,
      holdReason: outcome.holdReason,
      holdUntil: outcome.holdUntil,
    })
    .where(eq(applications.id, id));
}

/**
 * The snapshot the form keeps (decision 163): the one it was sent with, or, when it has none
 * (sent before snapshots were kept, or fixed after a hold), the candidate's profile as it
 * stands, taken now and kept.
 */
export async function keptSnapshotOf(
  executor: Executor,
  form: { id: number; candidateUserId: number; profileSnapshotId: number | null },
): Promise<number> {
  if (form.profileSnapshotId !== null) return form.profileSnapshotId;
  const taken = (await takeSnapshots(executor, [form.candidateUserId])).get(form.candidateUserId)!;
  const [kept] = await executor
    .update(applications)
    .set({ profileSnapshotId: sql`coalesce(${applications.profileSnapshotId}, ${taken})` })
    .where(eq(applications.id, form.id))
    .returning({ id: applications.profileSnapshotId });
  return kept!.id!;
}
