import { and, eq, or, sql } from 'drizzle-orm';
import type { ErrorCode, TRegistration } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { candidates, users } from '../../db/schema';

/** Which of the person's unique facts is already registered, first match in a fixed order. */
export async function findDuplicateOf(
  executor: Executor,
  input: TRegistration,
): Promise<ErrorCode | null> {
  const [clash] = await executor
    .select({
      username: sql<boolean>`lower(${users.username}) = ${input.username.toLowerCase()}`,
      email: sql<boolean>`lower(${users.email}) = ${input.email.toLowerCase()}`,
      mobile: sql<boolean>`coalesce(${candidates.mobile} = ${input.mobile}, false)`,
      nationalId: sql<boolean>`coalesce(${candidates.nationalId} = ${input.nationalId}, false)`,
      citizenship: sql<boolean>`coalesce(${candidates.citizenshipNumber} = ${input.citizenshipNumber} and ${candidates.citizenshipIssueDistrictId} = ${input.citizenshipIssueDistrictId}, false)`,
    })
    .from(users)
    .leftJoin(candidates, eq(candidates.userId, users.id))
    .where(
      or(
        eq(sql`lower(${users.username})`, input.username.toLowerCase()),
        eq(sql`lower(${users.email})`, input.email.toLowerCase()),
        eq(candidates.mobile, input.mobile),
        eq(candidates.nationalId, input.nationalId),
        and(
          eq(candidates.citizenshipNumber, input.citizenshipNumber),
          eq(candidates.citizenshipIssueDistrictId, input.citizenshipIssueDistrictId),
        ),
      ),
    )
    .limit(1);
  if (!clash) return null;
  if (clash.username) return 'DUPLICATE_USERNAME';
  if (clash.email) return 'DUPLICATE_EMAIL';
  if (clash.mobile) return 'DUPLICATE_MOBILE';
  if (clash.nationalId) return 'DUPLICATE_NATIONAL_ID';
  return 'DUPLICATE_CITIZENSHIP';
}

export async function insertCandidate(
  executor: Executor,
  input: TRegistration,
  passwordHash: string,
) {
  const [user] = await executor
    .insert(users)
    .values({
      username: input.username,
      email: input.email,
      passwordHash,
      kind: 'candidate',
      firstName: input.firstName,
      middleName: input.middleName ?? null,
      lastName: input.lastName,
      mustChangePassword: true,
    })
    .returning({ id: users.id });
  const [candidate] = await executor
    .insert(candidates)
    .values({
      userId: user!.id,
      dobAd: input.dobAd,
      gender: input.gender,
      mobile: input.mobile,
      nationalId: input.nationalId,
      citizenshipNumber: input.citizenshipNumber,
      citizenshipIssueDateAd: input.citizenshipIssueDateAd,
      citizenshipIssueDistrictId: input.citizenshipIssueDistrictId,
    })
    .returning({ masterId: candidates.masterId });
  return { userId: user!.id, masterId: candidate!.masterId };
}
