import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { advertisements, applications, candidates } from '../../db/schema';
import { judgeChangedProfiles } from '../profile/index';

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
