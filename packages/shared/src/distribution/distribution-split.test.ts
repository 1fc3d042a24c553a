import { describe, expect, it } from 'vitest';
import { sumMatches, ZSaveDistribution } from './distribution-split';

const issuesOf = (rows: unknown[]) =>
  ZSaveDistribution.safeParse({ rows }).error?.issues.map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('a split row (the manual distribution messages)', () => {
  it.each([
    [
      'no vacancy number',
      { quotaId: 3, seats: '' },
      'rows.0.seats',
      'distribution.enterVacancyNumber',
    ],
    [
      'a negative one',
      { quotaId: 3, seats: '-1' },
      'rows.0.seats',
      'distribution.validVacancyNumber',
    ],
    ['a fraction', { quotaId: 3, seats: '1.5' }, 'rows.0.seats', 'distribution.validVacancyNumber'],
    ['no quota type', { quotaId: '', seats: 1 }, 'rows.0.quotaId', 'distribution.selectQuotaType'],
    [
      'two types',
      { quotaId: 3, heading: 'seniority', seats: 1 },
      'rows.0.quotaId',
      'distribution.selectQuotaType',
    ],
  ])('refuses %s', (_, row, path, message) => {
    expect(issuesOf([row])).toEqual([[path, message]]);
  });

  it('says both what an empty row lacks at once: its type and its number', () => {
    expect(issuesOf([{ quotaId: '', heading: '', seats: '' }])).toEqual([
      ['rows.0.quotaId', 'distribution.selectQuotaType'],
      ['rows.0.seats', 'distribution.enterVacancyNumber'],
    ]);
  });

  it('reads a quota or a heading, and Devanagari digits', () => {
    expect(
      ZSaveDistribution.parse({
        rows: [
          { quotaId: '3', seats: '२१६' },
          { heading: 'seniority', seats: 168 },
        ],
      }).rows,
    ).toEqual([
      { quotaId: 3, seats: 216 },
      { heading: 'seniority', seats: 168 },
    ]);
  });

  it('adds up to the total or not', () => {
    expect(sumMatches([{ seats: 216 }, { seats: 176 }, { seats: 168 }], 560)).toBe(true);
    expect(sumMatches([{ seats: 215 }, { seats: 176 }, { seats: 168 }], 560)).toBe(false);
  });
});
