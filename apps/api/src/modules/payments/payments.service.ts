import { randomInt, randomUUID } from 'node:crypto';
import { PAYMENT_PROVIDERS, paymentWindowOf, todayIso } from '@niyukti/shared';
import type { Database } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { AppError } from '../../platform/errors/app-error';
import { notifyPaymentVerified } from '../notifications/events';
import { recordApplicationEvent } from '../applications/applications.repository';
import type { createApplicationService } from '../applications/applications.service';
import { findApplicationOfCandidate } from '../applications/applications.repository';
import { confirmProviderPayment } from './providers/confirm-payment';
import {
  PaymentVerificationError,
  type PaymentProvider,
  type PaymentStart,
} from './providers/payment-provider';
import * as repo from './payments.repository';

/** The payment reference people quote at the bank or to the commission. */
const newEbpCode = () => `EBP${Date.now().toString(36).toUpperCase()}${randomInt(1000, 9999)}`;

export interface PaymentServiceDeps {
  db: Database;
  esewa: PaymentProvider;
  publicUrl: string;
  applications: ReturnType<typeof createApplicationService>;
}

export function createPaymentService({ db, esewa, publicUrl, applications }: PaymentServiceDeps) {
  async function startEsewaPayment(
    applicationId: number,
    candidateUserId: number,
  ): Promise<PaymentStart> {
    const application = await findApplicationOfCandidate(db, applicationId, candidateUserId);
    if (!application) throw new AppError('NOT_FOUND');
    if (application.paymentStatus === 'paid') throw new AppError('ALREADY_PAID');
    // The fee the application carries now, within its own window: a single fee past its
    // payment date must first be converted to the double fee (spec §4).
    const window = paymentWindowOf(application, todayIso());
    if (window.state !== 'payable')
      throw new AppError('NOT_PAYABLE', { paymentWindow: window.state });
    const orderId = randomUUID();
    await repo.insertPayment(db, {
      applicationId,
      provider: PAYMENT_PROVIDERS.ESEWA,
      orderId,
      ebpCode: newEbpCode(),
      amountPaisa: application.feePaisa,
    });
    return esewa.startPayment({
      orderId,
      amountPaisa: application.feePaisa,
      productName: `${application.advertisementNumber} ${application.postEn}`,
      successUrl: `${publicUrl}/esewa/payment/success`,
      failureUrl: `${publicUrl}/esewa/payment/failure`,
    });
  }

  /**
   * A browser redirect proves nothing: the return must be signed by eSewa, name an order of
   * this candidate, carry its exact amount, and eSewa's status API must say COMPLETE. Then the
   * payment is settled once, however often the same return arrives.
   */
  async function confirmEsewaPayment(data: string, candidateUserId: number) {
    const confirmed = await confirmProviderPayment(esewa, { data }, (orderId) =>
      repo.findOrderOfCandidate(db, orderId, candidateUserId),
    ).catch((error: unknown) => {
      if (error instanceof PaymentVerificationError)
        throw new AppError('PAYMENT_NOT_VERIFIED', { reason: error.code });
      throw error;
    });
    const { order, returned, status } = confirmed;
    if (status.outcome === 'COMPLETE') {
      await settlePaid(order.id, order.applicationId, returned.providerRef, candidateUserId);
    } else if (status.outcome === 'PENDING' || status.outcome === 'UNKNOWN') {
      // Debited but not yet confirmed: the candidate sees "pending", never "unpaid".
      if (order.status !== 'paid')
        await repo.setApplicationPaymentStatus(db, order.applicationId, 'pending');
    } else {
      throw new AppError('PAYMENT_NOT_VERIFIED', { reason: status.outcome });
    }
    return applications.getApplication(order.applicationId, candidateUserId);
  }

  async function settlePaid(
    paymentId: number,
    applicationId: number,
    providerRef: string,
    actorUserId: number,
  ) {
    try {
      await db.transaction(async (tx) => {
        if (!(await repo.markPaymentPaid(tx, paymentId, providerRef))) return;
        await repo.setApplicationPaymentStatus(tx, applicationId, 'paid');
        await recordApplicationEvent(tx, {
          applicationId,
          kind: 'paid',
          actorUserId,
          detail: { provider: 'ESEWA', providerRef },
        });
        await notifyPaymentVerified(tx, applicationId);
      });
    } catch (error) {
      // Another attempt of the same application was already credited: never credit twice.
      if (violatedUniqueConstraint(error) === 'payments_one_paid_per_application')
        throw new AppError('ALREADY_PAID');
      throw error;
    }
  }

  return { startEsewaPayment, confirmEsewaPayment };
}
