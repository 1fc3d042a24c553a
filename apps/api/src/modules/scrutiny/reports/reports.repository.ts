import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { applications } from '../../../db/schema';

// The advertisement report's counts, live from the applications (one index read per page).

export interface AdvertisementStatusCounts {
  advertisementId: number;
  totalApplicant: number;
  paidCount: number;
  pendingCount: number;
  holdCount: number;
  approvedCount: number;
  rejectedCount: number;
}

const paidWith = (status: string) =>
  sql<number>`count(*) filter (where ${applications.paymentStatus} = 'paid'
    and ${applications.scrutinyStatus} = ${status})::int`;

/** Each advertisement's applications, and its forms by scrutiny status (the advertisement report). */
export function statusCountsOf(
  executor: Executor,
  advertisementIds: readonly number[],
): Promise<AdvertisementStatusCounts[]> {
  if (advertisementIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      advertisementId: applications.advertisementId,
      totalApplicant: sql<number>`count(*)::int`,
      paidCount: sql<number>`count(*) filter (where ${applications.paymentStatus} = 'paid')::int`,
      pendingCount: paidWith('pending'),
      holdCount: paidWith('hold'),
      approvedCount: paidWith('approved'),
      rejectedCount: paidWith('rejected'),
    })
    .from(applications)
    .where(inArray(applications.advertisementId, [...advertisementIds]))
    .groupBy(applications.advertisementId);
}
