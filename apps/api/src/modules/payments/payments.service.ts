import {
  ONLINE_PAYMENT_PROVIDERS,
  PAYMENT_PROVIDERS,
  PAYMENT_RETURN_PATHS,
  paymentWindowOf,
  todayIso,
  type OnlinePaymentProvider,
  type OnlinePaymentSlug,
} from '@niyukti/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { createApplicationService, findApplicationOfCandidate } from '../applications/index';
import { confirmProviderPayment } from './providers/confirm-payment';
import {
  PaymentVerificationError,
  ProviderUnavailableError,
  type PaymentProvider,
  type PaymentStart,
  type ProviderReturnParams,
} from './providers/payment-provider';
import { createPaymentSettlement, type Settlement } from './payment-settlement';
import * as repo from './payments.repository';
import { randomText, UPPER_CASE_LETTERS_AND_DIGITS } from '../../platform/random-text';

/** Our order id: 20 letters and digits (~103 random bits), accepted as is by every provider. */
export const newOrderId = () => randomText(UPPER_CASE_LETTERS_AND_DIGITS, 20);

/** Letters and digits that cannot be mistaken for one another when read out (no 0/O, 1/I/L). */
const EBP_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const EBP_RANDOM_LENGTH = 12;

/**
 * The payment reference people quote at the bank or to the commission: EBP and 12 characters
 * drawn at random (about 59 bits). It was the time in milliseconds and four random digits, and
 * two payments started in the same millisecond shared a code one time in 9,000: in the surge
 * bench's flood one did, and the second payment failed with a 500.
 */
export const newEbpCode = () => `EBP${randomText(EBP_ALPHABET, EBP_RANDOM_LENGTH)}`;

export type OnlinePaymentProviders = Readonly<Record<OnlinePaymentProvider, PaymentProvider>>;

export interface PaymentServiceDeps {
  db: Database;
  providers: OnlinePaymentProviders;
  publicUrl: string;
  /** See SettlementOptions.graceMinutes. */
  confirmationGraceMinutes: number;
  now?: () => Date;
}

export type PaymentStartAnswer = PaymentStart & { ebpCode: string };

/** What became of the payment a return names, as a browser without a session is told. */
export type ReturnOutcome = 'paid' | 'pending' | 'not-paid' | 'refund-due';

const OUTCOME_OF_ATTEMPT: Readonly<Record<repo.PaymentAttemptStatus, ReturnOutcome>> = {
  paid: 'paid',
  refund_due: 'refund-due',
  pending: 'pending',
  // Only a lost race leaves a returned attempt initiated: the job asks again.
  initiated: 'pending',
  failed: 'not-paid',
};

function refuseUnverified(error: unknown): never {
  if (error instanceof PaymentVerificationError)
    throw new AppError('PAYMENT_NOT_VERIFIED', { reason: error.code });
  throw error;
}

