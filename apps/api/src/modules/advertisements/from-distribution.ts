// The advertisements an approved distribution makes (decision 148): one pending advertisement per
// quota with seats, under the number the distribution reserved for it, carrying its requisition,
// organization and fiscal year. Their dates wait for the publish form, which sets all seven.
import { advertisementCodeOf } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../platform/audit/record-audit';
import * as repo from './lifecycle.repository';

export interface DistributedQuota {
  quotaId: number;
  advertisementNumber: string;
  seats: number;
}

export interface DistributedRequisition {
  requisitionId: number;
  requisitionNumber: string;
  postId: number;
  organizationId: number;
  fiscalYear: string;
}

/** The master-data fee of the post's class; null when the class has none (approval waits). */
export async function findClassFee(executor: Executor, postId: number) {
  return repo.findClassFee(executor, postId);
}

/** An advertisement already holding the code a reserved number would give. */
export async function codeTaken(executor: Executor, advertisementNumber: string) {
  return repo.findClash(executor, 'code', advertisementCodeOf(advertisementNumber));
}

/**
 * Makes the pending advertisements inside the caller's transaction and answers their ids, in the
 * order of `quotas`. Every active exam centre is offered until exam planning narrows them.
 */
export async function createDistributedAdvertisements(
  tx: Executor,
  requisition: DistributedRequisition,
  quotas: readonly DistributedQuota[],
  fee: { basicPaisa: number; extraPaisa: number },
  actorUserId: number,
): Promise<number[]> {
  const centreIds = await repo.listActiveExamCentreIds(tx);
  const ids: number[] = [];
  for (const quota of quotas) {
    const row = await repo.insertAdvertisement(tx, {
      code: advertisementCodeOf(quota.advertisementNumber),
      advertisementNumber: quota.advertisementNumber,
      postId: requisition.postId,
      quotaId: quota.quotaId,
      localBodyId: null,
      vacancyCount: quota.seats,
      feePaisa: fee.basicPaisa,
      extraFeePaisa: fee.extraPaisa,
      status: 'pending',
      requisitionId: requisition.requisitionId,
      organizationId: requisition.organizationId,
      fiscalYear: requisition.fiscalYear,
    });
    if (centreIds.length > 0) await repo.insertExamCentres(tx, row.id, centreIds);
    await repo.insertEvent(tx, {
      advertisementId: row.id,
      action: 'create',
      fromStatus: null,
      toStatus: 'pending',
      actorUserId,
      remarks: requisition.requisitionNumber,
    });
    await recordAudit(tx, {
      actorUserId,
      action: 'advertisement.create',
      entity: 'advertisement',
      entityId: String(row.id),
      before: null,
      after: { ...row, examCentreIds: centreIds },
    });
    ids.push(row.id);
  }
  return ids;
}
