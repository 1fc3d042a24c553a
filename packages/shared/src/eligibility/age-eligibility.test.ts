import { describe, expect, it } from 'vitest';
import { bsMonthLength, bsToAd } from '../dates/bs-date';
import {
  ageEligibility,
  applicableAgeRule,
  describeAgeRule,
  fillMessage,
  type AgeCandidate,
  type AgeRule,
} from './age-eligibility';

let nextId = 1;
const aRule = (overrides: Partial<AgeRule> = {}): AgeRule => ({
  id: nextId++,
  gender: null,
  minAge: 18,
  maxAge: 35,
  forDisabled: false,
  forInternal: false,
  active: true,
  ...overrides,
});

const man: AgeCandidate = { gender: 'male', disabled: false, internal: false };
const woman: AgeCandidate = { gender: 'female', disabled: false, internal: false };

// DOMAIN.md's limits for one class and service: 18–35 for anyone (men), 18–40 for women and
// for persons with disability, no upper limit in internal competition.
const anyone = aRule({ id: 1, maxAge: 35 });
const women = aRule({ id: 2, gender: 'female', maxAge: 40 });
const disabled = aRule({ id: 3, forDisabled: true, maxAge: 40 });
const internal = aRule({ id: 4, forInternal: true, maxAge: null });
const RULES = [internal, disabled, women, anyone];

/** The A.D. day of a B.S. date, failing the test on a date that does not exist. */
const ad = (bs: string): string => {
  const day = bsToAd(bs);
  if (!day) throw new Error(`not a B.S. day: ${bs}`);
  return day;
};

describe('applicableAgeRule', () => {
  it('gives men the rule for anyone and women their own', () => {
    expect(applicableAgeRule(RULES, man)).toBe(anyone);
    expect(applicableAgeRule(RULES, woman)).toBe(women);
    expect(applicableAgeRule(RULES, { ...man, gender: 'other' })).toBe(anyone);
  });

  it('gives a disabled candidate the disability rule when there is one, else the gender rule', () => {
    expect(applicableAgeRule(RULES, { ...man, disabled: true })).toBe(disabled);
    expect(applicableAgeRule(RULES, { ...woman, disabled: true })).toBe(disabled);
    expect(applicableAgeRule([women, anyone], { ...woman, disabled: true })).toBe(women);
    expect(applicableAgeRule([anyone], { ...man, disabled: true })).toBe(anyone);
  });

  it('prefers a disability rule of the candidate’s gender to one for any gender', () => {
    const disabledWomen = aRule({ gender: 'female', forDisabled: true, maxAge: 45 });
    const rules = [...RULES, disabledWomen];
    expect(applicableAgeRule(rules, { ...woman, disabled: true })).toBe(disabledWomen);
    expect(applicableAgeRule(rules, { ...man, disabled: true })).toBe(disabled);
  });

  it('applies internal rules only in an internal competition, above every other', () => {
    expect(applicableAgeRule(RULES, { ...man, internal: true })).toBe(internal);
    expect(applicableAgeRule(RULES, { ...woman, disabled: true, internal: true })).toBe(internal);
    const internalDisabled = aRule({ forInternal: true, forDisabled: true, maxAge: null });
    expect(
      applicableAgeRule([...RULES, internalDisabled], { ...man, disabled: true, internal: true }),
    ).toBe(internalDisabled);
    // Without internal rules, an internal competition goes by the open ones.
    expect(applicableAgeRule([women, anyone], { ...woman, internal: true })).toBe(women);
  });

  it('never gives the disability or internal rule to someone it is not for', () => {
    expect(applicableAgeRule([disabled, internal], man)).toBeNull();
  });

  it('skips inactive rules and answers null when nothing applies', () => {
    expect(applicableAgeRule([{ ...women, active: false }, anyone], woman)).toBe(anyone);
    expect(applicableAgeRule([women], man)).toBeNull();
    expect(applicableAgeRule([], woman)).toBeNull();
  });

  it('decides between equally specific rules by the lowest id', () => {
    const later = aRule({ id: 90, gender: 'female' });
    const earlier = aRule({ id: 80, gender: 'female' });
    expect(applicableAgeRule([later, earlier], woman)).toBe(earlier);
  });
});

