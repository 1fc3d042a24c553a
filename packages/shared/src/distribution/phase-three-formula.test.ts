import { describe, expect, it } from 'vitest';
import { choosableCategories, ZPhaseThreeFormulaInput } from './phase-three-formula';

const parse = (percentage: unknown, priority: unknown = 1) =>
  ZPhaseThreeFormulaInput.safeParse({ categoryId: 3, priority, percentage });

const messageOf = (result: ReturnType<typeof parse>) =>
  result.success ? null : result.error.issues[0]?.message;

describe('the phase-3 formula (back-office.md §5)', () => {
  it.each([
    ['1', 100],
    ['33', 3300],
    ['33.33', 3333],
    ['4.5', 450],
    ['99.99', 9999],
    ['100', 10000],
    ['३३.३३', 3333],
    [27, 2700],
  ])('takes the percentage %s (kept as %i hundredths)', (percentage, hundredths) => {
    const result = parse(percentage);
    expect(result.success && result.data.percentage).toBe(hundredths);
  });

  it.each(['0', '0.5', '100.5', '101', '33.333', '-5', 'abc', '100.00', '05'])(
    'refuses the percentage %s',
    (percentage) => expect(messageOf(parse(percentage))).toBe('distribution.percentage'),
  );

  it('requires a percentage and a priority from 1 to 6', () => {
    expect(messageOf(parse(''))).toBe('validation.required');
    expect(messageOf(parse('33', 0))).toBe('distribution.priorityRange');
    expect(messageOf(parse('33', 7))).toBe('distribution.priorityRange');
    expect(messageOf(parse('33', '६'))).toBeNull();
  });

  it('offers the categories without a formula, and the one being edited', () => {
    const categories = [
      { id: 1, categoryNameEn: 'Women', categoryNameNp: 'महिला', formulaId: 10 },
      { id: 2, categoryNameEn: 'Dalit', categoryNameNp: 'दलित', formulaId: null },
      { id: 3, categoryNameEn: 'Madhesi', categoryNameNp: 'मधेसी', formulaId: 11 },
    ];
    expect(choosableCategories(categories).map((c) => c.id)).toEqual([2]);
    expect(choosableCategories(categories, 11).map((c) => c.id)).toEqual([2, 3]);
  });
});
