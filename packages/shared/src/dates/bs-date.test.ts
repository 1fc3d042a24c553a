import * as bikramSambat from 'bikram-sambat';
import { describe, expect, it } from 'vitest';
import {
  adToBs,
  ageOn,
  ageOnBs,
  bsMonthLength,
  bsToAd,
  fiscalYearDays,
  fiscalYearOf,
  formatBsDate,
  isValidAdDate,
  parseBsDate,
  addDaysIso,
} from './bs-date';

describe('anchors: Baisakh 1', () => {
  it.each([
    ['2080-01-01', '2023-04-14'],
    ['2081-01-01', '2024-04-13'],
    ['2082-01-01', '2025-04-14'],
    ['2083-01-01', '2026-04-14'],
  ])('%s B.S. is %s A.D. both ways', (bs, ad) => {
    expect(bsToAd(bs)).toBe(ad);
    expect(adToBs(ad)).toBe(bs);
  });
});

describe('parseBsDate', () => {
  it('reads Latin and Devanagari digits', () => {
    expect(parseBsDate('2081-01-31')).toEqual({ year: 2081, month: 1, day: 31 });
    expect(parseBsDate('२०८१-०१-३१')).toEqual({ year: 2081, month: 1, day: 31 });
  });

  it.each([
    ['2081-01-32', 'day past the month (the library would roll it into Jestha)'],
    ['2081-01-00', 'day zero'],
    ['2081-13-01', 'month 13'],
    ['2081-00-10', 'month zero'],
    ['1999-12-01', 'year before 2000'],
    ['2091-01-01', 'year after 2090'],
    ['2081-1-5', 'unpadded parts'],
    ['2081/01/05', 'another separator'],
    ['', 'empty text'],
  ])('refuses %s (%s)', (text) => {
    expect(parseBsDate(text)).toBeNull();
    expect(bsToAd(text)).toBeNull();
  });

  it('knows the real month lengths', () => {
    expect(bsMonthLength(2081, 1)).toBe(31);
    expect(bsMonthLength(2081, 2)).toBe(32);
    expect(bsMonthLength(2081, 3)).toBe(31);
    expect(bsMonthLength(2081, 13)).toBe(0);
    expect(bsMonthLength(2091, 1)).toBe(0);
  });

  it('formats with padding', () => {
    expect(formatBsDate({ year: 2082, month: 4, day: 1 })).toBe('2082-04-01');
  });
});

describe('A.D. dates', () => {
  it('accepts real days and refuses impossible ones', () => {
    expect(isValidAdDate('2024-02-29')).toBe(true);
    expect(isValidAdDate('2023-02-29')).toBe(false);
    expect(isValidAdDate('2024-04-31')).toBe(false);
    expect(isValidAdDate('2024-4-1')).toBe(false);
    expect(isValidAdDate('not a date')).toBe(false);
  });

  it('refuses to convert what it cannot', () => {
    expect(() => adToBs('2024-02-30')).toThrow(RangeError);
    expect(() => adToBs('1943-04-13')).toThrow(RangeError); // the day before B.S. 2000-01-01
    expect(() => adToBs('2034-04-14')).toThrow(RangeError); // the day after B.S. 2090-12-30
    expect(adToBs('1943-04-14')).toBe('2000-01-01');
    expect(adToBs('2034-04-13')).toBe('2090-12-30');
    expect(bsToAd('2090-12-30')).toBe('2034-04-13');
  });
});