describe('describeAgeRule', () => {
  it('says who a rule is for and its range in both languages, digits in Devanagari', () => {
    expect(describeAgeRule(women)).toEqual({
      en: '18 to 40 years for women',
      ne: 'महिलाका लागि १८ देखि ४० वर्षसम्म',
    });
    expect(describeAgeRule(anyone).en).toBe('18 to 35 years for everyone');
    expect(describeAgeRule({ ...disabled, gender: 'female' }).en).toBe(
      '18 to 40 years for women, persons with disability',
    );
    expect(describeAgeRule(internal)).toEqual({
      en: 'at least 18 years with no upper limit for internal competition',
      ne: 'आन्तरिक प्रतियोगिताका लागि कम्तीमा १८ वर्ष (माथिल्लो हद नभएको)',
    });
  });
});

describe('ageEligibility: boundaries, counted in B.S. on the cut-off date', () => {
  const check = (dobBs: string, cutOffBs: string, rules: AgeRule[], candidate: AgeCandidate) =>
    ageEligibility({ dobAd: ad(dobBs), cutOffAd: ad(cutOffBs), rules, candidate });

  // Each limit on both sides: the day before the birthday and the birthday itself.
  it.each([
    ['minimum 18, the day before the 18th birthday', '2064-05-10', '2082-05-09', 'tooYoung', 17],
    ['minimum 18, on the 18th birthday', '2064-05-10', '2082-05-10', 'ok', 18],
    ['maximum 35, on the 35th birthday', '2047-05-10', '2082-05-10', 'ok', 35],
    ['maximum 35, the day before the 36th birthday', '2046-05-10', '2082-05-09', 'ok', 35],
    ['maximum 35, on the 36th birthday', '2046-05-10', '2082-05-10', 'tooOld', 36],
  ] as const)('a man: %s', (_title, dobBs, cutOffBs, reason, years) => {
    const answer = check(dobBs, cutOffBs, RULES, man);
    expect(answer.reason).toBe(reason);
    expect(answer.eligible).toBe(reason === 'ok');
    expect(answer.age.years).toBe(years);
    expect(answer.rule?.id).toBe(anyone.id);
  });

  it.each([
    ['woman', woman, women.id],
    ['disabled man', { ...man, disabled: true }, disabled.id],
  ] as const)('a %s: eligible to the day before the 41st birthday, not on it', (_, who, id) => {
    const dayBefore = check('2041-09-15', '2082-09-14', RULES, who);
    expect(dayBefore).toMatchObject({ eligible: true, reason: 'ok', rule: { id } });
    // Mangsir 2082 has 29 days: from the 15th of it to Poush 14 is 28 days.
    expect(dayBefore.age).toEqual({ years: 40, months: 11, days: 28 });
    expect(check('2041-09-15', '2082-09-15', RULES, who)).toMatchObject({
      eligible: false,
      reason: 'tooOld',
      age: { years: 41, months: 0, days: 0 },
    });
    // The same man without his disability is over the limit of 35.
    expect(check('2041-09-15', '2082-09-14', RULES, man).reason).toBe('tooOld');
  });

  it('an officer class minimum of 21, on both sides of the 21st birthday', () => {
    const officer = [aRule({ minAge: 21, maxAge: 35 })];
    expect(check('2061-02-20', '2082-02-19', officer, man).reason).toBe('tooYoung');
    expect(check('2061-02-20', '2082-02-20', officer, man).reason).toBe('ok');
  });

  it('no upper limit in an internal competition, the minimum still holds', () => {
    const serving = { ...man, internal: true };
    expect(check('2025-01-01', '2082-01-01', RULES, serving)).toMatchObject({
      eligible: true,
      age: { years: 57 },
    });
    expect(check('2064-05-10', '2082-05-09', RULES, serving).reason).toBe('tooYoung');
  });

  it('a birthday on a month’s 32nd day the cut-off year lacks is reached on the next month’s first', () => {
    // Asar 2040 has 32 days, Asar 2061 only 31: the 21st birthday is Shrawan 1, 2061.
    expect(bsMonthLength(2040, 3)).toBe(32);
    expect(bsMonthLength(2061, 3)).toBe(31);
    const officer = [aRule({ minAge: 21, maxAge: 35 })];
    expect(check('2040-03-32', '2061-03-31', officer, man)).toMatchObject({
      reason: 'tooYoung',
      age: { years: 20, months: 11 },
    });
    expect(check('2040-03-32', '2061-04-01', officer, man)).toMatchObject({
      reason: 'ok',
      age: { years: 21 },
    });
  });

  it('a Chaitra 31 birthday in a year whose Chaitra has 30 days: 35 until Chaitra 30, 36 on Baisakh 1', () => {
    expect(bsMonthLength(2046, 12)).toBe(31);
    expect(bsMonthLength(2082, 12)).toBe(30);
    expect(check('2046-12-31', '2082-12-30', RULES, man)).toMatchObject({
      reason: 'ok',
      age: { years: 35 },
    });
    expect(check('2046-12-31', '2083-01-01', RULES, man)).toMatchObject({
      reason: 'tooOld',
      age: { years: 36 },
    });
  });

  it('the B.S. count decides where the calendars disagree, and the A.D. count is shown beside it', () => {
    // B.S. 2055-11-17 is 1999-03-01; the 21st B.S. birthday, 2076-11-17, is 2020-02-29 — in A.D.
    // still two days short of 21.
    const answer = ageEligibility({
      dobAd: '1999-03-01',
      cutOffAd: '2020-02-29',
      rules: [aRule({ minAge: 21 })],
      candidate: man,
    });
    expect(answer).toMatchObject({
      eligible: true,
      calendar: 'bs',
      dobBs: '2055-11-17',
      cutOffBs: '2076-11-17',
      age: { years: 21, months: 0, days: 0 },
      ageBs: { years: 21, months: 0, days: 0 },
      ageAd: { years: 20, months: 11, days: 28 },
    });
  });

  it('counts in A.D. when a date lies outside the B.S. table', () => {
    const answer = ageEligibility({
      dobAd: '2000-06-15',
      cutOffAd: '2035-06-14',
      rules: RULES,
      candidate: man,
    });
    expect(answer).toMatchObject({
      calendar: 'ad',
      cutOffBs: null,
      ageBs: null,
      age: { years: 34, months: 11, days: 30 },
      eligible: true,
    });
    expect(answer.explanation.en).toContain('2035-06-14 A.D.');
  });
});

