import type { ErrorCode, TRegistration } from '@niyukti/shared';
import type { Database } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { generateTemporaryPassword, hashPassword } from '../../platform/auth/passwords';
import { AppError } from '../../platform/errors/app-error';
import { enqueueMail } from '../../platform/mail/outbox';
import { findDuplicateOf, insertCandidate } from './registration.repository';
import { temporaryPasswordMail } from './registration.mail';

/** A unique constraint that lost a race with a concurrent registration, named for the person. */
const DUPLICATE_BY_CONSTRAINT: Record<string, ErrorCode> = {
  users_username_lower_key: 'DUPLICATE_USERNAME',
  users_email_lower_key: 'DUPLICATE_EMAIL',
  candidates_mobile_unique: 'DUPLICATE_MOBILE',
  candidates_national_id_unique: 'DUPLICATE_NATIONAL_ID',
  candidates_citizenship_key: 'DUPLICATE_CITIZENSHIP',
};

export function createRegistrationService(deps: { db: Database; loginUrl: string }) {
  /**
   * Creates the account and queues the temporary password in one transaction: either the
   * person is registered and the mail will go out, or nothing happened at all.
   */
  async function registerCandidate(input: TRegistration) {
    const temporaryPassword = generateTemporaryPassword();
    const passwordHash = await hashPassword(temporaryPassword);
    try {
      return await deps.db.transaction(async (tx) => {
        const duplicate = await findDuplicateOf(tx, input);
        if (duplicate) throw new AppError(duplicate);
        const created = await insertCandidate(tx, input, passwordHash);
        await enqueueMail(
          tx,
          temporaryPasswordMail({
            ...input,
            ...created,
            temporaryPassword,
            loginUrl: deps.loginUrl,
          }),
        );
        return { username: input.username, masterId: created.masterId };
      });
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint !== null)
        throw new AppError(DUPLICATE_BY_CONSTRAINT[constraint] ?? 'CONFLICT');
      throw error;
    }
  }

  return { registerCandidate };
}
