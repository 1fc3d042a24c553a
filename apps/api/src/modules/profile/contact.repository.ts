import { eq } from 'drizzle-orm';
import type { AddressKind } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import {
  candidateAddresses,
  candidates,
  districts,
  localBodies,
  provinces,
  users,
} from '../../db/schema';

export type AddressRow = typeof candidateAddresses.$inferSelect;
export type AddressValues = Omit<
  typeof candidateAddresses.$inferInsert,
  'candidateUserId' | 'kind' | 'updatedAt'
>;

export async function listAddressesOf(executor: Executor, candidateUserId: number) {
  return executor
    .select()
    .from(candidateAddresses)
    .where(eq(candidateAddresses.candidateUserId, candidateUserId));
}

/** The mobile number and e-mail the candidate registered with. */
export async function findRegisteredContact(executor: Executor, candidateUserId: number) {
  const [row] = await executor
    .select({ mobile: candidates.mobile, email: users.email })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.userId, candidateUserId));
  return row ?? null;
}

/** Inserts the candidate's address of `kind`, or replaces the one there. */
export async function putAddress(
  executor: Executor,
  candidateUserId: number,
  kind: AddressKind,
  values: AddressValues,
) {
  await executor
    .insert(candidateAddresses)
    .values({ candidateUserId, kind, ...values })
    .onConflictDoUpdate({
      target: [candidateAddresses.candidateUserId, candidateAddresses.kind],
      set: { ...values, updatedAt: new Date() },
    });
}

export async function provinceExists(executor: Executor, id: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: provinces.id })
    .from(provinces)
    .where(eq(provinces.id, id));
  return row !== undefined;
}

export async function findDistrictPlace(executor: Executor, id: number) {
  const [row] = await executor
    .select({ provinceId: districts.provinceId })
    .from(districts)
    .where(eq(districts.id, id));
  return row;
}

export async function findLocalBodyPlace(executor: Executor, id: number) {
  const [row] = await executor
    .select({ districtId: localBodies.districtId, wardCount: localBodies.wardCount })
    .from(localBodies)
    .where(eq(localBodies.id, id));
  return row;
}
