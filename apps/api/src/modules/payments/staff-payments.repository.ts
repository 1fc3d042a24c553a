import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentAttemptStatus } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { listPage } from '../../db/paging';
import { containsPattern } from '../../db/like-pattern';
import { advertisements, applications, candidates, payments, posts, users } from '../../db/schema';

const staffPaymentColumns = {
  id: payments.id,
  ebpCode: payments.ebpCode,
  orderId: payments.orderId,
  provider: payments.provider,
  amountPaisa: payments.amountPaisa,
  status: payments.status,
  providerRef: payments.providerRef,
  providerStatus: payments.providerStatus,
  refundReason: payments.refundReason,
  createdAt: payments.createdAt,
  paidAt: payments.paidAt,
  checkedAt: payments.checkedAt,
  checkCount: payments.checkCount,
  applicationId: payments.applicationId,
  applicationPaymentStatus: applications.paymentStatus,
  feePaisa: applications.feePaisa,
  masterId: candidates.masterId,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  advertisementCode: advertisements.code,
  advertisementNumber: advertisements.advertisementNumber,
  postEn: posts.nameEn,
  postNe: posts.nameNe,
};

export type StaffPaymentRow = Awaited<ReturnType<typeof listStaffPayments>>['items'][number];

/** Attempts with whose and what for (the count below joins the same tables the search reads). */
function selectStaffPayments(executor: Executor) {
  return executor
    .select(staffPaymentColumns)
    .from(payments)
    .innerJoin(applications, eq(applications.id, payments.applicationId))
    .innerJoin(advertisements, eq(advertisements.id, applications.advertisementId))
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .innerJoin(users, eq(users.id, applications.candidateUserId))
    .innerJoin(candidates, eq(candidates.userId, applications.candidateUserId));
}

export interface StaffPaymentQuery {
  status?: PaymentAttemptStatus;
  provider?: number;
  search?: string;
  page: number;
  pageSize: number;
}

/** Attempts newest first, by status and provider, searched by ebp code, ids, names or codes. */
export async function listStaffPayments(executor: Executor, query: StaffPaymentQuery) {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(payments.status, query.status) : undefined,
    query.provider ? eq(payments.provider, query.provider) : undefined,
  ];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(payments.ebpCode, pattern),
        ilike(payments.orderId, pattern),
        ilike(payments.providerRef, pattern),
        ilike(sql`${candidates.masterId}::text`, pattern),
        ilike(advertisements.code, pattern),
        ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const listed = selectStaffPayments(executor).where(where).$dynamic();
  const { rows, total } = await listPage(
    executor,
    listed,
    [desc(payments.createdAt), desc(payments.id)],
    query,
  );
  return { items: rows, total };
}

export async function findStaffPayment(executor: Executor, where: SQL) {
  const [row] = await selectStaffPayments(executor).where(where);
  return row;
}

export const byId = (id: number) => eq(payments.id, id);
export const byEbpCode = (ebpCode: string) => eq(payments.ebpCode, ebpCode.trim().toUpperCase());
