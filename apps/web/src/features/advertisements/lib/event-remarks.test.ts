import { describe, expect, it } from 'vitest';
import { parseDateChanges } from './event-remarks';

describe('parseDateChanges', () => {
  it('reads extra days and each changed date', () => {
    expect(
      parseDateChanges(
        '+7 days: doubleFeeDeadline 2026-01-05→2026-01-12; paymentLastDate —→2026-01-03',
      ),
    ).toEqual({
      extraDays: 7,
      changes: [
        { name: 'doubleFeeDeadline', from: '2026-01-05', to: '2026-01-12' },
        { name: 'paymentLastDate', from: null, to: '2026-01-03' },
      ],
    });
  });

  it('gives up on text in another form', () => {
    expect(parseDateChanges('Typed by hand')).toBeNull();
    expect(parseDateChanges('unknownDate 2026-01-01→2026-01-02')).toBeNull();
  });
});
