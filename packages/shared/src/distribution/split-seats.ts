// Splitting whole posts between shares (issue 20; DOMAIN.md "Inclusive quotas"). Each phase of a
// vacancy distribution divides a number of posts between parts with percentages (phase 3: 176
// reserved posts between women 33, Adibasi/Janajati 27, Madhesi 22, Dalit 9, disability 5,
// backward area 4). The exact shares are fractions (58.08, 47.52 …) and posts are whole, so a
// rule settles the fractions. No official rule exists, so ours is written down here and explained
// in each proposal; staff may always set the counts themselves (a table row, see
// distribution-proposal.ts).
//
// The rule: seats are handed out one at a time, each to the part furthest below its claim (its
// claim less the seats it has so far); a tie goes to the better priority (1 before 2), then to
// the part listed first. A part's claim is its exact share plus what it is owed from earlier
// distributions of the same post and office: the sum over them of its exact share less the seats
// it got. So a small group that could not get its seat last time (one post: women 0.33, owed
// 0.33) stands higher next time, and the rotation is written in the history, not remembered.
//
// Guarantees (tested as properties): the seats add up to the total; with nothing owed every part
// gets its exact share rounded down or up (never further than one seat from it), which is the
// largest-remainder method; with history, each part's running total of seats stays within one of
// its running total of exact shares; the same input gives the same output.

/** One part of a split: its share of the posts and its priority among the parts. */
export interface SharePart<K extends string = string> {
  key: K;
  /** Percent of the posts being split; the parts' percents add up to 100. */
  percent: number;
  /** 1 is first; settles a tie for the last seats. */
  priority: number;
}

/** What a part received in one earlier distribution of the same post and office. */
export interface PastSplit<K extends string = string> {
  total: number;
  seats: Partial<Record<K, number>>;
}

export interface SplitPart<K extends string = string> {
  key: K;
  percent: number;
  priority: number;
  /** The share as a fraction: total × percent / 100 (the spec's "decimal value"). */
  exact: number;
  /** What earlier distributions left it owed (negative: it got more than its share before). */
  owed: number;
  seats: number;
}

/** Exact to four places: percents such as 33.33 must not leave 0.99999 where 1 is meant. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** A part's exact share of `total` posts. */
export function exactShare(total: number, percent: number): number {
  return round4((total * percent) / 100);
}

/** What each part is owed from `history`: its exact shares there less the seats it got. */
export function owedFrom<K extends string>(
  parts: readonly SharePart<K>[],
  history: readonly PastSplit<K>[],
): Record<K, number> {
  const owed = {} as Record<K, number>;
  for (const part of parts)
    owed[part.key] = round4(
      history.reduce(
        (sum, past) => sum + exactShare(past.total, part.percent) - (past.seats[part.key] ?? 0),
        0,
      ),
    );
  return owed;
}

/** `total` whole posts split between `parts` by the rule above. */
export function splitSeats<K extends string>(
  total: number,
  parts: readonly SharePart<K>[],
  history: readonly PastSplit<K>[] = [],
): SplitPart<K>[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`posts must be whole: ${total}`);
  const owed = owedFrom(parts, history);
  const split = parts.map((part) => ({
    key: part.key,
    percent: part.percent,
    priority: part.priority,
    exact: exactShare(total, part.percent),
    owed: owed[part.key],
    seats: 0,
  }));
  if (split.length === 0) return split;
  const shortfall = (part: SplitPart<K>) => round4(part.exact + part.owed - part.seats);
  for (let seat = 0; seat < total; seat++) {
    let next = split[0]!;
    for (const part of split) {
      const [gap, nextGap] = [shortfall(part), shortfall(next)];
      if (gap > nextGap || (gap === nextGap && part.priority < next.priority)) next = part;
    }
    next.seats += 1;
  }
  return split;
}
