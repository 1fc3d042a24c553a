import { describe, expect, it } from 'vitest';
import { createTraffic } from './traffic';

describe('traffic', () => {
  it('says the requests begun a second over the last minute, forgetting what is older', () => {
    let now = 1_000_000;
    const traffic = createTraffic(() => now);
    expect(traffic.perSecond()).toBe(0);
    for (let i = 0; i < 600; i++) traffic.count();
    expect(traffic.perSecond()).toBe(10);
    now += 30_000;
    for (let i = 0; i < 300; i++) traffic.count();
    expect(traffic.perSecond()).toBe(15);
    // The first 600 are over a minute old; the 300 are not yet.
    now += 35_000;
    expect(traffic.perSecond()).toBe(5);
    // A quiet hour: nothing left, however long it was.
    now += 3_600_000;
    expect(traffic.perSecond()).toBe(0);
    traffic.count();
    expect(traffic.perSecond()).toBeCloseTo(1 / 60);
  });
});
