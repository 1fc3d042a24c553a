import { describe, expect, it } from 'vitest';
import { nepalInstantOf, nepalLocalOf } from './nepal-time';

describe('Nepal wall-clock time', () => {
  it('reads a typed time as Nepal time and shows an instant in Nepal time', () => {
    expect(nepalInstantOf('2026-05-01T10:00')).toBe('2026-05-01T10:00:00+05:45');
    expect(nepalInstantOf('')).toBe('');
    expect(nepalLocalOf('2026-05-01T04:15:00.000Z')).toBe('2026-05-01T10:00');
    expect(nepalLocalOf(nepalInstantOf('2026-12-31T23:30'))).toBe('2026-12-31T23:30');
    expect(nepalLocalOf(null)).toBe('');
  });
});
