import { paymentWindowOf, todayIso } from '@niyukti/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import * as repo from './applications.repository';

/**
 * Spec §4: once the single fee's payment date has passed unpaid, the candidate may convert the
 * application to the double fee until the double-fee submission deadline; it is then payable
 * until the double-fee payment last date. The application row is locked, so a double click or
 * a retry finds it converted and changes nothing (the fee doubles once).
 */
export function createDoubleFeeService(db: Database) {
  async function convertToDoubleFee(applicationId: number, candidateUserId: number) {
    await db.transaction(async (tx) => {
      await repo.lockApplicationRow(tx, applicationId);
      const row = await repo.findApplicationOfCandidate(tx, applicationId, candidateUserId);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.doubleFee) return;
      const window = paymentWindowOf(row, todayIso());
      if (row.paymentStatus !== 'unpaid' || window.state !== 'convertible')
        throw new AppError('DOUBLE_FEE_UNAVAILABLE', {
          paymentStatus: row.paymentStatus,
          paymentWindow: window.state,
        });
      const toPaisa = row.feePaisa * 2;
      await repo.setDoubleFee(tx, applicationId, toPaisa);
      await repo.recordApplicationEvent(tx, {
        applicationId,
        kind: 'double-fee',
        actorUserId: candidateUserId,
        detail: { fromPaisa: row.feePaisa, toPaisa },
      });
    });
  }
  return { convertToDoubleFee };
}
