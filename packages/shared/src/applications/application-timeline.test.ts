import { describe, expect, it } from 'vitest';
import { ZApplicationTimeline, type TApplicationTimeline } from './application-timeline';

const TIMELINE: TApplicationTimeline = [
  { kind: 'applied', at: '2025-08-01T04:15:00.000Z', feePaisa: 150000 },
  {
    kind: 'paid',
    at: '2025-08-02T05:00:00.000Z',
    provider: 'ESEWA',
    paymentReference: 'EBPMB12XYZ1234',
    providerReference: '000AB12',
    amountPaisa: 150000,
  },
  {
    kind: 'scrutiny',
    at: '2025-08-05T06:00:00.000Z',
    decision: 'hold',
    remarks: 'Photo unclear',
    holdReason: 'photograph',
    holdUntil: '2025-08-12',
    holdExpired: false,
  },
  { kind: 'hold-fixed', at: '2025-08-06T06:00:00.000Z', holdReason: 'photograph' },
  { kind: 'roll-number', at: '2025-08-20T06:00:00.000Z', rollNumber: '17' },
];

describe('ZApplicationTimeline', () => {
  it('takes each kind with its own details', () => {
    expect(ZApplicationTimeline.safeParse(TIMELINE).success).toBe(true);
  });

  it('refuses an unknown kind, a pending "decision" and a foreign provider', () => {
    const at = '2025-08-01T04:15:00.000Z';
    expect(ZApplicationTimeline.safeParse([{ kind: 'audit', at }]).success).toBe(false);
    expect(
      ZApplicationTimeline.safeParse([{ kind: 'scrutiny', at, decision: 'pending', remarks: null }])
        .success,
    ).toBe(false);
    expect(
      ZApplicationTimeline.safeParse([
        {
          kind: 'paid',
          at,
          provider: 'PAYPAL',
          paymentReference: null,
          providerReference: null,
          amountPaisa: null,
        },
      ]).success,
    ).toBe(false);
  });

  it('strips anything else an event carries, such as who acted', () => {
    const [applied] = ZApplicationTimeline.parse([{ ...TIMELINE[0], actorUserId: 4 }]);
    expect(applied).toStrictEqual(TIMELINE[0]);
  });
});
