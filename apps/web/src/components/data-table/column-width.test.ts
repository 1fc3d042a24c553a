import { describe, expect, it } from 'vitest';
import { columnMinWidth } from './column-width';

describe('columnMinWidth', () => {
  it('is at least 80 for short headers', () => {
    expect(columnMinWidth('')).toBe(80);
    expect(columnMinWidth('Name')).toBe(80);
  });

  it('is the header length times 5 between 80 and 150', () => {
    expect(columnMinWidth('Advertisement no')).toBe(80);
    expect(columnMinWidth('Citizenship number')).toBe(90);
    expect(columnMinWidth('x'.repeat(30))).toBe(150);
  });

  it('is capped at 150 for long headers', () => {
    expect(columnMinWidth('x'.repeat(31))).toBe(150);
    expect(columnMinWidth('x'.repeat(200))).toBe(150);
  });
});
