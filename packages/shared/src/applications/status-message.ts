// The status message a candidate reads on an application (candidate-portal.md §4 names them:
// approved, partially approved, expired; their meaning is ours, docs/decisions.md
// "Application status messages").
import type { PaymentStatus, ScrutinyStatus } from './application';

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

/** The payment dates of an advertisement (A.D. `YYYY-MM-DD`); the first two come at publishing. */
export interface AdvertisementPaymentDates {
  paymentLastDate: string | null;
  doubleFeePaymentLastDate: string | null;
  doubleFeeDeadline: string;
}

/**
 * The last day an application's fee can still be paid: the latest of the payment dates that are
 * set. An unpaid single-fee application may still turn into a double-fee payment (§4), so the
 * single fee's own last date does not close it; before publishing sets the payment dates, the
 * double-fee deadline is the last word.
 */
export function lastPaymentDateOf(dates: AdvertisementPaymentDates): string {
  return [dates.paymentLastDate, dates.doubleFeePaymentLastDate, dates.doubleFeeDeadline]
    .filter((day): day is string => day !== null)
    .reduce((latest, day) => (day > latest ? day : latest));
}

export interface ApplicationStatusFacts {
  scrutinyStatus: ScrutinyStatus;
  paymentStatus: PaymentStatus;
  /** From lastPaymentDateOf. */
  lastPaymentDate: string;
}

/**
 * In this order: a rejection ends it (no message); scrutiny approved and the fee paid is
 * approved; a fee still unpaid after its last day is expired (a payment already debited and
 * awaiting the provider's confirmation is not); one of the two done is partially approved;
 * otherwise in progress. `today` is the A.D. day in Nepal (todayIso).
 */
export function applicationStatusMessage(
  facts: ApplicationStatusFacts,
  today: string,
): ApplicationStatusMessage {
  const approved = facts.scrutinyStatus === 'approved';
  const paid = facts.paymentStatus === 'paid';
  if (facts.scrutinyStatus === 'rejected') return 'none';
  if (approved && paid) return 'approved';
  if (facts.paymentStatus === 'unpaid' && today > facts.lastPaymentDate) return 'expired';
  if (approved || paid) return 'partiallyApproved';
  return 'inProgress';
}
