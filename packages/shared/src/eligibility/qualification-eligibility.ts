// The education half of the eligibility check: does any education in the candidate's profile
// meet one of the academic qualifications the post asks for in this competition?
//
// A qualification names the lowest level it accepts ("Bachelor's degree or above") and,
// optionally, a faculty. A level meets it when its rank is at least the named level's rank
// (equivalent levels share a rank: a CTEVT diploma counts as grade 12). The qualifications of a
// post that apply to the competition are alternatives: meeting one is enough. A post without any
// is not eligible ("contact the commission"), as for a missing age limit: a gap in the set-up
// must not let everyone through to be refused at scrutiny after paying.
import { MESSAGES, type LocalizedText } from '../i18n/messages';
import { fillLocalized } from './age-eligibility';
import {
  qualificationAppliesTo,
  type Competition,
  type QualificationCategory,
} from './qualification-categories';

export interface QualificationRule {
  id: number;
  category: QualificationCategory;
  minimumRank: number;
  minimumLevel: LocalizedText;
  facultyId: number | null;
  faculty: LocalizedText | null;
}

export interface CandidateEducation {
  rank: number;
  level: LocalizedText;
  facultyId: number;
  faculty: LocalizedText;
}

export const QUALIFICATION_REASONS = ['ok', 'notMet', 'noRule'] as const;
export type QualificationReason = (typeof QUALIFICATION_REASONS)[number];

export interface QualificationEligibility {
  eligible: boolean;
  reason: QualificationReason;
  /** What the post asks in this competition, each in words ("Bachelor's degree or above"). */
  requirements: LocalizedText[];
  explanation: LocalizedText;
}

export function describeQualification(rule: QualificationRule): LocalizedText {
  return rule.faculty === null
    ? fillLocalized('eligibility.qualification.rule', { level: rule.minimumLevel })
    : fillLocalized('eligibility.qualification.ruleInFaculty', {
        level: rule.minimumLevel,
        faculty: rule.faculty,
      });
}

export function meetsQualification(education: CandidateEducation, rule: QualificationRule) {
  return (
    education.rank >= rule.minimumRank &&
    (rule.facultyId === null || education.facultyId === rule.facultyId)
  );
}

function joinAlternatives(texts: readonly LocalizedText[]): LocalizedText {
  const or = MESSAGES['eligibility.qualification.or'];
  return { en: texts.map((t) => t.en).join(or.en), ne: texts.map((t) => t.ne).join(or.ne) };
}

export function qualificationEligibility(input: {
  rules: readonly QualificationRule[];
  educations: readonly CandidateEducation[];
  competition: Competition;
}): QualificationEligibility {
  const rules = input.rules.filter((rule) =>
    qualificationAppliesTo(rule.category, input.competition),
  );
  const requirements = rules.map(describeQualification);
  if (rules.length === 0)
    return {
      eligible: false,
      reason: 'noRule',
      requirements,
      explanation: MESSAGES['eligibility.qualification.noRule'],
    };
  const rulesText = joinAlternatives(requirements);
  for (const education of input.educations)
    if (rules.some((rule) => meetsQualification(education, rule)))
      return {
        eligible: true,
        reason: 'ok',
        requirements,
        explanation: fillLocalized('eligibility.qualification.ok', {
          rules: rulesText,
          level: education.level,
          faculty: education.faculty,
        }),
      };
  return {
    eligible: false,
    reason: 'notMet',
    requirements,
    explanation: fillLocalized('eligibility.qualification.notMet', { rules: rulesText }),
  };
}
