// The age half of the eligibility check (DOMAIN.md "Age"; docs/decisions.md, age limits):
// which age-limit rule applies to a candidate, and whether their age on the advertisement's
// age cut-off date fits it, explained in plain words in both languages.
//
// Precedence: of the active rules of the vacancy's class and service, those a candidate falls
// under are the ones for any gender or their own, for persons with disability only if they have
// one, for internal competition only if the advertisement is one. The most specific of them
// applies, and it applies whole (its minimum and its maximum):
//   internal > disability > own gender > any gender
// i.e. internal+disabled+gender, internal+disabled, internal+gender, internal, disabled+gender,
// disabled, gender, any. So a disabled candidate gets the disability rule when the class and
// service have one, else the rule of their gender, else the rule for anyone; in an internal
// competition without internal rules the open-competition rules apply.
//
// Boundaries: age is counted in completed years, months and days on the cut-off date, in the
// Bikram Sambat calendar (the calendar of the citizenship certificate and of the commission's
// notices, "age as of 2082/02/08 B.S."); the A.D. count is shown beside it, and decides only for
// dates outside the B.S. table. A year is complete on the anniversary: a candidate is 18 on their
// 18th birthday. A birthday on a day the cut-off year's month lacks (Asar 32 in a year whose Asar
// has 31 days) is reached on the first day of the next month. The minimum holds from the day of
// the birthday (completed years ≥ min); "maximum 35" is met up to the day before the 36th
// birthday (35 years and any months and days: completed years ≤ max). No maximum: no upper limit.
import { adToBs, ageOn, ageOnBs, type AgeParts } from '../dates/bs-date';
import { toDevanagariDigits } from '../digits/devanagari';
import { MESSAGES, type LocalizedText, type MessageKey } from '../i18n/messages';
import type { Gender } from '../validation/genders';

/** A stored rule, as much of it as the check reads. */
export interface AgeRule {
  id: number;
  gender: Gender | null;
  minAge: number;
  maxAge: number | null;
  forDisabled: boolean;
  forInternal: boolean;
  active: boolean;
}

/** What the rules look at in a candidate, for one advertisement. */
export interface AgeCandidate {
  gender: Gender;
  disabled: boolean;
  /** The advertisement is an internal competition (for serving civil servants). */
  internal: boolean;
}

export const AGE_REASONS = ['ok', 'tooYoung', 'tooOld', 'noRule'] as const;
export type AgeReason = (typeof AGE_REASONS)[number];

export interface AgeEligibility {
  eligible: boolean;
  reason: AgeReason;
  /** The calendar whose count decided: B.S., or A.D. for a date outside the B.S. table. */
  calendar: 'bs' | 'ad';
  /** The deciding age on the cut-off date (the B.S. count, or the A.D. one, see `calendar`). */
  age: AgeParts;
  ageAd: AgeParts;
  ageBs: AgeParts | null;
  dobAd: string;
  dobBs: string | null;
  cutOffAd: string;
  cutOffBs: string | null;
  /** The rule that applied, with who it is for and its range in words; null: none applies. */
  rule: (AgeRule & { description: LocalizedText }) | null;
  /** Why, in plain words: the age on the date, the rule and what follows. */
  explanation: LocalizedText;
}

type Param = string | number | LocalizedText;

/** Fills `{name}`s; in Nepali, numbers and dates given once for both languages get Devanagari digits. */
export function fillMessage(
  template: string,
  params: Readonly<Record<string, Param>>,
  lang: 'en' | 'ne',
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'object') return value[lang];
    return lang === 'ne' ? toDevanagariDigits(value) : String(value);
  });
}

/** A message of the catalogue with its `{name}`s filled, in both languages. */
export function fillLocalized(
  key: MessageKey,
  params: Readonly<Record<string, Param>> = {},
): LocalizedText {
  const text = MESSAGES[key];
  return { en: fillMessage(text.en, params, 'en'), ne: fillMessage(text.ne, params, 'ne') };
}

/** 4 when for internal competition, 2 for disability, 1 for one gender: higher is more specific. */
function specificity(rule: AgeRule): number {
  return (rule.forInternal ? 4 : 0) + (rule.forDisabled ? 2 : 0) + (rule.gender !== null ? 1 : 0);
}

function fallsUnder(rule: AgeRule, candidate: AgeCandidate): boolean {
  return (
    rule.active &&
    (rule.gender === null || rule.gender === candidate.gender) &&
    (!rule.forDisabled || candidate.disabled) &&
    (!rule.forInternal || candidate.internal)
  );
}

/**
 * The rule that applies to `candidate` among `rules` (those of the vacancy's class and service):
 * the most specific active one the candidate falls under (see the precedence above), or null.
 * Equally specific rules (possible only across classes or services) go by the lowest id.
 */
