import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  nepalInstantOf,
  nepalLocalOf,
  nepalTimeOfDay,
  nepalWallClock,
  todayIso,
} from './nepal-time';

describe('nepalWallClock', () => {
  it("is the instant shifted by 05:45, never by the machine's zone", () => {
    expect(nepalWallClock(new Date('2026-11-26T18:14:59.123Z'))).toBe('2026-11-26T23:59:59.123');
    expect(nepalWallClock(new Date('2026-11-26T18:15:00.000Z'))).toBe('2026-11-27T00:00:00.000');
  });
});

describe('todayIso', () => {
  afterEach(() => vi.useRealTimers());

  it("uses Kathmandu's calendar day (UTC+05:45), whatever the machine's time zone", () => {
    expect(todayIso(new Date('2025-04-13T18:14:00Z'))).toBe('2025-04-13'); // 23:59 in Nepal
    expect(todayIso(new Date('2025-04-13T18:15:00Z'))).toBe('2025-04-14'); // 00:00 in Nepal
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-04-14T05:00:00Z'));
    expect(todayIso()).toBe('2025-04-14');
  });
});

describe('nepalTimeOfDay', () => {
  it("reads an instant on Kathmandu's clock (UTC+05:45), whatever the machine's time zone", () => {
    // Issue 19: a browser on UTC showed 03:35 while it was 09:20 in Nepal.
    expect(nepalTimeOfDay(new Date('2026-11-26T03:35:00Z'))).toBe('09:20');
    expect(nepalTimeOfDay(new Date('2025-04-13T18:14:59Z'), true)).toBe('23:59:59');
    expect(nepalTimeOfDay(new Date('2025-04-13T18:15:00Z'), true)).toBe('00:00:00');
    expect(nepalTimeOfDay(new Date('2026-11-26T09:20:00+05:45'))).toBe('09:20');
  });
});

describe('Nepal wall-clock time', () => {
  it('reads a typed time as Nepal time and shows an instant in Nepal time', () => {
    expect(nepalInstantOf('2026-05-01T10:00')).toBe('2026-05-01T10:00:00+05:45');
    expect(nepalInstantOf('')).toBe('');
    expect(nepalLocalOf('2026-05-01T04:15:00.000Z')).toBe('2026-05-01T10:00');
    expect(nepalLocalOf(nepalInstantOf('2026-12-31T23:30'))).toBe('2026-12-31T23:30');
    expect(nepalLocalOf(null)).toBe('');
  });
});
