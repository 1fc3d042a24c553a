import { asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { advertisements, applications, posts } from '../../db/schema';

/** Every advertisement with the application counts staff need before generating roll numbers. */
export async function listAdvertisementsWithCounts(executor: Executor) {
  return executor
    .select({
      id: advertisements.id,
      code: advertisements.code,
      advertisementNumber: advertisements.advertisementNumber,
      status: advertisements.status,
      postEn: posts.nameEn,
      postNe: posts.nameNe,
      vacancyCount: advertisements.vacancyCount,
      applications: count(applications.id),
      approvedAndPaid:
        sql<number>`count(*) filter (where ${applications.scrutinyStatus} = 'approved' and ${applications.paymentStatus} = 'paid')`.mapWith(
          Number,
        ),
      withRollNumber: sql<number>`count(${applications.rollNumber})`.mapWith(Number),
    })
    .from(advertisements)
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .leftJoin(applications, eq(applications.advertisementId, advertisements.id))
    .groupBy(advertisements.id, posts.id)
    .orderBy(asc(advertisements.advertisementNumber));
}
