import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateForms,
  evenCounts,
  reallocateForms,
  type HeldForm,
  type OfficerShare,
} from './form-allocation';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const countsOf = (allocation: ReturnType<typeof allocateForms>) =>
  allocation.ok ? [...allocation.byOfficer].map(([userId, forms]) => [userId, forms.length]) : [];

describe('allocateForms: table', () => {
  it('shares evenly, the odd forms to the officers listed first, each a run in order', () => {
    const allocation = allocateForms(range(1, 10), [{ userId: 7 }, { userId: 8 }, { userId: 9 }]);
    expect(allocation).toEqual({
      ok: true,
      byOfficer: new Map([
        [7, [1, 2, 3, 4]],
        [8, [5, 6, 7]],
        [9, [8, 9, 10]],
      ]),
    });
  });

  it.each([
    [
      'a number each, the rest shared',
      [{ userId: 1, forms: 6 }, { userId: 2 }, { userId: 3 }],
      [
        [1, 6],
        [2, 2],
        [3, 2],
      ],
    ],
    [
      // Loads 5, 0 and 1: nine forms bring all to 5, the tenth goes to the first listed.
      'evening out what they still have to decide',
      [{ userId: 1, pending: 5 }, { userId: 2 }, { userId: 3, pending: 1 }],
      [
        [1, 1],
        [2, 5],
        [3, 4],
      ],
    ],
    [
      'more forms than the pending gap',
      [{ userId: 1, pending: 2 }, { userId: 2 }],
      [
        [1, 4],
        [2, 6],
      ],
    ],
    [
      'numbers for all that use every form',
      [
        { userId: 1, forms: 4 },
        { userId: 2, forms: 6 },
      ],
      [
        [1, 4],
        [2, 6],
      ],
    ],
  ] as [string, OfficerShare[], number[][]][])('%s', (_name, officers, expected) => {
    expect(countsOf(allocateForms(range(1, 10), officers))).toEqual(expected);
  });

  it.each([
    [[], 'noOfficers'],
    [[{ userId: 1 }, { userId: 1 }], 'officerTwice'],
    [
      [
        { userId: 1, forms: 8 },
        { userId: 2, forms: 3 },
      ],
      'moreThanWaiting',
    ],
    [[{ userId: 1, forms: 8 }], 'formsLeftOver'],
  ] as [OfficerShare[], string][])('refuses %j: %s', (officers, problem) => {
    expect(allocateForms(range(1, 10), officers)).toEqual({ ok: false, problem });
  });

  it('allocates nothing when nothing waits, without refusing', () => {
    expect(countsOf(allocateForms([], [{ userId: 1 }, { userId: 2 }]))).toEqual([
      [1, 0],
      [2, 0],
    ]);
  });
});

describe('reallocateForms', () => {
  const held: HeldForm[] = [
    { formId: 1, userId: 1, decided: true },
    { formId: 2, userId: 1, decided: false },
    { formId: 3, userId: 1, decided: false },
    { formId: 4, userId: 1, decided: false },
    { formId: 5, userId: 2, decided: false },
    { formId: 6, userId: 3, decided: true },
  ];

  it('moves only the forms still to decide, to the least loaded first', () => {
    // Officer 2 holds one pending form, officer 3 none: 3 takes two, 2 takes one.
    expect(reallocateForms(held, 1, [{ userId: 2 }, { userId: 3 }])).toEqual({
      ok: true,
      byOfficer: new Map([
        [2, [2]],
        [3, [3, 4]],
      ]),
    });
  });

  it('refuses moving forms to their own officer', () => {
    expect(reallocateForms(held, 1, [{ userId: 1 }])).toEqual({
      ok: false,
      problem: 'officerTwice',
    });
  });
});

const officersArbitrary = fc
  .uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 8 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((userId) =>
        fc.record({
          userId: fc.constant(userId),
          pending: fc.integer({ min: 0, max: 30 }),
        }),
      ),
    ),
  );

describe('allocateForms: properties', () => {
  it('gives every form to exactly one officer, in runs that keep the order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), officersArbitrary, (forms, officers) => {
        const allocation = allocateForms(range(1, forms), officers);
        if (!allocation.ok) return false;
        const handed = [...allocation.byOfficer.values()].flat();
        return handed.length === forms && handed.every((form, index) => form === index + 1);
      }),
    );
  });

  it('evens the loads out: within one of each other, unless an officer already had more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), officersArbitrary, (forms, officers) => {
        const counts = evenCounts(
          forms,
          officers.map((officer) => officer.pending),
        );
        const loads = counts.map((count, index) => count + officers[index]!.pending);
        const given = loads.filter((_, index) => counts[index]! > 0);
        const lowest = Math.min(...loads);
        // Whoever was given a form ends at most one above the lowest load.
        return (
          counts.reduce((sum, count) => sum + count, 0) === forms &&
          counts.every((count) => count >= 0) &&
          given.every((load) => load <= lowest + 1)
        );
      }),
    );
  });

  it('gives each officer what handing the forms one at a time to the least loaded gives', () => {
    // The rule as the comment states it, slowly: the water-filling must agree with it.
    const oneAtATime = (forms: number, pending: number[]) => {
      const loads = [...pending];
      const counts = pending.map(() => 0);
      for (let form = 0; form < forms; form++) {
        const least = loads.indexOf(Math.min(...loads));
        loads[least]! += 1;
        counts[least]! += 1;
      }
      return counts;
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), officersArbitrary, (forms, officers) => {
        const pending = officers.map((officer) => officer.pending);
        expect(evenCounts(forms, pending)).toEqual(oneAtATime(forms, pending));
      }),
    );
  });

  it('is the same answer for the same input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), officersArbitrary, (forms, officers) => {
        expect(allocateForms(range(1, forms), officers)).toEqual(
          allocateForms(range(1, forms), officers),
        );
      }),
    );
  });
});
