import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type MailRow = typeof mailOutbox.$inferSelect;

export async function insertMail(
  executor: Executor,
  mail: { to: string; subject: string; text: string },
) {
  await executor.insert(mailOutbox).values(mail);
}

/** Due mail, claimed FOR UPDATE SKIP LOCKED: another instance skips what this one sends. */
export async function claimDueMail(executor: Executor, batchSize: number) {
  return executor
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
}

export async function markMailSent(executor: Executor, id: number, attempts: number) {
  await executor
    .update(mailOutbox)
    .set({ status: 'sent', attempts, sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed attempt: tried again after `retryAfterSeconds`, or given up (`failed`). */
export async function markMailAttemptFailed(
  executor: Executor,
  id: number,
  attempt: { attempts: number; givenUp: boolean; error: string; retryAfterSeconds: number },
) {
  await executor
    .update(mailOutbox)
    .set({
      attempts: attempt.attempts,
      status: attempt.givenUp ? 'failed' : 'pending',
      lastError: attempt.error,
      nextAttemptAt: sql`now() + make_interval(secs => ${attempt.retryAfterSeconds})`,
    })
    .where(eq(mailOutbox.id, id));
}

/** The newest mail first (the dev mailbox). */
export async function latestMail(executor: Executor, limit: number) {
  return executor.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
