import { eq } from 'drizzle-orm';
import type { TPersonalDetails } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { candidateProfiles, candidates, users } from '../../db/schema';

/** The identity (users, candidates) and the profile row, if any, of one candidate. */
export async function findPersonalDetails(executor: Executor, candidateUserId: number) {
  const [row] = await executor
    .select({ user: users, candidate: candidates, profile: candidateProfiles })
    .from(users)
    .innerJoin(candidates, eq(candidates.userId, users.id))
    .leftJoin(candidateProfiles, eq(candidateProfiles.candidateUserId, users.id))
    .where(eq(users.id, candidateUserId));
  return row;
}

export async function saveIdentity(
  executor: Executor,
  candidateUserId: number,
  input: TPersonalDetails,
) {
  await executor
    .update(users)
    .set({
      firstName: input.firstName,
      middleName: input.middleName ?? null,
      lastName: input.lastName,
    })
    .where(eq(users.id, candidateUserId));
  await executor
    .update(candidates)
    .set({
      dobAd: input.dobAd,
      gender: input.gender,
      citizenshipNumber: input.citizenshipNumber,
      citizenshipIssueDateAd: input.citizenshipIssueDateAd,
      citizenshipIssueDistrictId: input.citizenshipIssueDistrictId,
    })
    .where(eq(candidates.userId, candidateUserId));
}

export async function saveProfileNames(
  executor: Executor,
  candidateUserId: number,
  input: TPersonalDetails,
) {
  const values = {
    firstNameNe: input.firstNameNe,
    middleNameNe: input.middleNameNe ?? null,
    lastNameNe: input.lastNameNe,
    fatherNameEn: input.fatherNameEn,
    fatherNameNe: input.fatherNameNe,
    motherNameEn: input.motherNameEn,
    motherNameNe: input.motherNameNe,
    grandfatherNameEn: input.grandfatherNameEn,
    grandfatherNameNe: input.grandfatherNameNe,
    spouseNameEn: input.spouseNameEn ?? null,
    spouseNameNe: input.spouseNameNe ?? null,
  };
  await executor
    .insert(candidateProfiles)
    .values({ candidateUserId, ...values })
    .onConflictDoUpdate({
      target: candidateProfiles.candidateUserId,
      set: { ...values, updatedAt: new Date() },
    });
}