export function createPaymentService(deps: PaymentServiceDeps) {
  const { db, providers, publicUrl } = deps;
  // Answers carry the application as the candidate sees it (its status after the payment).
  const applications = createApplicationService(db);
  const settlement = createPaymentSettlement({
    db,
    graceMinutes: deps.confirmationGraceMinutes,
    now: deps.now,
  });

  async function payableApplication(applicationId: number, candidateUserId: number) {
    const application = await findApplicationOfCandidate(db, applicationId, candidateUserId);
    if (!application) throw new AppError('NOT_FOUND');
    if (application.paymentStatus === 'paid') throw new AppError('ALREADY_PAID');
    // A payment the provider has not confirmed yet may still go through: a second one would
    // charge twice. The candidate asks for a re-check instead.
    if (application.paymentStatus === 'pending') throw new AppError('PAYMENT_PENDING');
    // The fee the application carries now, within its own window: a single fee past its
    // payment date must first be converted to the double fee (spec §4).
    const window = paymentWindowOf(application, todayIso(deps.now?.()));
    if (window.state !== 'payable')
      throw new AppError('NOT_PAYABLE', { paymentWindow: window.state });
    return application;
  }

  /** Opens an attempt (its own order id and ebp code) and what the browser must submit. */
  async function startPayment(
    slug: OnlinePaymentSlug,
    applicationId: number,
    candidateUserId: number,
  ): Promise<PaymentStartAnswer> {
    const application = await payableApplication(applicationId, candidateUserId);
    const providerName = ONLINE_PAYMENT_PROVIDERS[slug];
    const orderId = newOrderId();
    const { id: paymentId, ebpCode } = await repo.insertPayment(
      db,
      {
        applicationId,
        provider: PAYMENT_PROVIDERS[providerName],
        orderId,
        amountPaisa: application.feePaisa,
      },
      newEbpCode,
    );
    const paths = PAYMENT_RETURN_PATHS[slug];
    try {
      const start = await providers[providerName].startPayment({
        orderId,
        amountPaisa: application.feePaisa,
        productName: `${application.advertisementNumber} ${application.postEn}`,
        successUrl: `${publicUrl}${paths.success}`,
        failureUrl: `${publicUrl}${paths.failure}`,
      });
      if (start.providerRef)
        await repo.updatePayment(db, paymentId, { lookupRef: start.providerRef });
      return { ...start, ebpCode };
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      await repo.updatePayment(db, paymentId, { status: 'failed', providerStatus: 'NOT_STARTED' });
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
  }

  /**
   * A browser redirect proves nothing: the return must name an order of this candidate sent to
   * this provider, pass the provider's own checks (signature where it signs), carry the exact
   * amount where it carries one, and the provider's status API must say it is complete. Then
   * the payment is settled once, however often the same return arrives.
   */
  async function confirmReturn(
    slug: OnlinePaymentSlug,
    params: ProviderReturnParams,
    candidateUserId: number,
  ) {
    const providerName = ONLINE_PAYMENT_PROVIDERS[slug];
    const { order, returned, status } = await confirmProviderPayment(
      providers[providerName],
      params,
      (orderId) =>
        repo.findOrderOfCandidate(db, orderId, PAYMENT_PROVIDERS[providerName], candidateUserId),
    ).catch(refuseUnverified);
    const settled = await settlement
      .applyAnswer(order, status, {
        actorUserId: candidateUserId,
        returnedRef: returned.providerRef,
        fromPayer: true,
      })
      .catch(refuseUnverified);
    if (settled === 'failed')
      throw new AppError('PAYMENT_NOT_VERIFIED', {
        reason: status.outcome === 'UNKNOWN' ? status.reason : status.outcome,
      });
    return {
      settlement: settled,
      application: await applications.getApplication(order.applicationId, candidateUserId),
    };
  }

  /**
   * The same return when the browser has no session (it came back to another address than the
   * one it left from, or the session expired at the provider's page). The order is found by the
   * id we sent to this provider, whoever's it is; every other check is the signed-in return's:
   * the provider's own checks, the exact amount, the pidx our order started, and the provider's
   * status API, whose answer is matched to our stored attempt. Nothing else the browser brings
   * counts. Settled as any return (in one transaction with the rows locked, so a repeat or the
   * job at the same moment credits once), but with no actor: nobody is signed in. The answer
   * tells only what became of the payment and which post it was for.
   */
  async function confirmReturnWithoutSession(
    slug: OnlinePaymentSlug,
    params: ProviderReturnParams,
  ) {
    const providerName = ONLINE_PAYMENT_PROVIDERS[slug];
    const { order, returned, status } = await confirmProviderPayment(
      providers[providerName],
      params,
      (orderId) => repo.findOrderOfProvider(db, orderId, PAYMENT_PROVIDERS[providerName]),
    ).catch(refuseUnverified);
    await settlement
      .applyAnswer(order, status, {
        actorUserId: null,
        returnedRef: returned.providerRef,
        fromPayer: true,
        withoutSession: true,
      })
      .catch(refuseUnverified);
    const summary = await repo.findReturnSummary(db, order.id);
    if (!summary) throw new AppError('NOT_FOUND');
    const { status: attempt, ...about } = summary;
    return { outcome: OUTCOME_OF_ATTEMPT[attempt], ...about };
  }

  /**
   * "Debited but it shows unpaid": asks each provider again about the application's attempts
   * that are not settled (or only the one the transaction id names, when it names one of ours).
   */
  async function recheck(applicationId: number, candidateUserId: number, transactionId?: string) {
    const application = await findApplicationOfCandidate(db, applicationId, candidateUserId);
    if (!application) throw new AppError('NOT_FOUND');
    const orders = await repo.listUnsettledOrders(db, applicationId);
    const named = orders.filter((order) =>
      [order.ebpCode, order.orderId, order.lookupRef, order.providerRef].includes(
        transactionId?.trim() || null,
      ),
    );
    const outcomes: Settlement[] = [];
    if (application.paymentStatus !== 'paid') {
      for (const order of named.length > 0 ? named : orders) {
        outcomes.push(await recheckOrder(order, { actorUserId: candidateUserId, fromPayer: true }));
        if (outcomes.at(-1) === 'paid') break;
      }
    }
    return {
      outcomes,
      application: await applications.getApplication(applicationId, candidateUserId),
    };
  }

  /** Asks the provider about one attempt and applies the answer. */
  async function recheckOrder(
    order: repo.PaymentOrderRow,
    asker: { actorUserId: number | null; fromPayer: boolean },
    at?: Date,
  ) {
    const provider = providerOfOrder(order);
    if (!provider) return 'pending' as const;
    const status = await provider.checkStatus({
      orderId: order.orderId,
      amountPaisa: order.amountPaisa,
      providerRef: order.lookupRef ?? undefined,
    });
    return settlement.applyAnswer(order, status, { ...asker, at }).catch((error: unknown) => {
      // An answer about someone else's payment settles nothing here; the attempt stays open.
      if (error instanceof PaymentVerificationError) return 'failed' as const;
      throw error;
    });
  }

  function providerOfOrder(order: repo.PaymentOrderRow): PaymentProvider | undefined {
    const name = (Object.keys(providers) as OnlinePaymentProvider[]).find(
      (key) => PAYMENT_PROVIDERS[key] === order.provider,
    );
    return name ? providers[name] : undefined;
  }

  /** One tick of the reconciliation job: asks about open attempts; returns what became of each. */
  async function reconcile(now: Date = deps.now?.() ?? new Date()) {
    const minute = 60_000;
    const claimed = await repo.claimOrdersToReconcile(db, {
      // The payer may still be on the provider's page for the first minutes.
      youngest: new Date(now.getTime() - 5 * minute),
      oldest: new Date(now.getTime() - 2 * 24 * 60 * minute),
      askedBefore: new Date(now.getTime() - 5 * minute),
      limit: 50,
    });
    const outcomes: Settlement[] = [];
    for (const order of claimed)
      outcomes.push(await recheckOrder(order, { actorUserId: null, fromPayer: false }, now));
    return outcomes;
  }

  /**
   * Staff ask the provider about one attempt (verify ebp code, the provider tabs): settled as
   * the job would settle it, in the staff member's name. A bank voucher is verified in its queue.
   */
  async function recheckAttempt(paymentId: number, staffUserId: number) {
    const order = await repo.findOrder(db, paymentId);
    if (!order) throw new AppError('NOT_FOUND');
    if (order.status === 'paid' || order.status === 'refund_due') return 'already-settled';
    if (!providerOfOrder(order)) throw new AppError('CONFLICT', { provider: order.provider });
    return recheckOrder(order, { actorUserId: staffUserId, fromPayer: false });
  }

  /** Replaces an attempt's ebp code with a new one (a code quoted to the wrong person), audited. */
  async function renameEbpCode(paymentId: number, staffUserId: number) {
    return db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, paymentId);
      if (!order) throw new AppError('NOT_FOUND');
      const ebpCode = await repo.renameEbpCode(tx, paymentId, newEbpCode);
      await repo.recordPaymentAudit(tx, {
        action: 'payment.rename-ebp',
        paymentId,
        actorUserId: staffUserId,
        before: { ebpCode: order.ebpCode },
        after: { ebpCode },
      });
      return ebpCode;
    });
  }

  return {
    startPayment,
    confirmReturn,
    confirmReturnWithoutSession,
    recheck,
    reconcile,
    recheckAttempt,
    renameEbpCode,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
