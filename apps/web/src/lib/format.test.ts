import { describe, expect, it } from 'vitest';
import { createFormatter } from './format';

describe('createFormatter', () => {
  const ne = createFormatter('ne');
  const en = createFormatter('en');

  it('prints Devanagari digits in Nepali mode, with lakh grouping', () => {
    expect(ne.number(1234567)).toBe('१२,३४,५६७');
    expect(en.number(1234567)).toBe('12,34,567');
    expect(ne.digits('Roll 0042')).toBe('Roll ००४२');
  });

  it('formats paisa as rupees', () => {
    expect(ne.money(120050)).toBe('रु. १,२००.५०');
    expect(en.money(120050)).toBe('Rs. 1,200.50');
  });

  it('shows a date in B.S. and A.D.', () => {
    // 2025-04-14 A.D. is 1 Baisakh 2082 B.S. (Nepali new year).
    expect(en.date('2025-04-14')).toBe('2082-01-01 B.S. (2025-04-14 A.D.)');
    expect(ne.date('2025-04-14', 'bs')).toBe('२०८२-०१-०१ वि.सं.');
    expect(ne.date('2025-04-14', 'ad')).toBe('२०२५-०४-१४ ई.सं.');
    expect(en.date('not a date')).toBe('');
  });

  it("dates a timestamp by Kathmandu's day, whatever the browser's time zone", () => {
    // 19:20 UTC on 25 November is 01:05 on 26 November in Nepal (UTC+05:45).
    expect(en.date('2026-11-25T19:20:00.000Z', 'ad')).toBe('2026-11-26 A.D.');
    expect(en.date(new Date('2026-11-25T18:00:00.000Z'), 'ad')).toBe('2026-11-25 A.D.');
  });

  it("tells the time by Nepal's clock in the language's digits, whatever the browser's zone", () => {
    expect(ne.time('2026-11-26T03:35:00.000Z')).toBe('०९:२०');
    expect(en.time('2026-11-26T03:35:07.000Z', true)).toBe('09:20:07');
    expect(en.time('not a time')).toBe('');
  });
});
