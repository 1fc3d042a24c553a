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
