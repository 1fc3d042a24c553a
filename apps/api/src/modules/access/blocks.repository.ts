import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { TCreateUserBlock } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { candidates, userBlocks, users } from '../../db/schema';

export type UserBlockRow = typeof userBlocks.$inferSelect;

export async function listBlocksOfUser(executor: Executor, userId: number) {
  return executor
    .select()
    .from(userBlocks)
    .where(eq(userBlocks.userId, userId))
    .orderBy(desc(userBlocks.startsOn), desc(userBlocks.id));
}

export async function insertBlock(
  executor: Executor,
  userId: number,
  input: TCreateUserBlock,
  createdBy: number,
) {
  const [row] = await executor
    .insert(userBlocks)
    .values({ userId, ...input, createdBy })
    .returning();
  return row!;
}

/** A block not lifted whose dates share at least one day with the given period. */
export async function hasActiveBlockOverlapping(
  executor: Executor,
  userId: number,
  period: Pick<TCreateUserBlock, 'startsOn' | 'endsOn'>,
) {
  const [row] = await executor
    .select({ id: userBlocks.id })
    .from(userBlocks)
    .where(
      and(
        eq(userBlocks.userId, userId),
        isNull(userBlocks.liftedAt),
        lte(userBlocks.startsOn, period.endsOn),
        gte(userBlocks.endsOn, period.startsOn),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findBlock(executor: Executor, userId: number, blockId: number) {
  const [row] = await executor
    .select()
    .from(userBlocks)
    .where(and(eq(userBlocks.id, blockId), eq(userBlocks.userId, userId)))
    .for('update');
  return row;
}

export async function liftBlock(executor: Executor, blockId: number) {
  const [row] = await executor
    .update(userBlocks)
    .set({ liftedAt: new Date() })
    .where(eq(userBlocks.id, blockId))
    .returning();
  return row!;
}

/** Exactly one account by username or e-mail (any letter case), or by a candidate's master id. */
export async function findUserForLookup(executor: Executor, query: string) {
  const needle = query.toLowerCase();
  const byMasterId = /^\d{1,9}$/.test(query) ? eq(candidates.masterId, Number(query)) : undefined;
  const [row] = await executor
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      kind: users.kind,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      masterId: candidates.masterId,
    })
    .from(users)
    .leftJoin(candidates, eq(candidates.userId, users.id))
    .where(
      or(
        eq(sql`lower(${users.username})`, needle),
        eq(sql`lower(${users.email})`, needle),
        byMasterId,
      ),
    )
    .limit(1);
  return row;
}
