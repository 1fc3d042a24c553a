import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { posts, quotas, requisitions } from '../../db/schema';

/** The requisition to distribute: its state, its posts, and its post's class and service. */
export async function findRequisition(executor: Executor, id: number) {
  const [row] = await executor
    .select({
      id: requisitions.id,
      status: requisitions.status,
      totalVacancy: requisitions.totalVacancy,
      postId: requisitions.postId,
      demandOfficeId: requisitions.demandOfficeId,
      classId: posts.classId,
      serviceId: posts.serviceId,
    })
    .from(requisitions)
    .innerJoin(posts, eq(posts.id, requisitions.postId))
    .where(eq(requisitions.id, id));
  return row;
}

/**
 * An active quota by its code: OPEN, which phase 2's "open for all" fills, or INTERNAL, which
 * advertises phase 1's internal competition where master data has it.
 */
export async function findQuotaByCode(executor: Executor, code: 'OPEN' | 'INTERNAL') {
  const [row] = await executor
    .select({ id: quotas.id, nameEn: quotas.nameEn, nameNe: quotas.nameNe })
    .from(quotas)
    .where(and(eq(quotas.code, code), eq(quotas.active, true)));
  return row;
}
