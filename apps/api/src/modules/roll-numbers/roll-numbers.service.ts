import { and, asc, eq, isNull, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advertisements, applications } from '../../db/schema';
import { AppError } from '../../platform/errors/app-error';
import { recordApplicationEvent } from '../applications/applications.repository';
import { recordAudit } from '../../platform/audit/record-audit';

/**
 * Gives every approved, paid application of an advertisement that has none a roll number,
 * continuing after the highest one already given, in order of application. The advertisement
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
      const waiting = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            eq(applications.advertisementId, advertisementId),
            eq(applications.scrutinyStatus, 'approved'),
            eq(applications.paymentStatus, 'paid'),
            isNull(applications.rollNumber),
          ),
        )
        .orderBy(asc(applications.appliedAt), asc(applications.id));

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
