import { MESSAGES } from '@niyukti/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { recordAudit } from '../../platform/audit/record-audit';
import { recordApplicationEvents } from '../applications/index';
import { readMasterConfig } from '../master-data/index';
import { isScrutinyFinalised } from '../scrutiny/index';
import * as repo from './roll-numbers.repository';

/**
 * Once scrutiny of the advertisement is finalised, gives every approved, paid application of an advertisement that has none a roll number,
 * continuing after the highest one already given, in the order master config sets. The
 * advertisement row is locked so two staff pressing "generate" at once cannot hand out the same
 * numbers (and the unique (advertisement, roll number) constraint would refuse it anyway).
 */
export function createRollNumberService(db: Database) {
  async function generateRollNumbers(advertisementId: number, actorUserId: number) {
    return db.transaction(async (tx) => {
      if (!(await repo.lockAdvertisement(tx, advertisementId))) throw new AppError('NOT_FOUND');
      // Roll numbers go to the approved forms, which are final only once scrutiny is (issue 21).
      if (!(await isScrutinyFinalised(tx, advertisementId)))
        throw new AppError('CONFLICT', null, MESSAGES['rollNumbers.scrutinyNotFinalised']);
      const highest = await repo.highestRollNumber(tx, advertisementId);
      const { rollNumberGenerationOrder } = await readMasterConfig(tx);
      const assigned = await repo.assignRollNumbers(
        tx,
        advertisementId,
        highest,
        rollNumberGenerationOrder,
      );
      await recordApplicationEvents(
        tx,
        assigned.map(({ id, rollNumber }) => ({
          applicationId: id,
          kind: 'roll-number',
          actorUserId,
          detail: { rollNumber },
        })),
      );
      await recordAudit(tx, {
        actorUserId,
        action: 'roll-numbers.generate',
        entity: 'advertisement',
        entityId: String(advertisementId),
        before: null,
        after: { assigned: assigned.length, lastRollNumber: highest + assigned.length },
      });
      return { assigned: assigned.length };
    });
  }

  return { generateRollNumbers };
}
