// The status message a candidate reads on an application (candidate-portal.md §4 names them:
// approved, partially approved, expired; their meaning is ours, docs/decisions.md
// "Application status messages").
import type { PaymentStatus, ScrutinyStatus } from './application-statuses';
import type { PaymentWindowState } from './payment-window';

/**
 * `inProgress`: nothing decided yet and the fee can still be paid. `none`: no message, because
 * scrutiny rejected the application and its outcome and remarks already say everything.
 */
export const APPLICATION_STATUS_MESSAGES = [
  'approved',
  'partiallyApproved',
  'expired',
  'inProgress',
  'none',
] as const;
export type ApplicationStatusMessage = (typeof APPLICATION_STATUS_MESSAGES)[number];

export interface ApplicationStatusFacts {
  scrutinyStatus: ScrutinyStatus;
  paymentStatus: PaymentStatus;
  /** From paymentWindowOf: 'closed' once the fee can no longer be paid, even converted. */
  paymentWindow: PaymentWindowState;
}

/**
 * In this order: a rejection ends it (no message); scrutiny approved and the fee paid is
 * approved; a fee still unpaid after its last day is expired (a payment already debited and
 * awaiting the provider's confirmation is not); approved in scrutiny but unpaid is partially
 * approved (a paid fee alone approves nothing);
 * otherwise in progress. A fee still convertible to the double fee is not expired yet.
 */
export function applicationStatusMessage(facts: ApplicationStatusFacts): ApplicationStatusMessage {
  const approved = facts.scrutinyStatus === 'approved';
  const paid = facts.paymentStatus === 'paid';
  if (facts.scrutinyStatus === 'rejected') return 'none';
  if (approved && paid) return 'approved';
  if (facts.paymentStatus === 'unpaid' && facts.paymentWindow === 'closed') return 'expired';
  // Approval is scrutiny's word: a paid fee alone approves nothing (it stays in progress).
  if (approved) return 'partiallyApproved';
  return 'inProgress';
}
