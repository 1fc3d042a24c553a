import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  candidateExtraDetails,
  castes,
  disabilityClasses,
  disabilityTypes,
  educationLevels,
  ethnicGroups,
  motherTongues,
  religions,
} from '../../db/schema';

export type ExtraDetailsRow = typeof candidateExtraDetails.$inferSelect;
export type ExtraDetailsValues = Omit<
  typeof candidateExtraDetails.$inferInsert,
  'candidateUserId' | 'updatedAt'
>;

/** The master-data lists the Extra tab chooses from, by the name the service uses. */
export const EXTRA_CHOICE_LISTS = {
  castes,
  ethnicGroups,
  religions,
  motherTongues,
  disabilityClasses,
  disabilityTypes,
  educationLevels,
} as const;
export type ExtraChoiceList = keyof typeof EXTRA_CHOICE_LISTS;

export async function findExtraDetailsOf(executor: Executor, candidateUserId: number) {
  const [row] = await executor
    .select()
    .from(candidateExtraDetails)
    .where(eq(candidateExtraDetails.candidateUserId, candidateUserId));
  return row;
}

/** Inserts the candidate's extra details, or replaces the ones there. */
export async function putExtraDetails(
  executor: Executor,
  candidateUserId: number,
  values: ExtraDetailsValues,
) {
  const [row] = await executor
    .insert(candidateExtraDetails)
    .values({ candidateUserId, ...values })
    .onConflictDoUpdate({
      target: candidateExtraDetails.candidateUserId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** A record of one of the lists: its English name (to recognise "Other") and its status. */
export async function findChoice(executor: Executor, list: ExtraChoiceList, id: number) {
  const table = EXTRA_CHOICE_LISTS[list];
  const [row] = await executor
    .select({ nameEn: table.nameEn, active: table.active })
    .from(table)
    .where(eq(table.id, id));
  return row;
}
