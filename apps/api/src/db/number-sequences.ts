import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { numberSequences } from './schema';

/** The kinds of numbers the commission hands out in order, one counter per fiscal year each. */
export type NumberKind = 'requisition';

/**
 * The next number of `kind` in `fiscalYear` (1, 2, 3…), taken inside the caller's transaction:
 * the row stays locked until it commits, so two saves at once get two numbers, and a save that
 * rolls back gives its number back to the next one. Numbers are therefore never reused and, for
 * what commits, have no gaps.
 */
export async function takeNextNumber(
  executor: Executor,
  kind: NumberKind,
  fiscalYear: string,
): Promise<number> {
  const [row] = await executor
    .insert(numberSequences)
    .values({ kind, fiscalYear, lastValue: 1 })
    .onConflictDoUpdate({
      target: [numberSequences.kind, numberSequences.fiscalYear],
      set: { lastValue: sql`${numberSequences.lastValue} + 1` },
    })
    .returning({ value: numberSequences.lastValue });
  return row!.value;
}
