import { describe, expect, it } from 'vitest';
import { computePageItems, parsePageInput, type PageItem } from './page-groups';

/** Compact picture of the items: numbers are pages ('*' marks the current), «n / »n jumps. */
function picture(items: PageItem[]): string {
  return items
    .map((item) =>
      item.kind === 'page'
        ? `${item.page}${item.current ? '*' : ''}`
        : `${item.direction === 'back' ? '«' : '»'}${item.target}`,
    )
    .join(' ');
}

const small = (currentPage: number, pageCount: number) =>
  picture(computePageItems({ currentPage, pageCount, variant: 'small' }));
const large = (currentPage: number, pageCount: number) =>
  picture(computePageItems({ currentPage, pageCount, variant: 'large' }));

describe('computePageItems, small variant', () => {
  it('shows nothing when there are no pages', () => {
    expect(small(1, 0)).toBe('');
  });

  it('shows a lone page, and up to three pages without ellipses', () => {
    expect(small(1, 1)).toBe('1*');
    expect(small(2, 3)).toBe('1 2* 3');
  });

  it('shows the first group with a forward jump to the next group', () => {
    expect(small(1, 10)).toBe('1* 2 3 »4');
    expect(small(3, 10)).toBe('1 2 3* »4');
  });

  it('shows a middle group with jumps to the neighbouring groups', () => {
    expect(small(4, 10)).toBe('«3 4* 5 6 »7');
    expect(small(6, 10)).toBe('«3 4 5 6* »7');
    expect(small(8, 10)).toBe('«6 7 8* 9 »10');
  });

  it('shows a short last group without a forward jump', () => {
    expect(small(10, 10)).toBe('«9 10*');
    expect(small(11, 11)).toBe('«9 10 11*');
  });

  it('clamps a current page outside 1…pageCount', () => {
    expect(small(0, 10)).toBe('1* 2 3 »4');
    expect(small(99, 10)).toBe('«9 10*');
  });
});

describe('computePageItems, large variant', () => {
  it('jumps ten pages forward from the first group', () => {
    expect(large(1, 50)).toBe('1* 2 3 »11');
    expect(large(2, 50)).toBe('1 2* 3 »12');
  });

  it('jumps ten pages both ways from a middle group', () => {
    expect(large(25, 50)).toBe('«15 25* 26 27 »35');
  });

  it('clamps jumps to the first and last page', () => {
    expect(large(5, 50)).toBe('«1 4 5* 6 »15');
    expect(large(45, 50)).toBe('«35 43 44 45* »50');
    expect(large(50, 50)).toBe('«40 49 50*');
  });

  it('behaves like the small variant when pages fit one group', () => {
    expect(large(2, 3)).toBe('1 2* 3');
  });
});

describe('parsePageInput', () => {
  it('accepts every page from 1 to the page count', () => {
    expect(parsePageInput('1', 10)).toBe(1);
    expect(parsePageInput('10', 10)).toBe(10);
    expect(parsePageInput('07', 10)).toBe(7);
  });

  it('ignores 0 and numbers above the page count', () => {
    expect(parsePageInput('0', 10)).toBeNull();
    expect(parsePageInput('11', 10)).toBeNull();
  });

  it('ignores empty and non-integer text', () => {
    expect(parsePageInput('', 10)).toBeNull();
    expect(parsePageInput('2.5', 10)).toBeNull();
    expect(parsePageInput('-1', 10)).toBeNull();
    expect(parsePageInput('abc', 10)).toBeNull();
  });
});
