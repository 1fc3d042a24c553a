import { and, asc, eq, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { RollNumberOrder } from '@niyukti/shared';
import type { Database } from '../../db/client';
import { advertisements, applications, candidates, users } from '../../db/schema';
import { readMasterConfig } from '../master-data/master-config.repository';
import { AppError } from '../../platform/errors/app-error';
import { recordApplicationEvent } from '../applications/applications.repository';
import { recordAudit } from '../../platform/audit/record-audit';

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

/**
 * Gives every approved, paid application of an advertisement that has none a roll number,
 * continuing after the highest one already given, in the order master config sets. The advertisement
 * row is locked so two staff pressing "generate" at once cannot hand out the same numbers
 * (and the unique (advertisement, roll number) constraint would refuse it anyway).
 */
export function createRollNumberService(db: Database) {
  async function generateRollNumbers(advertisementId: number, actorUserId: number) {
    return db.transaction(async (tx) => {
      const [advertisement] = await tx
        .select({ id: advertisements.id })
        .from(advertisements)
        .where(eq(advertisements.id, advertisementId))
        .for('update');
      if (!advertisement) throw new AppError('NOT_FOUND');

      const [highest] = await tx
        .select({ value: sql<number>`coalesce(max(${applications.rollNumber}::integer), 0)` })
        .from(applications)
        .where(
          and(
            eq(applications.advertisementId, advertisementId),
            isNotNull(applications.rollNumber),
          ),
        );
      const { rollNumberGenerationOrder } = await readMasterConfig(tx);
      const waiting = await tx
        .select({ id: applications.id })
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
        )
        .orderBy(...orderOf(rollNumberGenerationOrder), asc(applications.id));

      let next = Number(highest?.value ?? 0);
      for (const { id } of waiting) {
        next += 1;
        const rollNumber = String(next);
        await tx.update(applications).set({ rollNumber }).where(eq(applications.id, id));
        await recordApplicationEvent(tx, {
          applicationId: id,
          kind: 'roll-number',
          actorUserId,
          detail: { rollNumber },
        });
      }
      await recordAudit(tx, {
        actorUserId,
        action: 'roll-numbers.generate',
        entity: 'advertisement',
        entityId: String(advertisementId),
        before: null,
        after: { assigned: waiting.length, lastRollNumber: next },
      });
      return { assigned: waiting.length };
    });
  }

  return { generateRollNumbers };
}
