import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { liftSignInLocksOf } from '../auth/index';

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** E-mails are unique in lower case (users_email_lower_key), so at most one user matches. */
export async function findUserByEmail(executor: Executor, email: string) {
  const [user] = await executor
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user;
}

/** A newer link replaces every older one still unused: only the latest mail works. */
export async function spendUnusedTokensOfUser(executor: Executor, userId: number) {
  await executor
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function insertResetToken(
  executor: Executor,
  row: { id: string; userId: number; tokenHash: string; expiresAt: Date },
) {
  await executor.insert(passwordResetTokens).values(row);
}

/** The token with its user's name; `lock` holds the row until the transaction ends. */
export async function findResetToken(executor: Executor, tokenHash: string, lock = false) {
  const query = executor
    .select({ token: passwordResetTokens, username: users.username })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  const [row] = await (lock ? query.for('update', { of: passwordResetTokens }) : query);
  return row;
}

export async function markTokenUsed(executor: Executor, tokenId: string) {
  await executor
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(eq(passwordResetTokens.id, tokenId));
}

/**
 * A reset also lifts every wrong-password lock on the account, whichever client and name
 * (username or e-mail) it was counted for: the person proved they own the mailbox.
 */
export async function resetPasswordOfUser(
  executor: Executor,
  userId: number,
  passwordHash: string,
) {
  const [user] = await executor
    .update(users)
    .set({ passwordHash, mustChangePassword: false, failedLogins: 0, lockedUntil: null })
    .where(eq(users.id, userId))
    .returning({ username: users.username, email: users.email });
  if (user) await liftSignInLocksOf(executor, user);
}
