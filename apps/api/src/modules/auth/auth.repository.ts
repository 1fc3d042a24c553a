import { createHash } from 'node:crypto';
import { and, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  inActionOrder,
  type PermissionAction,
  type PrivilegeCode,
  type TPermissions,
} from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { actionsOfRoleModule } from '../../db/role-module-actions';
import {
  candidates,
  masterConfig,
  modules,
  roleModules,
  rolePrivileges,
  signInFailures,
  userBlocks,
  userRoles,
  users,
} from '../../db/schema';

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

/**
 * Each privilege code the user holds, with the actions they hold on it: for each role that holds
 * the code, its row in the code's module; the roles together allow what any of them allows (a
 * code held without a row is held with no action).
 */
export async function findPermissionsOfUser(
  executor: Executor,
  userId: number,
): Promise<TPermissions> {
  const rows = await executor
    .select({ code: rolePrivileges.code, permission: roleModules })
    .from(userRoles)
    .innerJoin(rolePrivileges, eq(rolePrivileges.roleId, userRoles.roleId))
    .leftJoin(modules, eq(modules.code, rolePrivileges.code))
    .leftJoin(
      roleModules,
      and(eq(roleModules.roleId, userRoles.roleId), eq(roleModules.moduleId, modules.id)),
    )
    .where(eq(userRoles.userId, userId));
  const held = new Map<PrivilegeCode, PermissionAction[]>();
  for (const { code, permission } of rows) {
    const actions = held.get(code as PrivilegeCode) ?? [];
    if (permission) actions.push(...actionsOfRoleModule(permission));
    held.set(code as PrivilegeCode, actions);
  }
  return Object.fromEntries([...held].map(([code, actions]) => [code, inActionOrder(actions)]));
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
 * What sign-in failures are counted under for a name typed: the SHA-256 of its trimmed, lower-
 * cased text (a username or an e-mail; people sometimes type a password there, so the text
 * itself is not kept). Every name has one, whether or not an account answers to it.
 */
export const signInNameKey = (login: string) =>
  createHash('sha256').update(login.trim().toLowerCase()).digest('hex');

/** The keys a user's failures can be counted under: their username and their e-mail. */
export const signInNameKeysOf = (user: { username: string; email: string }) => [
  signInNameKey(user.username),
  signInNameKey(user.email),
];

/**
 * Lifts every wrong-password lock on a user's account, whichever client and name (username or
 * e-mail) it was counted for: a reset, by link or by staff, proves who the user is.
 */
export async function liftSignInLocksOf(
  executor: Executor,
  user: { username: string; email: string },
) {
  await forgetSignInFailures(executor, signInNameKeysOf(user));
}

/** Failures older than this are forgotten (and their rows deleted by the cleanup job). */
const FORGET_AFTER = sql`interval '1 day'`;

/** Whether sign-in with this name from this client is locked now. */
export async function isSignInLocked(
  executor: Executor,
  nameKey: string,
  client: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ nameKey: signInFailures.nameKey })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.nameKey, nameKey),
        eq(signInFailures.client, client),
        gt(signInFailures.lockedUntil, sql`now()`),
      ),
    );
  return row !== undefined;
}

/**
 * Counts a wrong password (or an unknown name) for this name and client. When the count
 * reaches master config's maximum, that name is locked for that client for the configured
 * minutes and the count starts again; while locked nothing more is counted. One upsert, so
 * concurrent attempts cannot slip past the limit. Returns whether the pair is locked now.
 */
export async function recordSignInFailure(
  executor: Executor,
  nameKey: string,
  client: string,
): Promise<boolean> {
  const settings = (column: AnyPgColumn) =>
    sql`(select ${column} from ${masterConfig} where ${masterConfig.id} = 1)`;
  const maximum = settings(masterConfig.maxWrongLoginAttempts);
  const lockEnds = sql`now() + make_interval(mins => ${settings(masterConfig.loginLockMinutes)})`;
  const lockedNow = sql`coalesce(${signInFailures.lockedUntil} > now(), false)`;
  const counted = sql`(case when ${signInFailures.lastFailedAt} > now() - ${FORGET_AFTER} then ${signInFailures.failures} else 0 end + 1)`;
  const [row] = await executor
    .insert(signInFailures)
    .values({
      nameKey,
      client,
      failures: sql`case when 1 >= ${maximum} then 0 else 1 end`,
      lockedUntil: sql`case when 1 >= ${maximum} then ${lockEnds} end`,
    })
    .onConflictDoUpdate({
      target: [signInFailures.nameKey, signInFailures.client],
      set: {
        failures: sql`case when ${lockedNow} then ${signInFailures.failures} when ${counted} >= ${maximum} then 0 else ${counted} end`,
        lockedUntil: sql`case when not ${lockedNow} and ${counted} >= ${maximum} then ${lockEnds} else ${signInFailures.lockedUntil} end`,
        lastFailedAt: sql`now()`,
      },
    })
    .returning({ lockedUntil: signInFailures.lockedUntil });
  return row?.lockedUntil != null && row.lockedUntil.getTime() > Date.now();
}

/** Forgets failures (and lifts locks) of these names: from one client, or from every one. */
export async function forgetSignInFailures(
  executor: Executor,
  nameKeys: string[],
  client?: string,
) {
  await executor
    .delete(signInFailures)
    .where(
      and(
        inArray(signInFailures.nameKey, nameKeys),
        client === undefined ? undefined : eq(signInFailures.client, client),
      ),
    );
}

/** Deletes what no longer counts: failures a day old whose lock (if any) is over. */
export async function deleteStaleSignInFailures(executor: Executor) {
  await executor
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.lastFailedAt, sql`now() - ${FORGET_AFTER}`),
        or(isNull(signInFailures.lockedUntil), lt(signInFailures.lockedUntil, sql`now()`)),
      ),
    );
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
