import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proposeDistribution, type DistributionPhase } from './distribution-proposal';
import { FEDERAL_INCLUSIVE_GROUPS } from './federal-shares';

// DOMAIN.md's configuration for a gazetted third class (70 open / 30 seniority), the open posts'
// 55/45, and the federal inclusive groups, with the table row staff set for 176 reserved posts.
const GAZETTED_THIRD: DistributionPhase = {
  parts: [
    { key: 'open-competition', percent: 70, priority: 1 },
    { key: 'seniority', percent: 30, priority: 2 },
  ],
  feeds: 'open-competition',
};
const OPEN_AND_INCLUSIVE: DistributionPhase = {
  parts: [
    { key: 'open', percent: 55, priority: 1 },
    { key: 'inclusive', percent: 45, priority: 2 },
  ],
  feeds: 'inclusive',
};
const SECTION_OFFICER_2076 = {
  women: 58,
  janajati: 48,
  madhesi: 39,
  dalit: 15,
  disabled: 9,
  backward: 7,
};
const INCLUSIVE_GROUPS: DistributionPhase = {
  parts: FEDERAL_INCLUSIVE_GROUPS,
  table: [{ posts: 176, seats: SECTION_OFFICER_2076 }],
};
const PHASES = [GAZETTED_THIRD, OPEN_AND_INCLUSIVE, INCLUSIVE_GROUPS];

const seatsOf = (parts: { key: string; seats: number }[]) =>
  Object.fromEntries(parts.map((part) => [part.key, part.seats]));

describe('proposeDistribution', () => {
  it('reproduces the Section Officer advertisement of 2076 through its table row', () => {
    const [phase1, phase2, phase3] = proposeDistribution(560, PHASES);
    expect(seatsOf(phase1!.parts)).toEqual({ 'open-competition': 392, seniority: 168 });
    expect(seatsOf(phase2!.parts)).toEqual({ open: 216, inclusive: 176 });
    expect(phase3).toMatchObject({ posts: 176, source: 'table' });
    expect(seatsOf(phase3!.parts)).toEqual(SECTION_OFFICER_2076);
    // The formula's own answer, shown beside the table's.
    expect(seatsOf(phase3!.formula)).toEqual({
      women: 58,
      janajati: 47,
      madhesi: 39,
      dalit: 16,
      disabled: 9,
      backward: 7,
    });
  });

  it('under the phase’s limit gives every post to the part of priority 1, the formula beside', () => {
    const limited = [{ ...GAZETTED_THIRD, limit: 3 }, OPEN_AND_INCLUSIVE, INCLUSIVE_GROUPS];
    const [phase1, phase2] = proposeDistribution(2, limited);
    expect(phase1).toMatchObject({ posts: 2, source: 'limit' });
    expect(seatsOf(phase1!.parts)).toEqual({ 'open-competition': 2, seniority: 0 });
    expect(seatsOf(phase1!.formula)).toEqual({ 'open-competition': 1, seniority: 1 });
    expect(phase2).toMatchObject({ posts: 2, source: 'formula' });
    // At the limit the phase splits again.
    const [atLimit] = proposeDistribution(3, limited);
    expect(atLimit).toMatchObject({ source: 'formula' });
    expect(seatsOf(atLimit!.parts)).toEqual({ 'open-competition': 2, seniority: 1 });
  });

  it('uses the formula where no row matches, or the row does not add up', () => {
    const [, , phase3] = proposeDistribution(100, PHASES);
    expect(phase3).toMatchObject({ posts: 31, source: 'formula' });
    const wrongRow: DistributionPhase = {
      ...INCLUSIVE_GROUPS,
      table: [{ posts: 176, seats: { ...SECTION_OFFICER_2076, women: 60 } }],
    };
    const [only] = proposeDistribution(176, [wrongRow]);
    expect(only!.source).toBe('formula');
  });

  it('stops where a phase feeds nothing on', () => {
    expect(proposeDistribution(10, [OPEN_AND_INCLUSIVE, { ...INCLUSIVE_GROUPS }])).toHaveLength(2);
    expect(
      proposeDistribution(10, [{ ...OPEN_AND_INCLUSIVE, feeds: undefined }, INCLUSIVE_GROUPS]),
    ).toHaveLength(1);
  });

  it('moves a small requisition’s seat by the history of the same post and office', () => {
    const first = proposeDistribution(2, [OPEN_AND_INCLUSIVE, INCLUSIVE_GROUPS]);
    const history = [first.map((phase) => ({ total: phase.posts, seats: seatsOf(phase.parts) }))];
    const second = proposeDistribution(2, [OPEN_AND_INCLUSIVE, INCLUSIVE_GROUPS], history);
    expect(seatsOf(first[1]!.parts).women).toBe(1);
    expect(seatsOf(second[1]!.parts)).toMatchObject({ women: 0, janajati: 1 });
  });

  it('every phase splits exactly the posts it was given', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 1, max: 10 }),
        (total, limit) => {
          const limited = PHASES.map((phase) => ({ ...phase, limit }));
          const phases = proposeDistribution(total, limited);
          expect(phases[0]!.posts).toBe(total);
          for (const phase of phases)
            expect(phase.parts.reduce((sum, part) => sum + part.seats, 0)).toBe(phase.posts);
        },
      ),
    );
  });
});
