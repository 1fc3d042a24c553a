import { describe, expect, it } from 'vitest';
import { formatMoneyPaisa, formatNumber, toDevanagariDigits, toLatinDigits } from './devanagari';

describe('Devanagari digits', () => {
  it('maps every Latin digit to U+0966–U+096F and back', () => {
    expect(toDevanagariDigits('0123456789')).toBe('०१२३४५६७८९');
    expect(toLatinDigits('०१२३४५६७८९')).toBe('0123456789');
  });

  it('accepts numbers and leaves other characters alone', () => {
    expect(toDevanagariDigits(2082)).toBe('२०८२');
    expect(toDevanagariDigits('16613/082-83')).toBe('१६६१३/०८२-८३');
    expect(toLatinDigits('रोल नं. १२३-A')).toBe('रोल नं. 123-A');
  });
});

describe('formatNumber', () => {
  it.each([
    [0, '0', '०'],
    [999, '999', '९९९'],
    [1000, '1,000', '१,०००'],
    [100000, '1,00,000', '१,००,०००'],
    [1234567, '12,34,567', '१२,३४,५६७'],
    [123456789, '12,34,56,789', '१२,३४,५६,७८९'],
    [-1234567, '-12,34,567', '-१२,३४,५६७'],
    [1234.5, '1,234.5', '१,२३४.५'],
  ])('groups %d in lakhs and crores', (value, en, ne) => {
    expect(formatNumber(value, 'en')).toBe(en);
    expect(formatNumber(value, 'ne')).toBe(ne);
  });

  it('rounds to the requested decimals', () => {
    expect(formatNumber(1234567.891, 'en', 2)).toBe('12,34,567.89');
    expect(formatNumber(5, 'ne', 2)).toBe('५.००');
  });
});

describe('formatMoneyPaisa', () => {
  it('writes rupees with two decimals in each language', () => {
    expect(formatMoneyPaisa(120000, 'ne')).toBe('रु. १,२००.००');
    expect(formatMoneyPaisa(120000, 'en')).toBe('Rs. 1,200.00');
    expect(formatMoneyPaisa(12345678905, 'en')).toBe('Rs. 12,34,56,789.05');
    expect(formatMoneyPaisa(5, 'en')).toBe('Rs. 0.05');
    expect(formatMoneyPaisa(-40000, 'en')).toBe('Rs. -400.00');
  });

  it('refuses fractional paisa instead of rounding money', () => {
    expect(() => formatMoneyPaisa(10.5, 'en')).toThrow(RangeError);
  });
});
