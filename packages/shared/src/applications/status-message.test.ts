import { describe, expect, it } from 'vitest';
import {
  applicationStatusMessage,
  lastPaymentDateOf,
  type ApplicationStatusFacts,
  type ApplicationStatusMessage,
} from './status-message';

const TODAY = '2025-08-20';
const OPEN = '2025-08-20'; // the last payment day is today: still open
const CLOSED = '2025-08-19'; // it was yesterday

const facts = (
  scrutinyStatus: ApplicationStatusFacts['scrutinyStatus'],
  paymentStatus: ApplicationStatusFacts['paymentStatus'],
  lastPaymentDate = OPEN,
): ApplicationStatusFacts => ({ scrutinyStatus, paymentStatus, lastPaymentDate });

// Each message with an example that earns it and a near miss that does not.
describe('applicationStatusMessage', () => {
  it.each<[string, ApplicationStatusFacts, ApplicationStatusMessage, ApplicationStatusFacts]>([
    [
      'approved: scrutiny approved and fee paid, even after the payment dates',
      facts('approved', 'paid', CLOSED),
      'approved',
      facts('approved', 'pending'),
    ],
    [
      'partially approved: scrutiny approved, fee not paid yet',
      facts('approved', 'unpaid'),
      'partiallyApproved',
      facts('approved', 'unpaid', CLOSED),
    ],
    [
      'partially approved: fee paid, scrutiny not decided yet',
      facts('pending', 'paid'),
      'partiallyApproved',
      facts('pending', 'unpaid'),
    ],
    [
      'partially approved: fee paid, scrutiny on hold',
      facts('hold', 'paid', CLOSED),
      'partiallyApproved',
      facts('rejected', 'paid'),
    ],
    [
      'expired: unpaid after the last payment day',
      facts('pending', 'unpaid', CLOSED),
      'expired',
      facts('pending', 'unpaid', OPEN),
    ],
    [
      'expired: approved in scrutiny does not save an unpaid fee',
      facts('approved', 'unpaid', CLOSED),
      'expired',
      facts('approved', 'pending', CLOSED),
    ],
    [
      'in progress: nothing decided, fee still payable',
      facts('pending', 'unpaid'),
      'inProgress',
      facts('pending', 'unpaid', CLOSED),
    ],
    [
      'in progress: a debited payment awaiting confirmation never expires',
      facts('hold', 'pending', CLOSED),
      'inProgress',
      facts('hold', 'paid', CLOSED),
    ],
    [
      'none: rejected in scrutiny, whatever the payment',
      facts('rejected', 'paid'),
      'none',
      facts('hold', 'unpaid'),
    ],
  ])('%s', (_rule, earns, message, misses) => {
    expect(applicationStatusMessage(earns, TODAY)).toBe(message);
    expect(applicationStatusMessage(misses, TODAY)).not.toBe(message);
  });
});

describe('lastPaymentDateOf', () => {
  it('is the double-fee payment last date once publishing set the payment dates', () => {
    expect(
      lastPaymentDateOf({
        paymentLastDate: '2025-08-10',
        doubleFeePaymentLastDate: '2025-08-20',
        doubleFeeDeadline: '2025-08-15',
      }),
    ).toBe('2025-08-20');
  });

  it('falls back to the double-fee deadline when no payment date is set', () => {
    expect(
      lastPaymentDateOf({
        paymentLastDate: null,
        doubleFeePaymentLastDate: null,
        doubleFeeDeadline: '2025-08-15',
      }),
    ).toBe('2025-08-15');
  });

  it('never ends before the double-fee deadline', () => {
    expect(
      lastPaymentDateOf({
        paymentLastDate: '2025-08-10',
        doubleFeePaymentLastDate: null,
        doubleFeeDeadline: '2025-08-15',
      }),
    ).toBe('2025-08-15');
  });
});
