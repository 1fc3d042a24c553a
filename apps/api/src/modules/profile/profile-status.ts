import { sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TProfileStatus, ProfilePart } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import {
  candidateAddresses,
  candidateDocuments,
  candidateEducations,
  candidateExtraDetails,
  candidateProfiles,
  candidates,
} from '../../db/schema';

/** Whether `table` has a row of the candidate being read (by its `owner` column). */
const exists = (table: PgTable, owner: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${table} where ${owner} = ${candidates.userId})`;

type StatusRow = Awaited<ReturnType<typeof readStatusRows>>[number];

function readStatusRows(executor: Executor, candidateUserIds: readonly number[]) {
  // One statement for any number of candidates: apply asks it for a whole batch of
  // applications inside its transaction, where queries cannot overlap.
  return executor
    .select({
      candidateUserId: candidates.userId,
      profileLockedAt: candidates.profileLockedAt,
      documentsLockedAt: candidates.documentsLockedAt,
      hasPersonal: exists(candidateProfiles, candidateProfiles.candidateUserId),
      addressCount: sql<number>`(select count(*)::int from ${candidateAddresses}
        where ${candidateAddresses.candidateUserId} = ${candidates.userId})`,
      hasExtra: exists(candidateExtraDetails, candidateExtraDetails.candidateUserId),
      hasEducation: exists(candidateEducations, candidateEducations.candidateUserId),
      documentKinds: sql<string[]>`array(select ${candidateDocuments.kind}::text
        from ${candidateDocuments} where ${candidateDocuments.candidateUserId} = ${candidates.userId})`,
    })
    .from(candidates)
    .where(sql`${candidates.userId} = any(${sql.param(candidateUserIds)}::int[])`)
    .prepare('profile_statuses')
    .execute();
}

function toProfileStatus(row: StatusRow | undefined): TProfileStatus {
  const kinds = new Set(row?.documentKinds ?? []);
  const missing: ProfilePart[] = [];
  if (!row?.hasPersonal) missing.push('personal');
  if ((row?.addressCount ?? 0) < 2) missing.push('contact');
  if (!row?.hasExtra) missing.push('extra');
  if (!row?.hasEducation) missing.push('education');
  if (!kinds.has('photograph')) missing.push('photograph');
  if (!kinds.has('signature')) missing.push('signature');
  if (!kinds.has('citizenship_front') || !kinds.has('citizenship_back'))
    missing.push('citizenship');
  return {
    locked: row?.profileLockedAt != null,
    documentsLocked: row?.documentsLockedAt != null,
    missing,
  };
}

/**
 * What the commission has locked, and which parts of the profile each candidate still has to
 * give. One function, so the profile page and apply judge completeness alike.
 */
export async function profileStatuses(
  executor: Executor,
  candidateUserIds: readonly number[],
): Promise<Map<number, TProfileStatus>> {
  const rows = new Map(
    (await readStatusRows(executor, candidateUserIds)).map((row) => [row.candidateUserId, row]),
  );
  return new Map(candidateUserIds.map((id) => [id, toProfileStatus(rows.get(id))]));
}

/** The status of one candidate's profile (profileStatuses of one). */
export async function profileStatus(
  executor: Executor,
  candidateUserId: number,
): Promise<TProfileStatus> {
  return (await profileStatuses(executor, [candidateUserId])).get(candidateUserId)!;
}
