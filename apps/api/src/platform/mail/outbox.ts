import type { Database, Executor } from '../../db/client';
import * as repo from './outbox.repository';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Write the mail in the caller's transaction: it leaves only if the business change commits. */
export async function enqueueMail(executor: Executor, mail: OutgoingMail) {
  await repo.insertMail(executor, mail);
}

export interface MailTransport {
  /** Throws when the mail could not be handed over; the outbox retries it later. */
  send(mail: OutgoingMail): Promise<void>;
}

const MAX_ATTEMPTS = 8;

/** Exponential back-off: 30 s, 1 min, 2 min … capped at an hour. */
const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600);

/**
 * Delivers due mail. Rows are claimed with FOR UPDATE SKIP LOCKED, so several API instances can
 * run this at once without sending anything twice.
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  batchSize = 20,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await repo.claimDueMail(tx, batchSize);
    for (const mail of due) {
      const attempts = mail.attempts + 1;
      try {
        await transport.send({ to: mail.to, subject: mail.subject, text: mail.text });
        await repo.markMailSent(tx, mail.id, attempts);
      } catch (error) {
        await repo.markMailAttemptFailed(tx, mail.id, {
          attempts,
          givenUp: attempts >= MAX_ATTEMPTS,
          error: error instanceof Error ? error.message : String(error),
          retryAfterSeconds: retryDelaySeconds(attempts),
        });
      }
    }
    return due.length;
  });
}
