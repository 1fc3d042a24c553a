import { describe, expect, it } from 'vitest';
import { ZAgeLimitInput, ZAgeLimitQuery } from './age-limit';

const valid = {
  classId: 1,
  serviceId: 2,
  gender: 'female',
  minAge: 18,
  maxAge: 40,
  forDisabled: false,
  forInternal: false,
};

/** The message of the first problem of `field`, or undefined when it passes. */
function problemOf(input: unknown, field: string): string | undefined {
  const result = ZAgeLimitInput.safeParse(input);
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('ZAgeLimitInput (back-office.md §5: gender, max, min, for-disabled, for-internal required)', () => {
  it('accepts a complete rule', () => {
    expect(ZAgeLimitInput.parse(valid)).toEqual(valid);
  });

  it.each(['gender', 'minAge', 'forDisabled', 'forInternal', 'classId', 'serviceId'])(
    'requires %s',
    (field) => {
      expect(problemOf({ ...valid, [field]: undefined }, field)).toBe('validation.required');
    },
  );

  it('takes null or "any" as a rule for any gender, and refuses an unknown gender', () => {
    expect(ZAgeLimitInput.parse({ ...valid, gender: null }).gender).toBeNull();
    expect(ZAgeLimitInput.parse({ ...valid, gender: 'any' }).gender).toBeNull();
    expect(problemOf({ ...valid, gender: '' }, 'gender')).toBe('validation.required');
    expect(problemOf({ ...valid, gender: 'none' }, 'gender')).toBe('validation.gender');
  });

  it('reads ages typed in Latin or Devanagari digits; an empty maximum is no upper limit', () => {
    expect(ZAgeLimitInput.parse({ ...valid, minAge: '२१', maxAge: '35' })).toMatchObject({
      minAge: 21,
      maxAge: 35,
    });
    expect(ZAgeLimitInput.parse({ ...valid, maxAge: '' }).maxAge).toBeNull();
    expect(ZAgeLimitInput.parse({ ...valid, maxAge: null }).maxAge).toBeNull();
    expect(problemOf({ ...valid, minAge: '' }, 'minAge')).toBe('validation.required');
  });

  it('refuses ages that are not whole numbers from 0 to 100', () => {
    expect(problemOf({ ...valid, minAge: -1 }, 'minAge')).toBe('validation.tooSmall');
    expect(problemOf({ ...valid, minAge: 18.5 }, 'minAge')).toBe('validation.digitsOnly');
    expect(problemOf({ ...valid, minAge: 'x' }, 'minAge')).toBe('validation.digitsOnly');
    expect(problemOf({ ...valid, maxAge: 101 }, 'maxAge')).toBe('validation.tooLarge');
    expect(problemOf({ ...valid, minAge: 0, maxAge: 100 }, 'minAge')).toBeUndefined();
  });

  it('refuses a maximum below the minimum, under the maximum; equal is one age only', () => {
    expect(problemOf({ ...valid, minAge: 21, maxAge: 20 }, 'maxAge')).toBe(
      'eligibility.maxBelowMin',
    );
    expect(problemOf({ ...valid, minAge: 21, maxAge: 21 }, 'maxAge')).toBeUndefined();
  });

  it('requires the flags to be yes or no', () => {
    expect(problemOf({ ...valid, forDisabled: 'yes' }, 'forDisabled')).toBe('validation.required');
  });
});

describe('ZAgeLimitQuery', () => {
  it('asks for both the class and the service', () => {
    expect(ZAgeLimitQuery.parse({ classId: '3', serviceId: '४' })).toEqual({
      classId: 3,
      serviceId: 4,
    });
    expect(ZAgeLimitQuery.safeParse({ classId: '3' }).success).toBe(false);
  });
});
