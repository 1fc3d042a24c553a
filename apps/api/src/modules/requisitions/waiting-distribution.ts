import type { TRequisitionQuery } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { toRequisitionSummary } from './requisitions.mapper';
import * as repo from './requisitions.repository';

/**
 * The approved requisitions, every office's, newest first: what the distribution officers (PD)
 * split between the groups. Summaries only (no document, no remarks).
 */
export async function listRequisitionsToDistribute(
  executor: Executor,
  query: Omit<TRequisitionQuery, 'status'>,
) {
  const { rows, total } = await repo.listRequisitions(executor, 'all', {
    ...query,
    status: 'approved',
  });
  return {
    items: rows.map(toRequisitionSummary),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
