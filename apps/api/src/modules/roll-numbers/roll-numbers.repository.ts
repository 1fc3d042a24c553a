import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { RollNumberOrder } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { advertisements, applications, candidates, users } from '../../db/schema';

/** The master-config order, as SQL; the application id breaks every tie the same way. */
const ORDER_BY: Record<RollNumberOrder, SQL[]> = {
  applied_at: [sql`${applications.appliedAt} asc`],
  name: [
    sql`lower(${users.firstName}) asc`,
    sql`lower(coalesce(${users.middleName}, '')) asc`,
    sql`lower(${users.lastName}) asc`,
  ],
  master_id: [sql`${candidates.masterId} asc`],
};

const orderOf = (value: string): SQL[] => ORDER_BY[value as RollNumberOrder] ?? ORDER_BY.applied_at;

/** Locks the advertisement: two staff generating at once queue instead of sharing numbers. */
export async function lockAdvertisement(executor: Executor, advertisementId: number) {
  const [row] = await executor
    .select({ id: advertisements.id })
    .from(advertisements)
    .where(eq(advertisements.id, advertisementId))
    .for('update');
  return row;
}

export async function highestRollNumber(executor: Executor, advertisementId: number) {
  const [highest] = await executor
    .select({ value: sql<number>`coalesce(max(${applications.rollNumber}::integer), 0)` })
    .from(applications)
    .where(
      and(eq(applications.advertisementId, advertisementId), isNotNull(applications.rollNumber)),
    );
  return Number(highest?.value ?? 0);
}

/**
 * Numbers every approved, paid application of the advertisement that has none, after `highest`,
 * in `order`: one UPDATE over the applications ranked by row_number(), whatever their count.
 */
export async function assignRollNumbers(
  executor: Executor,
  advertisementId: number,
  highest: number,
  order: string,
) {
  const ranked = sql.join([...orderOf(order), sql`${applications.id} asc`], sql`, `);
  const waiting = executor.$with('waiting').as(
    executor
      .select({
        id: sql<number>`${applications.id}`.as('waiting_id'),
        place: sql<number>`row_number() over (order by ${ranked})`.as('place'),
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.candidateUserId))
      .innerJoin(candidates, eq(candidates.userId, applications.candidateUserId))
      .where(
        and(
          eq(applications.advertisementId, advertisementId),
          eq(applications.scrutinyStatus, 'approved'),
          eq(applications.paymentStatus, 'paid'),
          isNull(applications.rollNumber),
        ),
      ),
  );
  const assigned = await executor
    .with(waiting)
    .update(applications)
    .set({ rollNumber: sql`(${highest}::integer + ${waiting.place})::text` })
    .from(waiting)
    .where(eq(applications.id, waiting.id))
    .returning({ id: applications.id, rollNumber: applications.rollNumber });
  return assigned
    .map((row) => ({ id: row.id, rollNumber: row.rollNumber! }))
    .sort((a, b) => Number(a.rollNumber) - Number(b.rollNumber));
}
