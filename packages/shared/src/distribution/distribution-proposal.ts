// The proposal "auto-generate quota" makes for a requisition (issue 20; back-office.md §3 and §5,
// "Vacancy formula phases 1 and 2", "Phase 3 formula", "Phase 3 table value"). Three phases,
// each a split of the posts the phase before left to it (our reading, docs/decisions.md):
//   1. a class's posts between the ways of filling them (open competition, internal competition,
//      promotion by seniority, by performance);
//   2. the open competition's posts between open for all and the inclusive groups (55/45);
//   3. the inclusive posts between the groups (women 33, Adibasi/Janajati 27, …).
// Each phase's formula is configuration (percent and priority per part) and is split by
// splitSeats. Staff may also set, in a phase's table, the counts for a number of posts; a row for
// the number of posts at hand is used instead of the formula, and the formula's own answer is
// kept beside it so the proposal can show both (the Section Officer's 176 reserved posts of 2076
// were split 58/48/39/15/9/7, which no rounding rule gives).
import { splitSeats, type PastSplit, type SharePart, type SplitPart } from './split-seats';

/** Counts staff set in a phase's table for one number of posts ("vacancy number"). */
export interface TableRow<K extends string = string> {
  posts: number;
  seats: Partial<Record<K, number>>;
}

export interface DistributionPhase<K extends string = string> {
  parts: readonly SharePart<K>[];
  table?: readonly TableRow<K>[];
  /** The part whose posts the next phase splits (phase 1's open competition, phase 2's inclusive). */
  feeds?: K;
  /**
   * The fewest posts the phase splits (decision 144): fewer all go to the part of priority 1.
   * Absent: 1, every number of posts is split.
   */
  limit?: number;
}

export interface PhaseProposal<K extends string = string> {
  /** How many posts this phase split. */
  posts: number;
  /** The counts proposed: under the limit all to priority 1, else a table row's, else the formula's. */
  parts: SplitPart<K>[];
  source: 'formula' | 'table' | 'limit';
  /** The formula's own answer, shown beside a table row. */
  formula: SplitPart<K>[];
}

/** A table row that can be used for `posts`: its number, and its counts adding up to it. */
function rowFor<K extends string>(
  phase: DistributionPhase<K>,
  posts: number,
): TableRow<K> | undefined {
  return phase.table?.find(
    (row) =>
      row.posts === posts &&
      phase.parts.reduce((sum, part) => sum + (row.seats[part.key] ?? 0), 0) === posts,
  );
}

/** One phase's split of `posts`: under its limit all to priority 1, else a table row, else the formula. */
function proposePhase<K extends string>(
  phase: DistributionPhase<K>,
  posts: number,
  past: readonly PastSplit<K>[],
): PhaseProposal<K> {
  const formula: SplitPart<K>[] = splitSeats(posts, phase.parts, past);
  if (posts < (phase.limit ?? 1)) {
    const first = Math.min(...phase.parts.map((part) => part.priority));
    const parts = formula.map((part) => ({ ...part, seats: part.priority === first ? posts : 0 }));
    return { posts, parts, source: 'limit', formula };
  }
  const row = rowFor(phase, posts);
  const parts = row
    ? formula.map((part) => ({ ...part, seats: row.seats[part.key] ?? 0 }))
    : formula.map((part) => ({ ...part }));
  return { posts, parts, source: row ? 'table' : 'formula', formula };
}

/**
 * The phases' splits of `total` posts, each phase splitting what the one before fed it. `history`
 * is the earlier distributions of the same post and office, each as its phases' splits in order;
 * what a part is owed there moves the fractions this time (splitSeats).
 */
export function proposeDistribution<K extends string>(
  total: number,
  phases: readonly DistributionPhase<K>[],
  history: readonly (readonly PastSplit<K>[])[] = [],
): PhaseProposal<K>[] {
  const proposals: PhaseProposal<K>[] = [];
  let posts: number | undefined = total;
  for (const [index, phase] of phases.entries()) {
    if (posts === undefined) break;
    const past = history.flatMap((distribution) => distribution[index] ?? []);
    const proposal: PhaseProposal<K> = proposePhase(phase, posts, past);
    proposals.push(proposal);
    posts =
      phase.feeds === undefined
        ? undefined
        : proposal.parts.find((part) => part.key === phase.feeds)?.seats;
  }
  return proposals;
}