describe('ageEligibility: the explanation', () => {
  const dobAd = ad('2046-05-10');

  it('names the date in both calendars, the age, the rule and the outcome', () => {
    const answer = ageEligibility({
      dobAd,
      cutOffAd: ad('2082-05-09'),
      rules: RULES,
      candidate: man,
    });
    expect(answer.rule?.description.en).toBe('18 to 35 years for everyone');
    expect(answer.explanation.en).toBe(
      `On the age cut-off date, 2082-05-09 B.S. (${ad('2082-05-09')} A.D.), you are 35 years, ` +
        '11 months and 30 days old. The age limit that applies to you is 18 to 35 years for ' +
        'everyone, and your age is within it.',
    );
    expect(answer.explanation.ne).toContain('वि.सं. २०८२-०५-०९');
    expect(answer.explanation.ne).toContain('३५ वर्ष, ११ महिना र ३० दिन');
    expect(answer.explanation.ne).toContain('सबैका लागि १८ देखि ३५ वर्षसम्म');
    expect(answer.explanation.ne).not.toMatch(/[0-9]/);
  });

  it('says which birthday is one too many when too old, and the minimum when too young', () => {
    const old = ageEligibility({ dobAd, cutOffAd: ad('2082-05-10'), rules: RULES, candidate: man });
    expect(old.explanation.en).toContain('you must not yet have turned 36 by then');
    expect(old.explanation.ne).toContain('३६ वर्ष पूरा भइसकेको हुनु हुँदैन');
    const young = ageEligibility({
      dobAd: ad('2064-05-10'),
      cutOffAd: ad('2082-05-09'),
      rules: RULES,
      candidate: woman,
    });
    expect(young.explanation.en).toContain('18 to 40 years for women: you must have turned 18');
    expect(young.explanation.ne).toContain('१८ वर्ष पूरा भएको हुनुपर्छ');
  });

  it('is not eligible, and says whom to ask, when the class and service have no rule for the candidate', () => {
    const answer = ageEligibility({
      dobAd,
      cutOffAd: ad('2082-05-09'),
      rules: [women],
      candidate: man,
    });
    expect(answer).toMatchObject({ eligible: false, reason: 'noRule', rule: null });
    expect(answer.explanation.en).toContain('has not set an age limit');
    expect(answer.explanation.ne).toContain('आयोगमा सम्पर्क गर्नुहोस्');
  });
});

describe('fillMessage', () => {
  it('fills names, Devanagari digits in Nepali, and leaves unknown names as they are', () => {
    const params = { n: 35, who: { en: 'women', ne: 'महिला' } };
    expect(fillMessage('{who} {n} {x}', params, 'en')).toBe('women 35 {x}');
    expect(fillMessage('{who} {n}', params, 'ne')).toBe('महिला ३५');
  });
});
