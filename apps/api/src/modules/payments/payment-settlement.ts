import { paymentProviderName, paymentWindowOf, todayIso } from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { findApplication, recordApplicationEvent } from '../applications/index';
import { notifyPaymentVerified } from '../notifications/index';
import { PaymentVerificationError, type StatusCheck } from './providers/payment-provider';
import * as repo from './payments.repository';

// What a provider's answer does to our books, written once for the return, the candidate's
// re-check and the reconciliation job. Every change happens in one transaction with the
// application and the attempt locked, so the same answer arriving twice (a double click, the
// job and the browser at once) credits once; the second finds the attempt settled.

export type Settlement = 'paid' | 'already-settled' | 'pending' | 'failed' | 'refund-due';

/** Why money a provider collected settles nothing and must go back (payments.refund_reason). */
export type RefundReason = 'DUPLICATE' | 'AMOUNT_NOT_DUE' | 'LATE';

export interface SettlementOptions {
  db: Database;
  /**
   * How long after its payment window closes a payment first heard of may still settle: the
   * provider's own session (Khalti's link lives 60 minutes) and a late redirect fit in it; a
   * signed form kept for days to pay after the deadline does not.
   */
  graceMinutes: number;
  now?: () => Date;
}

export interface AnswerContext {
  /** Who asked: the candidate (return, re-check), or null for the reconciliation job. */
  actorUserId: number | null;
  /** The reference a verified return carried (eSewa transaction code, Khalti pidx, Fonepay UID). */
  returnedRef?: string;
  /** A return or a re-check (the payer says they paid) rather than the job's routine question. */
  fromPayer: boolean;
  /** A return whose browser had no session (actor null): said so in the audit entry. */
  withoutSession?: boolean;
  /** The moment the job asks for (a parameter so tests can ask hours later); default now. */
  at?: Date;
}

/** Initiated attempts the provider does not know are left alone this long (the payer may be paying). */
const ABANDONED_AFTER_MS = 2 * 60 * 60_000;

