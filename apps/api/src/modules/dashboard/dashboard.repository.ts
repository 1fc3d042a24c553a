import { and, count, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
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
 * Judges the profiles not judged since they last changed (`candidates.profile_complete` is null:
 * new, or a save forgot the judgement, see markProfileChanged) by the rules of `profileStatus`
 * (profile-status.ts): personal details, both addresses, extra details, at least one education,
 * and all four documents. So a count passes over the few that changed since the last one, not
 * over every profile table (decision 169).
 */
async function judgeChangedProfiles(executor: Executor) {
  const has = (table: typeof candidateProfiles | typeof candidateExtraDetails) =>
    exists(
      executor
        .select({ one: sql`1` })
        .from(table)
        .where(eq(table.candidateUserId, candidates.userId)),
    );
  const hasEducation = exists(
    executor
      .select({ one: sql`1` })
      .from(candidateEducations)
      .where(eq(candidateEducations.candidateUserId, candidates.userId)),
  );
  const addresses = executor
    .select({ n: count() })
    .from(candidateAddresses)
    .where(eq(candidateAddresses.candidateUserId, candidates.userId));
  const documents = executor
    .select({ n: count() })
    .from(candidateDocuments)
    .where(
      and(
        eq(candidateDocuments.candidateUserId, candidates.userId),
        inArray(candidateDocuments.kind, [...REQUIRED_DOCUMENTS]),
      ),
    );
  await executor
    .update(candidates)
    .set({
      profileComplete: sql`${and(
        has(candidateProfiles),
        has(candidateExtraDetails),
        hasEducation,
        sql`(${addresses}) >= 2`,
        sql`(${documents}) = ${REQUIRED_DOCUMENTS.length}`,
      )}`,
    })
    .where(isNull(candidates.profileComplete));
}

/**
 * Candidates whose profile misses no part, the changed ones judged first. `onlyUserIds` narrows
 * the count (the test that it agrees with profileStatus).
 */
export async function countCompleteProfiles(executor: Executor, onlyUserIds?: number[]) {
  await judgeChangedProfiles(executor);
  const [row] = await executor
    .select({ value: count() })
    .from(candidates)
    .where(
      and(
        eq(candidates.profileComplete, true),
        onlyUserIds ? inArray(candidates.userId, onlyUserIds) : undefined,
      ),
    );
  return row?.value ?? 0;
}
