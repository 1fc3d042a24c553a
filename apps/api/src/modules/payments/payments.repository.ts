import type { AuditAction } from '@niyukti/shared';
import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { advertisements, applications, payments, posts } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';

export type PaymentAttemptStatus = (typeof payments.$inferSelect)['status'];

/**
 * Opens a payment attempt under an ebp code drawn by `drawEbpCode`; a code another payment
 * already has is drawn again instead of failing the insert (or the transaction it is in).
 */
export async function insertPayment(
  executor: Executor,
  values: {
    applicationId: number;
    provider: number;
    orderId: string;
    amountPaisa: number;
  },
  drawEbpCode: () => string,
): Promise<{ id: number; ebpCode: string }> {
  const ebpCode = drawEbpCode();
  const [row] = await executor
    .insert(payments)
    .values({ ...values, ebpCode })
    .onConflictDoNothing({ target: payments.ebpCode })
    .returning({ id: payments.id });
  return row ? { id: row.id, ebpCode } : insertPayment(executor, values, drawEbpCode);
}

/** What settling or re-checking an attempt needs to know about it. */
const orderColumns = {
  id: payments.id,
  orderId: payments.orderId,
  provider: payments.provider,
  ebpCode: payments.ebpCode,
  amountPaisa: payments.amountPaisa,
  status: payments.status,
  lookupRef: payments.lookupRef,
  providerRef: payments.providerRef,
  createdAt: payments.createdAt,
  returnedAt: payments.returnedAt,
  applicationId: payments.applicationId,
};

export type PaymentOrderRow = NonNullable<Awaited<ReturnType<typeof findOrderOfCandidate>>>;

/**
 * The order behind a provider's return, only if it was sent to this provider and belongs to
 * this candidate's application: a return can never name someone else's order.
 */
export async function findOrderOfCandidate(
  executor: Executor,
  orderId: string,
  provider: number,
  candidateUserId: number,
) {
  const [row] = await executor
    .select(orderColumns)
    .from(payments)
    .innerJoin(applications, eq(applications.id, payments.applicationId))
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.provider, provider),
        eq(applications.candidateUserId, candidateUserId),
      ),
    );
  return row;
}

/**
 * The order behind a return that came without a session: found by the order id we sent to
 * this provider alone. The id is 20 random characters only the payer's browser and the
 * provider know, and the answer to such a return says nothing about the candidate.
 */
export async function findOrderOfProvider(executor: Executor, orderId: string, provider: number) {
  const [row] = await executor
    .select(orderColumns)
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider)));
  return row;
}

/** What a return without a session may be told about an attempt: its state and the post. */
export async function findReturnSummary(executor: Executor, paymentId: number) {
  const [row] = await executor
    .select({
      status: payments.status,
      applicationId: applications.id,
      advertisementNumber: advertisements.advertisementNumber,
      postEn: posts.nameEn,
      postNe: posts.nameNe,
    })
    .from(payments)
    .innerJoin(applications, eq(applications.id, payments.applicationId))
    .innerJoin(advertisements, eq(advertisements.id, applications.advertisementId))
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .where(eq(payments.id, paymentId));
  return row;
}

/** The attempts of one application that may still turn out paid, newest first. */
export async function listUnsettledOrders(executor: Executor, applicationId: number) {
  return executor
    .select(orderColumns)
    .from(payments)
    .where(
      and(
        eq(payments.applicationId, applicationId),
        inArray(payments.status, ['initiated', 'pending', 'failed']),
      ),
    )
    .orderBy(sql`${payments.createdAt} desc`)
    .limit(20);
}

export async function findOrder(executor: Executor, paymentId: number) {
  const [row] = await executor
    .select(orderColumns)
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row;
}

/** Locks one attempt for its state change; the row as it is now, after any concurrent change. */
export async function lockOrder(executor: Executor, paymentId: number) {
  const [row] = await executor
    .select(orderColumns)
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  return row;
}

export async function updatePayment(
  executor: Executor,
  paymentId: number,
  values: Partial<typeof payments.$inferInsert>,
) {
  await executor.update(payments).set(values).where(eq(payments.id, paymentId));
}

/**
 * Gives a payment a new ebp code drawn by `drawEbpCode`, drawn again while another payment has
 * the code drawn (as insertPayment does); the new code.
 */
export async function renameEbpCode(
  executor: Executor,
  paymentId: number,
  drawEbpCode: () => string,
): Promise<string> {
  for (;;) {
    const ebpCode = drawEbpCode();
    const [taken] = await executor
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.ebpCode, ebpCode));
    if (!taken) {
      await updatePayment(executor, paymentId, { ebpCode });
      return ebpCode;
    }
  }
}

/** Records that the provider was asked, and what it said. */
export async function recordCheck(
  executor: Executor,
  paymentId: number,
  providerStatus: string,
  lookupRef: string | undefined,
) {
  await executor
    .update(payments)
    .set({
      providerStatus: providerStatus.slice(0, 40),
      checkedAt: sql`now()`,
      checkCount: sql`${payments.checkCount} + 1`,
      // The first reference a verified return gave stays: a later one cannot redirect lookups.
      lookupRef: lookupRef ? sql`coalesce(${payments.lookupRef}, ${lookupRef})` : undefined,
    })
    .where(eq(payments.id, paymentId));
}

/** Locks the application while its payment state changes (one settlement at a time). */
export async function lockApplication(executor: Executor, applicationId: number) {
  const [row] = await executor
    .select({ id: applications.id, paymentStatus: applications.paymentStatus })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');
  return row;
}

export async function setApplicationPaymentStatus(
  executor: Executor,
  applicationId: number,
  status: 'unpaid' | 'pending' | 'paid',
) {
  await executor
    .update(applications)
    .set({ paymentStatus: status })
    .where(eq(applications.id, applicationId));
}

/** Whether another attempt of the application still waits for its provider. */
export async function hasOtherPendingOrder(
  executor: Executor,
  applicationId: number,
  paymentId: number,
) {
  const rows = await executor
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.applicationId, applicationId),
        eq(payments.status, 'pending'),
        ne(payments.id, paymentId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Claims attempts the reconciliation job should ask about now: pending ones (the provider has
 * them) and initiated ones between `youngest` and `oldest` (the payer may have paid and closed
 * the browser before coming back), not asked since `askedBefore`. Claiming sets checked_at, so
 * another API instance skips them (SKIP LOCKED while claiming, then the new checked_at).
 */
export async function claimOrdersToReconcile(
  executor: Executor,
  window: { youngest: Date; oldest: Date; askedBefore: Date; limit: number },
) {
  const due = executor
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        or(
          eq(payments.status, 'pending'),
          and(
            eq(payments.status, 'initiated'),
            lt(payments.createdAt, window.youngest),
            sql`${payments.createdAt} >= ${window.oldest.toISOString()}`,
          ),
        ),
        or(isNull(payments.checkedAt), lt(payments.checkedAt, window.askedBefore)),
      ),
    )
    .orderBy(asc(payments.checkedAt))
    .limit(window.limit)
    .for('update', { skipLocked: true });
  return executor
    .update(payments)
    .set({ checkedAt: sql`now()` })
    .where(inArray(payments.id, due))
    .returning(orderColumns);
}

/** An attempt's change in the audit log (actor null: the reconciliation job). */
export async function recordPaymentAudit(
  executor: Executor,
  entry: {
    action: AuditAction;
    paymentId: number;
    actorUserId: number | null;
    before: unknown;
    after: unknown;
  },
) {
  const { paymentId, ...rest } = entry;
  await recordAudit(executor, { ...rest, entity: 'payment', entityId: String(paymentId) });
}
