// The federal shares of DOMAIN.md (Civil Service Act 2049, s.7(7)): what the demo configures and
// the tests split. Never read as a rule: a commission configures its own groups and percents.
import type { SharePart } from './split-seats';

/** The inclusive groups' shares of the reserved posts, in the law's order (priority 1–6). */
export const FEDERAL_INCLUSIVE_GROUPS: readonly SharePart[] = [
  { key: 'women', percent: 33, priority: 1 },
  { key: 'janajati', percent: 27, priority: 2 },
  { key: 'madhesi', percent: 22, priority: 3 },
  { key: 'dalit', percent: 9, priority: 4 },
  { key: 'disabled', percent: 5, priority: 5 },
  { key: 'backward', percent: 4, priority: 6 },
];

/**
 * Phase 1 (s.7(1)): the shares of a class's posts between the ways of filling them, for the
 * demo's two classes (gazetted third 70/–/–/30, non-gazetted first 40/20/–/40), priority in the
 * order listed.
 */
export const FEDERAL_CLASS_SHARES = {
  G3: [
    { heading: 'open', percent: 70 },
    { heading: 'seniority', percent: 30 },
  ],
  NG1: [
    { heading: 'open', percent: 40 },
    { heading: 'performance', percent: 20 },
    { heading: 'seniority', percent: 40 },
  ],
} as const;

/** Phase 2 (s.7(7)): 45% of the open competition's posts are reserved for the inclusive groups. */
export const FEDERAL_OPEN_SHARES = [
  { heading: 'openForAll', percent: 55 },
  { heading: 'inclusive', percent: 45 },
] as const;
