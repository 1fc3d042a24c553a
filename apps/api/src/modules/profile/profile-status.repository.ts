import { isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
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

/** The candidate's addresses (permanent and mailing: both are needed). */
const addressCount = sql<number>`(select count(*)::int from ${candidateAddresses}
  where ${candidateAddresses.candidateUserId} = ${candidates.userId})`;

/** The documents a complete profile has, each once (profile-status.ts's rule). */
const REQUIRED_DOCUMENTS = [
  'photograph',
  'signature',
  'citizenship_front',
  'citizenship_back',
] as const;

// One statement for any number of candidates: apply asks it for a whole batch of applications.
// Named and built once (db/named-statement.ts): apply asks it for every batch.
const statusRows = namedStatement('profile_statuses', (executor) =>
  executor
    .select({
      candidateUserId: candidates.userId,
      profileLockedAt: candidates.profileLockedAt,
      documentsLockedAt: candidates.documentsLockedAt,
      hasPersonal: exists(candidateProfiles, candidateProfiles.candidateUserId),
      addressCount,
      hasExtra: exists(candidateExtraDetails, candidateExtraDetails.candidateUserId),
      hasEducation: exists(candidateEducations, candidateEducations.candidateUserId),
      documentKinds: sql<string[]>`array(select ${candidateDocuments.kind}::text
        from ${candidateDocuments} where ${candidateDocuments.candidateUserId} = ${candidates.userId})`,
    })
    .from(candidates)
    .where(sql`${candidates.userId} = any(${sql.placeholder('candidateUserIds')}::int[])`),
);

export function readStatusRows(executor: Executor, candidateUserIds: readonly number[]) {
  return statusRows(executor).execute({ candidateUserIds });
}

export type StatusRow = Awaited<ReturnType<typeof readStatusRows>>[number];

/**
 * Judges the profiles not judged since they last changed (`candidates.profile_complete` is null:
 * new, or a save marked the change, see markProfileChanged) by the rule of profile-status.ts on
 * the facts readStatusRows reads: personal details, both addresses, extra details, at least one
 * education, and all four documents. So the count of complete profiles passes over the few that
 * changed since the last one, not over every profile table (decision 169).
 */
export async function judgeChangedProfiles(executor: Executor) {
  const requiredDocuments = sql`(select count(*) from ${candidateDocuments}
    where ${candidateDocuments.candidateUserId} = ${candidates.userId}
      and ${candidateDocuments.kind} in ${[...REQUIRED_DOCUMENTS]})`;
  await executor
    .update(candidates)
    .set({
      profileComplete: sql`${exists(candidateProfiles, candidateProfiles.candidateUserId)}
        and ${exists(candidateExtraDetails, candidateExtraDetails.candidateUserId)}
        and ${exists(candidateEducations, candidateEducations.candidateUserId)}
        and ${addressCount} >= 2
        and ${requiredDocuments} = ${REQUIRED_DOCUMENTS.length}`,
    })
    .where(isNull(candidates.profileComplete));
}
