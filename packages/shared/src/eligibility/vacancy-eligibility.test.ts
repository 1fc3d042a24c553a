import { describe, expect, it } from 'vitest';
import { applicationFee, applicationPhase, describeApplicationWindow } from './application-window';
import { groupEligibility, type GroupCandidate } from './group-eligibility';
import { qualificationAppliesTo } from './qualification-categories';
import {
  qualificationEligibility,
  type CandidateEducation,
  type QualificationRule,
} from './qualification-eligibility';

const BACHELOR = { en: "Bachelor's degree", ne: 'स्नातक' };
const MASTER = { en: "Master's degree", ne: 'स्नातकोत्तर' };
const PLUS_TWO = { en: 'Intermediate', ne: 'उच्च माध्यमिक' };
const ENGINEERING = { en: 'Engineering', ne: 'इन्जिनियरिङ' };
const MANAGEMENT = { en: 'Management', ne: 'व्यवस्थापन' };

const rule = (over: Partial<QualificationRule> = {}): QualificationRule => ({
  id: 1,
  category: 'open',
  minimumRank: 4,
  minimumLevel: BACHELOR,
  facultyId: null,
  faculty: null,
  ...over,
});
const education = (over: Partial<CandidateEducation> = {}): CandidateEducation => ({
  rank: 4,
  level: BACHELOR,
  facultyId: 2,
  faculty: MANAGEMENT,
  ...over,
});

describe('qualificationEligibility', () => {
  it('accepts the named level and any higher one, refuses a lower one', () => {
    const rules = [rule()];
    const check = (educations: CandidateEducation[]) =>
      qualificationEligibility({ rules, educations, competition: 'open' });
    expect(check([education()])).toMatchObject({ eligible: true, reason: 'ok' });
    expect(check([education({ rank: 5, level: MASTER })]).eligible).toBe(true);
    expect(check([education({ rank: 3, level: PLUS_TWO })])).toMatchObject({
      eligible: false,
      reason: 'notMet',
    });
    expect(check([])).toMatchObject({ eligible: false, reason: 'notMet' });
  });

  it('asks for the faculty when the rule names one', () => {
    const rules = [rule({ facultyId: 7, faculty: ENGINEERING })];
    const inEngineering = education({ facultyId: 7, faculty: ENGINEERING });
    const answer = qualificationEligibility({
      rules,
      educations: [education(), inEngineering],
      competition: 'open',
    });
    expect(answer.eligible).toBe(true);
    expect(answer.explanation.en).toBe(
      "This post asks for Bachelor's degree or above in Engineering. Your Bachelor's degree in Engineering meets it.",
    );
    expect(
      qualificationEligibility({ rules, educations: [education()], competition: 'open' }).eligible,
    ).toBe(false);
  });

  it('reads the rules of the competition only, and none at all is not eligible', () => {
    const rules = [rule({ category: 'internal', minimumRank: 3, minimumLevel: PLUS_TWO })];
    const plusTwo = [education({ rank: 3, level: PLUS_TWO })];
    expect(
      qualificationEligibility({ rules, educations: plusTwo, competition: 'internal' }).eligible,
    ).toBe(true);
    const open = qualificationEligibility({ rules, educations: plusTwo, competition: 'open' });
    expect(open).toMatchObject({ eligible: false, reason: 'noRule', requirements: [] });
    expect(open.explanation.ne).toContain('आयोगमा सम्पर्क');
  });

  it('takes alternatives: one met rule is enough, and all are named', () => {
    const rules = [
      rule({ facultyId: 7, faculty: ENGINEERING }),
      rule({ id: 2, minimumRank: 5, minimumLevel: MASTER }),
    ];
    const answer = qualificationEligibility({
      rules,
      educations: [education({ rank: 5, level: MASTER })],
      competition: 'open',
    });
    expect(answer.eligible).toBe(true);
    expect(answer.requirements.map((r) => r.ne)).toEqual([
      'इन्जिनियरिङ सङ्कायमा स्नातक वा सोभन्दा माथि',
      'स्नातकोत्तर वा सोभन्दा माथि',
    ]);
  });
});

describe('qualificationAppliesTo', () => {
  it.each([
    ['open', 'open', true],
    ['open', 'internal', false],
    ['internal', 'internal', true],
    ['internal', 'open', false],
    ['both', 'open', true],
    ['both', 'internal', true],
    ['open_plus_internal', 'open', true],
    ['open_plus_internal', 'internal', true],
  ] as const)('%s in %s competition: %s', (category, competition, expected) => {
    expect(qualificationAppliesTo(category, competition)).toBe(expected);
  });
});

describe('groupEligibility', () => {
  const man: GroupCandidate = {
    gender: 'male',
    declaredGroupCodes: [],
    inGovernmentService: false,
  };
  const woman: GroupCandidate = { ...man, gender: 'female' };
  const dalit: GroupCandidate = { ...man, declaredGroupCodes: ['DALIT'] };
  const civilServant: GroupCandidate = { ...man, inGovernmentService: true };
  const quota = (code: string) => ({ code, name: { en: code, ne: code } });

  it.each([
    ['OPEN', man, true, 'open'],
    ['WOMEN', woman, true, 'women'],
    ['WOMEN', man, false, 'notWoman'],
    ['DALIT', dalit, true, 'declared'],
    ['DALIT', man, false, 'notDeclared'],
    ['MADHESI', dalit, false, 'notDeclared'],
    ['INTERNAL', civilServant, true, 'internal'],
    ['INTERNAL', man, false, 'notInternal'],
  ] as const)('%s for %o: %s (%s)', (code, candidate, eligible, reason) => {
    const answer = groupEligibility(quota(code), candidate);
    expect(answer).toMatchObject({ eligible, reason });
    expect(answer.explanation.ne).toMatch(/[\u0900-\u097F]/);
  });

  it('names the group in the explanation', () => {
    const answer = groupEligibility({ code: 'WOMEN', name: { en: 'Women', ne: 'महिला' } }, man);
    expect(answer.explanation.en).toBe(
      'The Women group is for women only, so you cannot apply to it.',
    );
  });
});

describe('application window and fee', () => {
  const schedule = {
    feePaisa: 150_000,
    extraFeePaisa: 50_000,
    singleFeeDeadline: '2025-12-10',
    doubleFeeDeadline: '2025-12-17',
  };

  it('takes the single fee up to its deadline, the double fee after it, nothing later', () => {
    expect(applicationPhase('2025-12-10', schedule)).toBe('single');
    expect(applicationPhase('2025-12-11', schedule)).toBe('double');
    expect(applicationPhase('2025-12-17', schedule)).toBe('double');
    expect(applicationPhase('2025-12-18', schedule)).toBe('closed');
    expect(applicationFee('2025-12-10', schedule, false)).toBe(150_000);
    expect(applicationFee('2025-12-11', schedule, false)).toBe(300_000);
    expect(applicationFee('2025-12-18', schedule, false)).toBeNull();
  });

  it('charges the extra-group fee for a further group, doubled late too', () => {
    expect(applicationFee('2025-12-01', schedule, true)).toBe(50_000);
    expect(applicationFee('2025-12-12', schedule, true)).toBe(100_000);
  });

  it('says the deadlines in both calendars', () => {
    const text = describeApplicationWindow('double', schedule);
    expect(text.en).toContain('2082-08-24 B.S. (2025-12-10 A.D.)');
    expect(text.ne).toContain('वि.सं. २०८२-०९-०२');
  });
});
