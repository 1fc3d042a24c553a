import { sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

export type StatusRow = Awaited<ReturnType<typeof readStatusRows>>[number];

export function readStatusRows(executor: Executor, candidateUserIds: readonly number[]) {
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
