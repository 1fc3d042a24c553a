import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { PrivilegeCode } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { candidates, rolePrivileges, userBlocks, userRoles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** Candidates sign in with their username or their e-mail, in any letter case. */
export async function findUserByLogin(
  executor: Executor,
  login: string,
): Promise<UserRow | undefined> {
  const needle = login.trim().toLowerCase();
  const [user] = await executor
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, needle), eq(sql`lower(${users.email})`, needle)))
    .limit(1);
  return user;
}

export async function findUserById(executor: Executor, id: number): Promise<UserRow | undefined> {
  const [user] = await executor.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findPrivilegesOfUser(
  executor: Executor,
  userId: number,
): Promise<PrivilegeCode[]> {
  const rows = await executor
    .selectDistinct({ code: rolePrivileges.code })
    .from(userRoles)
    .innerJoin(rolePrivileges, eq(rolePrivileges.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.code as PrivilegeCode).sort();
}

export async function findMasterIdOfUser(
  executor: Executor,
  userId: number,
): Promise<number | null> {
  const [row] = await executor
    .select({ masterId: candidates.masterId })
    .from(candidates)
    .where(eq(candidates.userId, userId));
  return row?.masterId ?? null;
}

export async function setPassword(
  executor: Executor,
  userId: number,
  passwordHash: string,
  mustChangePassword: boolean,
) {
  await executor
    .update(users)
    .set({ passwordHash, mustChangePassword })
    .where(eq(users.id, userId));
}

/**
 * Counts a wrong password. When the count reaches the configured maximum the account is
 * locked for the configured minutes and the count starts again. One UPDATE, so concurrent
 * wrong attempts cannot slip past the limit. Returns whether this attempt locked the account.
 */
export async function recordWrongPassword(
  executor: Executor,
  userId: number,
  settings: { maxWrongLoginAttempts: number; loginLockMinutes: number },
): Promise<boolean> {
  const [row] = await executor
    .update(users)
    .set({
      failedLogins: sql`case when ${users.failedLogins} + 1 >= ${settings.maxWrongLoginAttempts} then 0 else ${users.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${users.failedLogins} + 1 >= ${settings.maxWrongLoginAttempts} then now() + make_interval(mins => ${settings.loginLockMinutes}) else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  return row?.lockedUntil != null && row.lockedUntil.getTime() > Date.now();
}

export async function clearWrongPasswords(executor: Executor, userId: number) {
  await executor
    .update(users)
    .set({ failedLogins: 0, lockedUntil: null })
    .where(eq(users.id, userId));
}

/** A block the commission put on the account that covers `todayIso` and was not lifted. */
export async function findActiveBlock(executor: Executor, userId: number, todayIso: string) {
  const [block] = await executor
    .select({ id: userBlocks.id, endsOn: userBlocks.endsOn })
    .from(userBlocks)
    .where(
      and(
        eq(userBlocks.userId, userId),
        isNull(userBlocks.liftedAt),
        lte(userBlocks.startsOn, todayIso),
        gte(userBlocks.endsOn, todayIso),
      ),
    )
    .limit(1);
  return block;
}
