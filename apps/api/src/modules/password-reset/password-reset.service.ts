import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { TForgotPassword, TResetPassword, TResetTokenInfo } from '@niyukti/shared';
import type { Database } from '../../db/client';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeAllOfUser } from '../../platform/auth/refresh-tokens.repository';
import { AppError } from '../../platform/errors/app-error';
import { enqueueMail } from '../../platform/mail/outbox';
import * as repo from './password-reset.repository';
import { resetLinkMail } from './password-reset.mail';

/**
 * Every forgot-password answer takes at least this long, so the extra work done for a known
 * e-mail (a token and a mail in one transaction) does not tell a prober which e-mails exist.
 */
const FORGOT_ANSWER_FLOOR_MS = 200;

/** Long enough to read the mail on another device, short enough that a leaked link soon dies. */
export const RESET_LINK_VALID_MINUTES = 30;

// Only the hash is stored: a copy of the database does not hand out working links.
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const isUsable = (token: repo.ResetTokenRow) =>
  token.usedAt === null && token.expiresAt.getTime() > Date.now();

export function createPasswordResetService(deps: { db: Database; resetUrlBase: string }) {
  /**
   * Mails a one-time link when an account has this e-mail, and does nothing otherwise; the
   * caller answers alike in both cases so nobody can probe which e-mails are registered.
   */
  async function requestResetLink(input: TForgotPassword): Promise<void> {
    const floor = setTimeout(FORGOT_ANSWER_FLOOR_MS);
    await mailResetLinkIfKnown(input);
    await floor;
  }

  async function mailResetLinkIfKnown(input: TForgotPassword): Promise<void> {
    await deps.db.transaction(async (tx) => {
      const user = await repo.findUserByEmail(tx, input.email);
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      await repo.spendUnusedTokensOfUser(tx, user.id);
      await repo.insertResetToken(tx, {
        id: randomUUID(),
        userId: user.id,
        tokenHash: hashOf(token),
        expiresAt: new Date(Date.now() + RESET_LINK_VALID_MINUTES * 60_000),
      });
      await enqueueMail(
        tx,
        resetLinkMail({
          ...user,
          resetUrl: `${deps.resetUrlBase}/${token}`,
          validMinutes: RESET_LINK_VALID_MINUTES,
        }),
      );
    });
  }

  /** Lets the page greet the person by username before they type a new password. */
  async function checkResetToken(token: string): Promise<TResetTokenInfo> {
    const found = await repo.findResetToken(deps.db, hashOf(token));
    if (!found || !isUsable(found.token)) throw new AppError('RESET_TOKEN_INVALID');
    return { username: found.username };
  }

  /**
   * Sets the new password and spends the link in one transaction. The token row is locked, so
   * of two simultaneous submits the second waits, then sees the link used and is refused.
   */
  async function resetPassword(input: TResetPassword): Promise<void> {
    const passwordHash = await hashPassword(input.newPassword);
    await deps.db.transaction(async (tx) => {
      const found = await repo.findResetToken(tx, hashOf(input.token), true);
      if (!found || !isUsable(found.token)) throw new AppError('RESET_TOKEN_INVALID');
      await repo.resetPasswordOfUser(tx, found.token.userId, passwordHash);
      await repo.markTokenUsed(tx, found.token.id);
      // Whoever knew the old password may hold a session: end every one of them.
      await revokeAllOfUser(tx, found.token.userId);
    });
  }

  return { requestResetLink, checkResetToken, resetPassword };
}
