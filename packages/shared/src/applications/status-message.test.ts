import { describe, expect, it } from 'vitest';
import {
  applicationStatusMessage,
  type ApplicationStatusFacts,
  type ApplicationStatusMessage,
} from './status-message';

const OPEN = 'payable' as const;
const CLOSED = 'closed' as const;

const facts = (
  scrutinyStatus: ApplicationStatusFacts['scrutinyStatus'],
  paymentStatus: ApplicationStatusFacts['paymentStatus'],
  paymentWindow: ApplicationStatusFacts['paymentWindow'] = OPEN,
): ApplicationStatusFacts => ({ scrutinyStatus, paymentStatus, paymentWindow });

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
      'in progress: fee paid, scrutiny not decided yet (paying approves nothing)',
      facts('pending', 'paid'),
      'inProgress',
      facts('approved', 'paid'),
    ],
    [
      'in progress: fee paid, scrutiny on hold',
      facts('hold', 'paid', CLOSED),
      'inProgress',
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
      'in progress: unpaid, but still convertible to the double fee',
      facts('pending', 'unpaid', 'convertible'),
      'inProgress',
      facts('pending', 'unpaid', CLOSED),
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
      facts('hold', 'unpaid', CLOSED),
    ],
    [
      'none: rejected in scrutiny, whatever the payment',
      facts('rejected', 'paid'),
      'none',
      facts('hold', 'unpaid'),
    ],
  ])('%s', (_rule, earns, message, misses) => {
    expect(applicationStatusMessage(earns)).toBe(message);
    expect(applicationStatusMessage(misses)).not.toBe(message);
  });
});
