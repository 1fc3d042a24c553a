import { describe, expect, it } from 'vitest';
import { paisaToRupeeText, rupeesToPaisa } from './rupee-amount';

describe('rupee amounts', () => {
  it.each([
    [11000, '110'],
    [11050, '110.50'],
    [11001, '110.01'],
    [1, '0.01'],
    [0, '0'],
    [123456789, '1234567.89'],
  ])('writes %i paisa as "%s"', (paisa, text) => {
    expect(paisaToRupeeText(paisa)).toBe(text);
    expect(rupeesToPaisa(text)).toBe(paisa);
  });

  it.each([
    ['110.0', 11000],
    ['110.5', 11050],
    ['1,000.0', 100000],
    ['1,234,567.89', 123456789],
    [' 110 ', 11000],
  ])('reads "%s" as %i paisa', (text, paisa) => {
    expect(rupeesToPaisa(text)).toBe(paisa);
  });

  it('reads JSON numbers exactly, without float drift', () => {
    expect(rupeesToPaisa(110)).toBe(11000);
    expect(rupeesToPaisa(110.5)).toBe(11050);
    expect(rupeesToPaisa(1234.56)).toBe(123456);
    expect(rupeesToPaisa(0.29)).toBe(29); // 0.29 * 100 would give 28.999999999999996
  });

  it.each(['', '-1', '1.234', '1e3', 'abc', '1,00', '110.', '.5', '0x10', '12,34,567.8'])(
    'refuses "%s"',
    (text) => {
      expect(() => rupeesToPaisa(text)).toThrow(RangeError);
    },
  );

  it('refuses amounts a rupee text cannot hold', () => {
    expect(() => rupeesToPaisa(0.1 + 0.2)).toThrow(RangeError);
    expect(() => rupeesToPaisa(1e21)).toThrow(RangeError);
    expect(() => paisaToRupeeText(1.5)).toThrow(RangeError);
    expect(() => paisaToRupeeText(-100)).toThrow(RangeError);
  });
});
