import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications, payments } from '../../db/schema';

export async function insertPayment(
  executor: Executor,
  values: {
    applicationId: number;
    provider: number;
    orderId: string;
    ebpCode: string;
    amountPaisa: number;
  },
) {
  await executor.insert(payments).values(values);
}

/** The order behind a provider's return, only if it belongs to this candidate's application. */
export async function findOrderOfCandidate(
  executor: Executor,
  orderId: string,
  candidateUserId: number,
) {
  const [row] = await executor
    .select({
      id: payments.id,
      orderId: payments.orderId,
      amountPaisa: payments.amountPaisa,
      status: payments.status,
      applicationId: payments.applicationId,
    })
    .from(payments)
    .innerJoin(applications, eq(applications.id, payments.applicationId))
    .where(and(eq(payments.orderId, orderId), eq(applications.candidateUserId, candidateUserId)));
  return row;
}

/** One state transition, once: returns false when the payment was already settled. */
export async function markPaymentPaid(
  executor: Executor,
  paymentId: number,
  providerRef: string,
): Promise<boolean> {
  const updated = await executor
    .update(payments)
    .set({ status: 'paid', providerRef, paidAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'paid')))
    .returning({ id: payments.id });
  return updated.length === 1;
}

export async function setApplicationPaymentStatus(
  executor: Executor,
  applicationId: number,
  status: 'pending' | 'paid',
) {
  await executor
    .update(applications)
    .set({ paymentStatus: status })
    .where(eq(applications.id, applicationId));
}
