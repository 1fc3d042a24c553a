// Handing an advertisement's application forms to scrutiny officers (issue 21; back-office.md §2
// "scrutiny-allocation", "scrutiny-reallocation", §5 "Scrutiny allocation counts: allocated,
// completed, remaining, on hold"). A pure function the allocation service runs inside its
// transaction; the unique constraint on an application's allocation is what keeps two staff
// allocating at once from giving a form twice.
//
// The rule: the forms waiting are handed out in the order given (oldest application first), so an
// officer's forms are one run, not scattered. An officer given a number gets exactly that many
// (first, in the order the officers are listed); the rest are shared "evenly": each form goes to
// the officer with the fewest forms still to decide (those already allocated and pending count),
// a tie to the officer listed first. So an allocation evens out the officers' pending work, and
// a second allocation of newly arrived forms goes first to whoever has the least left.
//
// Reallocation moves an officer's forms still to decide (never a decided one) to the others by
// the same rule.

/** An officer to allocate to: a fixed number of forms, or (undefined) a share of the rest. */
export interface OfficerShare {
  userId: number;
  forms?: number;
  /** Forms allocated to the officer earlier and not yet decided: the evening out counts them. */
  pending?: number;
}

export type AllocationProblem =
  /** No officer to allocate to. */
  | 'noOfficers'
  /** An officer named twice. */
  | 'officerTwice'
  /** The fixed numbers ask for more forms than are waiting. */
  | 'moreThanWaiting'
  /** Every officer has a number, and they leave forms over. */
  | 'formsLeftOver';

export type Allocation =
  { ok: true; byOfficer: Map<number, number[]> } | { ok: false; problem: AllocationProblem };

/** Allocates `formIds` (in order) to `officers` by the rule above. */
export function allocateForms(
  formIds: readonly number[],
  officers: readonly OfficerShare[],
): Allocation {
  if (officers.length === 0) return { ok: false, problem: 'noOfficers' };
  if (new Set(officers.map((officer) => officer.userId)).size !== officers.length)
    return { ok: false, problem: 'officerTwice' };
  const fixed = officers.filter((officer) => officer.forms !== undefined);
  const shared = officers.filter((officer) => officer.forms === undefined);
  const fixedTotal = fixed.reduce((sum, officer) => sum + officer.forms!, 0);
  if (fixedTotal > formIds.length) return { ok: false, problem: 'moreThanWaiting' };
  if (shared.length === 0 && fixedTotal < formIds.length)
    return { ok: false, problem: 'formsLeftOver' };

  const counts = new Map<number, number>(fixed.map((officer) => [officer.userId, officer.forms!]));
  const even = evenCounts(
    formIds.length - fixedTotal,
    shared.map((officer) => officer.pending ?? 0),
  );
  for (const [index, officer] of shared.entries()) counts.set(officer.userId, even[index]!);
  // Runs in order: the fixed numbers first, then the shares, each officer as listed.
  const byOfficer = new Map<number, number[]>();
  let next = 0;
  for (const officer of [...fixed, ...shared]) {
    const count = counts.get(officer.userId)!;
    byOfficer.set(officer.userId, formIds.slice(next, next + count));
    next += count;
  }
  return { ok: true, byOfficer };
}

/**
 * How many of `forms` each officer gets so that their loads (`pending` plus the new) are as even
 * as they can be: forms go one at a time to the least loaded, a tie to the first listed.
 */
export function evenCounts(forms: number, pending: readonly number[]): number[] {
  const counts = pending.map(() => 0);
  if (pending.length === 0) return counts;
  // Water-filling: raise the lowest loads to a common level, then share what is left in order.
  const order = pending
    .map((load, index) => ({ load, index }))
    .sort((a, b) => a.load - b.load || a.index - b.index);
  let filled = 1;
  // Grow the group of the least loaded while the next officer's load can be reached.
  while (filled < order.length) {
    const level = order[filled]!.load;
    const needed = order.slice(0, filled).reduce((sum, o) => sum + (level - o.load), 0);
    if (needed > forms) break;
    filled++;
  }
  const group = order.slice(0, filled);
  const total = group.reduce((sum, o) => sum + o.load, 0) + forms;
  const level = Math.floor(total / group.length);
  let extra = total - level * group.length;
  for (const o of group) counts[o.index] = level - o.load;
  // The remainder goes one each to the group's officers, in the order they were listed.
  for (const o of [...group].sort((a, b) => a.index - b.index)) {
    if (extra === 0) break;
    counts[o.index]! += 1;
    extra--;
  }
  return counts;
}

/** One form an officer holds, and whether it has been decided. */
export interface HeldForm {
  formId: number;
  userId: number;
  decided: boolean;
}

/**
 * Moves the forms `fromUserId` still has to decide to `to` (by number or evenly, as an
 * allocation); decided forms stay where they were decided. Returns the forms each officer of
 * `to` takes.
 */
export function reallocateForms(
  held: readonly HeldForm[],
  fromUserId: number,
  to: readonly OfficerShare[],
): Allocation {
  if (to.some((officer) => officer.userId === fromUserId))
    return { ok: false, problem: 'officerTwice' };
  const moving = held
    .filter((form) => form.userId === fromUserId && !form.decided)
    .map((form) => form.formId);
  const pendingOf = (userId: number) =>
    held.filter((form) => form.userId === userId && !form.decided).length;
  return allocateForms(
    moving,
    to.map((officer) => ({ ...officer, pending: officer.pending ?? pendingOf(officer.userId) })),
  );
}
