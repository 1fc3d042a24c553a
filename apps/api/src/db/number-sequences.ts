import { eq, sql } from 'drizzle-orm';
import { advertisementNumberOf } from '@niyukti/shared';
import type { Executor } from './client';
import { advertisements, distributionParts, numberSequences } from './schema';

/** The kinds of numbers the commission hands out in order, one counter per fiscal year each. */
export type NumberKind = 'requisition' | 'advertisement';

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

/** Whether an advertisement or a distribution already holds this advertisement number. */
async function advertisementNumberHeld(executor: Executor, number: string) {
  const [advertised] = await executor
    .select({ id: advertisements.id })
    .from(advertisements)
    .where(eq(advertisements.advertisementNumber, number));
  if (advertised) return true;
  const [reserved] = await executor
    .select({ id: distributionParts.id })
    .from(distributionParts)
    .where(eq(distributionParts.advertisementNumber, number));
  return reserved !== undefined;
}

/**
 * The next free advertisement number of the fiscal year (`16613/082-83`), for a distribution's
 * quotas and the create form alike (decision 148). A number typed by hand before may already hold
 * a value of the sequence: the sequence passes over it rather than clash.
 */
export async function takeAdvertisementNumber(
  executor: Executor,
  fiscalYear: string,
): Promise<string> {
  for (;;) {
    const number = advertisementNumberOf(
      await takeNextNumber(executor, 'advertisement', fiscalYear),
      fiscalYear,
    );
    if (!(await advertisementNumberHeld(executor, number))) return number;
  }
}
