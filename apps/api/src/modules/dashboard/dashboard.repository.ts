import { and, count, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  advertisements,
  applications,
  candidateAddresses,
  candidateDocuments,
  candidateEducations,
  candidateExtraDetails,
  candidateProfiles,
  candidates,
} from '../../db/schema';

// Counts only: every figure is one aggregate, answered from indexes where it can be, so the
// dashboard never loads rows (bench: 500k candidates).

/** Live advertisements and the posts they advertise. */
export async function countLiveAdvertisements(executor: Executor) {
  const [row] = await executor
    .select({
      advertisements: count(),
      vacancies: sql<number>`coalesce(sum(${advertisements.vacancyCount}), 0)::int`,
    })
    .from(advertisements)
    .where(eq(advertisements.status, 'live'));
  return { advertisements: row?.advertisements ?? 0, vacancies: Number(row?.vacancies ?? 0) };
}

/** Applications to live advertisements (an index-only count on applications' advertisement index). */
export async function countApplicationsToLiveAdvertisements(executor: Executor) {
  const [row] = await executor
    .select({ value: count() })
    .from(applications)
    .innerJoin(advertisements, eq(advertisements.id, applications.advertisementId))
    .where(eq(advertisements.status, 'live'));
  return row?.value ?? 0;
}

export async function countCandidates(executor: Executor) {
  const [row] = await executor.select({ value: count() }).from(candidates);
  return row?.value ?? 0;
}

const REQUIRED_DOCUMENTS = [
  'photograph',
  'signature',
  'citizenship_front',
  'citizenship_back',
] as const;

/**
 * Candidates whose profile misses no part: the rules of `profileStatus` (profile-status.ts)
 * as one aggregate — personal details, both addresses, extra details, at least one education,
 * and all four documents. `onlyUserIds` narrows the count (the test that the two agree).
 * Each grouped subquery is one pass over its table, joined by hash: linear in the candidates.
 */
export async function countCompleteProfiles(executor: Executor, onlyUserIds?: number[]) {
  const bothAddresses = executor
    .select({ userId: candidateAddresses.candidateUserId })
    .from(candidateAddresses)
    .groupBy(candidateAddresses.candidateUserId)
    .having(sql`count(*) >= 2`);
  const allDocuments = executor
    .select({ userId: candidateDocuments.candidateUserId })
    .from(candidateDocuments)
    .where(inArray(candidateDocuments.kind, [...REQUIRED_DOCUMENTS]))
    .groupBy(candidateDocuments.candidateUserId)
    .having(sql`count(*) = ${REQUIRED_DOCUMENTS.length}`);
  const [row] = await executor
    .select({ value: count() })
    .from(candidates)
    .where(
      and(
        onlyUserIds ? inArray(candidates.userId, onlyUserIds) : undefined,
        exists(
          executor
            .select({ one: sql`1` })
            .from(candidateProfiles)
            .where(eq(candidateProfiles.candidateUserId, candidates.userId)),
        ),
        exists(
          executor
            .select({ one: sql`1` })
            .from(candidateExtraDetails)
            .where(eq(candidateExtraDetails.candidateUserId, candidates.userId)),
        ),
        exists(
          executor
            .select({ one: sql`1` })
            .from(candidateEducations)
            .where(eq(candidateEducations.candidateUserId, candidates.userId)),
        ),
        inArray(candidates.userId, bothAddresses),
        inArray(candidates.userId, allDocuments),
      ),
    );
  return row?.value ?? 0;
}
