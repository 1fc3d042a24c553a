import { eq, sql, type AnyColumn } from 'drizzle-orm';
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

/**
 * What the commission has locked, and which parts of the profile a candidate still has to
 * give. One function, so the profile page and apply judge completeness alike.
 */
export async function profileStatus(
  executor: Executor,
  candidateUserId: number,
): Promise<TProfileStatus> {
  // One statement: apply asks this inside its transaction, where queries cannot overlap.
  const [row] = await executor
    .select({
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
    .where(eq(candidates.userId, candidateUserId));
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
