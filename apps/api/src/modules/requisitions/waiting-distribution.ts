import type { RequisitionAction, RequisitionStatus, TRequisitionQuery } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { toRequisitionSummary } from './requisitions.mapper';
import * as repo from './requisitions.repository';

/**
 * The requisitions the distribution officers (PD) split between the groups, every office's,
 * newest first: approved ones, and distributed ones until their distribution is approved.
 * Summaries only (no document, no remarks).
 */
export async function listRequisitionsToDistribute(
  executor: Executor,
  query: Omit<TRequisitionQuery, 'status'>,
) {
  const { rows, total } = await repo.listRequisitions(executor, 'all', {
    ...query,
    status: ['approved', 'distributed'],
  });
  return {
    items: rows.map(toRequisitionSummary),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * One requisition the distribution officers may open: approved, distributed or advertised (a
 * filed or rejected one is not theirs to see: undefined, "not found").
 */
export async function findRequisitionToDistribute(executor: Executor, id: number) {
  const row = await repo.findRequisitionView(executor, id, 'all');
  const distributable: readonly RequisitionStatus[] = ['approved', 'distributed', 'advertised'];
  return row && distributable.includes(row.requisition.status)
    ? toRequisitionSummary(row)
    : undefined;
}

/** The requisition a distribution step acts on, locked until the caller's transaction ends. */
export function lockRequisitionToDistribute(executor: Executor, id: number) {
  return repo.lockForDistribution(executor, id);
}

/**
 * A step the distribution takes in the requisition's flow (distributed, returned, advertised):
 * its new state and the line on its timeline, in the caller's transaction.
 */
export async function recordDistributionStep(
  executor: Executor,
  requisitionId: number,
  step: {
    status: RequisitionStatus;
    action: RequisitionAction;
    actorUserId: number;
    remarks?: string;
  },
) {
  await repo.updateRequisition(executor, requisitionId, { status: step.status });
  await repo.insertEvent(executor, {
    requisitionId,
    action: step.action,
    actorUserId: step.actorUserId,
    remarks: step.remarks ?? null,
  });
}