export function applicableAgeRule<R extends AgeRule>(
  rules: readonly R[],
  candidate: AgeCandidate,
): R | null {
  let best: R | null = null;
  for (const rule of rules) {
    if (!fallsUnder(rule, candidate)) continue;
    const better =
      best === null ||
      specificity(rule) > specificity(best) ||
      (specificity(rule) === specificity(best) && rule.id < best.id);
    if (better) best = rule;
  }
  return best;
}

const GENDER_KEYS: Record<Gender, MessageKey> = {
  male: 'eligibility.rule.male',
  female: 'eligibility.rule.female',
  other: 'eligibility.rule.otherGender',
};

function joinTexts(parts: readonly LocalizedText[]): LocalizedText {
  return {
    en: parts.map((part) => part.en).join(', '),
    ne: parts.map((part) => part.ne).join(', '),
  };
}

/** A rule's range and who it is for, e.g. "18 to 40 years for women, persons with disability". */
export function describeAgeRule(
  rule: Pick<AgeRule, 'gender' | 'minAge' | 'maxAge' | 'forDisabled' | 'forInternal'>,
): LocalizedText {
  const who: LocalizedText[] = [];
  if (rule.gender !== null) who.push(MESSAGES[GENDER_KEYS[rule.gender]]);
  if (rule.forDisabled) who.push(MESSAGES['eligibility.rule.disabled']);
  if (rule.forInternal) who.push(MESSAGES['eligibility.rule.internal']);
  if (who.length === 0) who.push(MESSAGES['eligibility.rule.anyone']);
  const range =
    rule.maxAge === null
      ? fill('eligibility.rule.atLeast', { min: rule.minAge })
      : fill('eligibility.rule.range', { min: rule.minAge, max: rule.maxAge });
  return fill('eligibility.rule.description', { who: joinTexts(who), range });
}

const fill = fillLocalized;

/** "2082-08-26 B.S. (2025-12-12 A.D.)", or the A.D. date alone outside the B.S. table. */
export function dateText(ad: string, bs: string | null = safeAdToBs(ad)): LocalizedText {
  return bs === null ? fill('eligibility.dateAd', { ad }) : fill('eligibility.date', { ad, bs });
}

function safeAdToBs(iso: string): string | null {
  try {
    return adToBs(iso);
  } catch {
    return null;
  }
}

function reasonOf(age: AgeParts, rule: AgeRule | null): AgeReason {
  if (rule === null) return 'noRule';
  if (age.years < rule.minAge) return 'tooYoung';
  if (rule.maxAge !== null && age.years > rule.maxAge) return 'tooOld';
  return 'ok';
}

const EXPLANATION_KEYS: Record<AgeReason, MessageKey> = {
  ok: 'eligibility.age.ok',
  tooYoung: 'eligibility.age.tooYoung',
  tooOld: 'eligibility.age.tooOld',
  noRule: 'eligibility.age.noRule',
};

/**
 * Whether a candidate born on `dobAd` meets the age limit of an advertisement whose age cut-off
 * date is `cutOffAd`, under `rules` (the class and service's), and why, in both languages.
 */
export function ageEligibility(input: {
  dobAd: string;
  cutOffAd: string;
  rules: readonly AgeRule[];
  candidate: AgeCandidate;
}): AgeEligibility {
  const { dobAd, cutOffAd, rules, candidate } = input;
  const ageAd = ageOn(dobAd, cutOffAd);
  const dobBs = safeAdToBs(dobAd);
  const cutOffBs = safeAdToBs(cutOffAd);
  const ageBs = dobBs !== null && cutOffBs !== null ? ageOnBs(dobBs, cutOffBs) : null;
  const age = ageBs ?? ageAd;
  const applied = applicableAgeRule(rules, candidate);
  const rule = applied ? { ...applied, description: describeAgeRule(applied) } : null;
  const reason = reasonOf(age, applied);
  const explanation = fill(EXPLANATION_KEYS[reason], {
    cutOff: dateText(cutOffAd, cutOffBs),
    age: fill('eligibility.ageParts', age),
    rule: rule?.description ?? '',
    min: applied?.minAge ?? '',
    max: applied?.maxAge ?? '',
    // The first birthday past the limit: "must not yet have turned 36" for a maximum of 35.
    next: applied && applied.maxAge !== null ? applied.maxAge + 1 : '',
  });
  return {
    eligible: reason === 'ok',
    reason,
    calendar: ageBs ? 'bs' : 'ad',
    age,
    ageAd,
    ageBs,
    dobAd,
    dobBs,
    cutOffAd,
    cutOffBs,
    rule,
    explanation,
  };
}