describe('round trip and the cross-check against bikram-sambat', () => {
  it('agrees on every day of B.S. 2000–2083, both directions', () => {
    let days = 0;
    const disagreements: string[] = [];
    for (let year = 2000; year <= 2083; year++) {
      for (let month = 1; month <= 12; month++) {
        const length = bsMonthLength(year, month);
        if (length !== bikramSambat.daysInMonth(year, month)) {
          disagreements.push(`${year}-${month} has ${length} days`);
        }
        for (let day = 1; day <= length; day++) {
          const bs = formatBsDate({ year, month, day });
          const ad = bsToAd(bs);
          if (ad !== bikramSambat.toGreg_text(year, month, day) || (ad && adToBs(ad) !== bs)) {
            disagreements.push(`${bs} -> ${ad}`);
          }
          days++;
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(days).toBeGreaterThan(30_000);
  });
});

describe('addDaysIso', () => {
  it.each([
    ['2025-02-27', 2, '2025-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-11-22', 0, '2026-11-22'],
  ])('%s %+d days is %s', (from, days, expected) => {
    expect(addDaysIso(from, days)).toBe(expected);
  });
});

describe('ageOn (A.D.)', () => {
  it.each([
    ['2000-05-10', '2018-05-09', { years: 17, months: 11, days: 29 }],
    ['2000-05-10', '2018-05-10', { years: 18, months: 0, days: 0 }],
    ['2000-05-10', '2018-07-15', { years: 18, months: 2, days: 5 }],
    ['2004-02-29', '2022-02-28', { years: 17, months: 11, days: 30 }],
    ['2004-02-29', '2022-03-01', { years: 18, months: 0, days: 1 }],
    ['2000-01-31', '2000-03-01', { years: 0, months: 1, days: 1 }],
  ])('born %s, on %s', (dob, on, age) => {
    expect(ageOn(dob, on)).toEqual(age);
  });

  it('refuses an impossible date', () => {
    expect(() => ageOn('2000-02-30', '2020-01-01')).toThrow(RangeError);
  });
});

describe('ageOnBs (B.S.)', () => {
  it.each([
    ['2060-01-15', '2078-01-14', { years: 17, months: 11, days: 30 }], // Chaitra 2077 has 30 days
    ['2060-01-15', '2078-01-15', { years: 18, months: 0, days: 0 }],
    // Asar 2078 has only 31 days: a person born on Asar 32 turns 18 on Shrawan 1.
    ['2060-03-32', '2078-03-31', { years: 17, months: 11, days: 31 }],
    ['2060-03-32', '2078-04-01', { years: 18, months: 0, days: 1 }],
  ])('born %s, on %s', (dob, on, age) => {
    expect(ageOnBs(dob, on)).toEqual(age);
  });

  it('takes BsDate objects too', () => {
    const dob = { year: 2060, month: 1, day: 15 };
    expect(ageOnBs(dob, { year: 2078, month: 1, day: 15 }).years).toBe(18);
  });
});

describe('fiscalYearOf', () => {
  it.each([
    ['2025-07-16', '2081-82'], // Asar 32, 2082: last day of 2081/82
    ['2025-07-17', '2082-83'], // Shrawan 1, 2082
    ['2026-04-14', '2082-83'], // Baisakh 1, 2083 is still inside 2082/83
    ['2040-01-01', null], // beyond B.S. 2090
  ])('%s falls in %s', (iso, fiscalYear) => {
    if (fiscalYear === null) expect(() => fiscalYearOf(iso)).toThrow(RangeError);
    else expect(fiscalYearOf(iso)).toBe(fiscalYear);
  });
});

describe('fiscalYearDays', () => {
  it.each([
    ['2082-83', '2025-07-17', '2026-07-17'],
    ['2081-82', '2024-07-16', '2025-07-17'],
  ])('%s runs from %s up to %s', (fiscalYear, first, next) => {
    expect(fiscalYearDays(fiscalYear)).toEqual({ first, next });
  });

  it('agrees with fiscalYearOf on its first day and the day before', () => {
    for (const fiscalYear of ['2079-80', '2080-81', '2083-84']) {
      const { first, next } = fiscalYearDays(fiscalYear);
      expect(fiscalYearOf(first)).toBe(fiscalYear);
      expect(fiscalYearOf(addDaysIso(next, -1))).toBe(fiscalYear);
      expect(fiscalYearOf(next)).not.toBe(fiscalYear);
    }
  });
});