export function createPaymentSettlement({
  db,
  graceMinutes,
  now = () => new Date(),
}: SettlementOptions) {
  function paidTooLate(application: Parameters<typeof paymentWindowOf>[0], heardAt: Date): boolean {
    const moment = new Date(heardAt.getTime() - graceMinutes * 60_000);
    return paymentWindowOf(application, todayIso(moment)).state !== 'payable';
  }

  /** Back to unpaid when the attempt that made the application pending is over. */
  async function releasePending(tx: Executor, order: repo.PaymentOrderRow, status: string) {
    if (
      status === 'pending' &&
      !(await repo.hasOtherPendingOrder(tx, order.applicationId, order.id))
    )
      await repo.setApplicationPaymentStatus(tx, order.applicationId, 'unpaid');
  }

  async function settleComplete(
    order: repo.PaymentOrderRow,
    providerRef: string,
    context: AnswerContext,
  ): Promise<Settlement> {
    return db.transaction(async (tx) => {
      const locked = await repo.lockApplication(tx, order.applicationId);
      const current = await repo.lockOrder(tx, order.id);
      if (!locked || !current) return 'failed';
      if (current.status === 'paid' || current.status === 'refund_due') return 'already-settled';
      const application = await findApplication(tx, order.applicationId);
      const heardAt = current.returnedAt ?? now();
      const refundReason: RefundReason | null =
        locked.paymentStatus === 'paid'
          ? 'DUPLICATE'
          : current.amountPaisa !== application!.feePaisa
            ? 'AMOUNT_NOT_DUE'
            : paidTooLate(application!, heardAt)
              ? 'LATE'
              : null;
      const settled = { providerRef, returnedAt: heardAt };
      if (refundReason) {
        await repo.updatePayment(tx, order.id, { ...settled, status: 'refund_due', refundReason });
        await releasePending(tx, order, locked.paymentStatus);
      } else {
        await repo.updatePayment(tx, order.id, { ...settled, status: 'paid', paidAt: now() });
        await repo.setApplicationPaymentStatus(tx, order.applicationId, 'paid');
        await recordApplicationEvent(tx, {
          applicationId: order.applicationId,
          kind: 'paid',
          actorUserId: context.actorUserId,
          detail: { provider: paymentProviderName(order.provider), providerRef },
        });
        await notifyPaymentVerified(tx, order.applicationId);
      }
      await repo.recordPaymentAudit(tx, {
        action: refundReason ? 'payment.refund-due' : 'payment.paid',
        paymentId: order.id,
        actorUserId: context.actorUserId,
        before: { status: current.status },
        after: {
          status: refundReason ? 'refund_due' : 'paid',
          providerRef,
          refundReason,
          ...(context.withoutSession ? { via: 'return-without-session' } : {}),
        },
      });
      return refundReason ? 'refund-due' : 'paid';
    });
  }

  async function markPending(order: repo.PaymentOrderRow): Promise<Settlement> {
    return db.transaction(async (tx) => {
      const locked = await repo.lockApplication(tx, order.applicationId);
      const current = await repo.lockOrder(tx, order.id);
      if (!locked || !current) return 'failed';
      if (current.status === 'paid' || current.status === 'refund_due') return 'already-settled';
      if (current.status === 'initiated')
        await repo.updatePayment(tx, order.id, { status: 'pending', returnedAt: now() });
      // Debited but not yet confirmed: the candidate sees "pending", never "unpaid".
      if (locked.paymentStatus === 'unpaid')
        await repo.setApplicationPaymentStatus(tx, order.applicationId, 'pending');
      return 'pending';
    });
  }

  async function markFailed(order: repo.PaymentOrderRow, providerStatus: string) {
    return db.transaction(async (tx): Promise<Settlement> => {
      const locked = await repo.lockApplication(tx, order.applicationId);
      const current = await repo.lockOrder(tx, order.id);
      if (!locked || !current) return 'failed';
      if (current.status === 'paid' || current.status === 'refund_due') return 'already-settled';
      if (current.status !== 'failed') {
        await repo.updatePayment(tx, order.id, { status: 'failed' });
        await repo.recordPaymentAudit(tx, {
          action: 'payment.failed',
          paymentId: order.id,
          actorUserId: null,
          before: { status: current.status },
          after: { status: 'failed', providerStatus },
        });
      }
      await releasePending(tx, order, locked.paymentStatus);
      return 'failed';
    });
  }

  /** Applies one answer of the provider's status API to one attempt. */
  async function applyAnswer(
    order: repo.PaymentOrderRow,
    check: StatusCheck,
    context: AnswerContext,
  ): Promise<Settlement> {
    const word = check.outcome === 'UNKNOWN' ? `UNKNOWN ${check.reason}` : check.providerStatus;
    await repo.recordCheck(db, order.id, word, context.returnedRef);
    switch (check.outcome) {
      case 'COMPLETE':
        return settleComplete(
          order,
          check.providerRef ?? context.returnedRef ?? order.lookupRef ?? order.orderId,
          context,
        ).catch((error: unknown) => {
          // The provider's transaction already settled another attempt: it pays once.
          if (violatedUniqueConstraint(error) === 'payments_provider_ref_key')
            throw new PaymentVerificationError('UNKNOWN_ORDER', 'transaction settled elsewhere');
          throw error;
        });
      case 'PENDING':
      case 'UNKNOWN':
        // A payer back from the provider is probably debited: pending until it settles. The
        // job's routine question changes nothing: an abandoned attempt also reads as pending
        // (Khalti Initiated, connectIPS incomplete) and must not block paying another way.
        return context.fromPayer ? markPending(order) : 'pending';
      case 'NOT_FOUND':
        // The payer may still be on the provider's page; the job gives up only after a while.
        if (!context.fromPayer && order.status === 'initiated' && isYoung(order, context))
          return 'pending';
        return markFailed(order, check.providerStatus);
      default:
        return markFailed(order, check.providerStatus);
    }
  }

  function isYoung(order: repo.PaymentOrderRow, context: AnswerContext) {
    return (context.at ?? now()).getTime() - order.createdAt.getTime() < ABANDONED_AFTER_MS;
  }

  return { applyAnswer };
}
