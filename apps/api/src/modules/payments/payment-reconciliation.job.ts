// The reconciliation job: "debited but it shows unpaid" is the classic complaint, so attempts
// the provider may still settle (pending ones, and initiated ones whose payer never came back)
// are asked about again until they settle or fail. Attempts are claimed by setting their
// checked_at under SKIP LOCKED, so any number of API instances may run it.
import type { FastifyBaseLogger } from 'fastify';
import { startPoller, type Poller } from '../../platform/jobs/poller';
import type { PaymentService } from './payments.service';

export function startPaymentReconciliation(
  payments: PaymentService,
  log: FastifyBaseLogger,
  intervalMs: number,
): Poller {
  return startPoller('payment-reconciliation', intervalMs, () => payments.reconcile(), log);
}
