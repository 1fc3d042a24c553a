import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refreshTokens } from '../../db/schema';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueRefreshToken(
  executor: Executor,
  userId: number,
  ttlSeconds: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await executor.insert(refreshTokens).values({
    id: randomUUID(),
    userId,
    familyId,
    tokenHash: hashOf(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

export type RefreshOutcome = { ok: true; userId: number; familyId: string } | { ok: false };

/**
 * Spends a refresh token. Each token works once; presenting a spent one means it was stolen
 * or replayed, so the whole family (every token descended from the same login) is revoked.
 */
export async function spendRefreshToken(
  executor: Executor,
  token: string,
): Promise<RefreshOutcome> {
  const [row] = await executor
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOf(token)))
    .for('update');
  if (!row || row.revokedAt) return { ok: false };
  if (row.usedAt) {
    await revokeFamily(executor, row.familyId);
    return { ok: false };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false };
  await executor
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(eq(refreshTokens.id, row.id));
  return { ok: true, userId: row.userId, familyId: row.familyId };
}

export async function revokeFamily(executor: Executor, familyId: string) {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeFamilyOfToken(executor: Executor, token: string) {
  const [row] = await executor
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOf(token)));
  if (row) await revokeFamily(executor, row.familyId);
}

export async function revokeAllOfUser(executor: Executor, userId: number) {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
