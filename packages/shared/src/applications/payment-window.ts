// When an application's fee can be paid (spec §4: "When the voucher upload date has passed, the
// applicant may convert the application to double-fee payment"; back-office.md §9: two
// submission deadlines). An application made with the single fee is payable until the single
// fee's payment last date; after it, until the double-fee submission deadline, its candidate
// may convert it to the double fee, which is then payable until the double-fee payment last
// date. An application made after the single-fee deadline carries the double fee from the start.
import { z } from 'zod';

export const PAYMENT_WINDOWS = ['payable', 'convertible', 'closed'] as const;
export type PaymentWindowState = (typeof PAYMENT_WINDOWS)[number];

/** A.D. days (`YYYY-MM-DD`); the payment last dates are set when the advertisement is published. */
export interface ApplicationPaymentDates {
  /** The application carries the double fee (made late, or converted). */
  doubleFee: boolean;
  singleFeeDeadline: string;
  doubleFeeDeadline: string;
  paymentLastDate: string | null;
  doubleFeePaymentLastDate: string | null;
}

export interface PaymentWindow {
  state: PaymentWindowState;
  /** The last day to pay the fee the application carries now. */
  payBy: string;
  /** The last day to convert to the double fee, while that is still ahead; else null. */
  convertBy: string | null;
  /** The last day the application can be paid at all, converting if need be. */
  lastDay: string;
}

const later = (a: string, b: string) => (a > b ? a : b);

export function paymentWindowOf(dates: ApplicationPaymentDates, today: string): PaymentWindow {
  const singlePayBy = dates.paymentLastDate ?? dates.singleFeeDeadline;
  const doublePayBy = later(
    dates.doubleFeePaymentLastDate ?? dates.doubleFeeDeadline,
    dates.doubleFeeDeadline,
  );
  if (dates.doubleFee)
    return {
      state: today <= doublePayBy ? 'payable' : 'closed',
      payBy: doublePayBy,
      convertBy: null,
      lastDay: doublePayBy,
    };
  const canConvertLater = dates.doubleFeeDeadline > singlePayBy;
  const lastDay = canConvertLater ? doublePayBy : singlePayBy;
  if (today <= singlePayBy)
    return {
      state: 'payable',
      payBy: singlePayBy,
      convertBy: canConvertLater ? dates.doubleFeeDeadline : null,
      lastDay,
    };
  if (today <= dates.doubleFeeDeadline)
    return {
      state: 'convertible',
      payBy: singlePayBy,
      convertBy: dates.doubleFeeDeadline,
      lastDay,
    };
  return { state: 'closed', payBy: singlePayBy, convertBy: null, lastDay };
}

export const ZPaymentWindow = z.enum(PAYMENT_WINDOWS);
