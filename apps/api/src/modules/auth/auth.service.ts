import { todayIso, type TChangePassword, type TCurrentUser } from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import type { AccessClaims, AccessTokens } from '../../platform/auth/access-token';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import {
  issueRefreshToken,
  revokeAllOfUser,
  revokeFamilyOfToken,
  spendRefreshToken,
} from '../../platform/auth/refresh-tokens';
import { AppError } from '../../platform/errors/app-error';
import { readMasterConfig } from '../master-data/master-config.repository';
import * as repo from './auth.repository';

/** Verified against when the user does not exist, so both answers cost one argon2 verification. */
const dummyHash = hashPassword('not-a-real-password-0');

export interface TokenPair {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_token: string;
}

export interface AuthServiceDeps {
  db: Database;
  accessTokens: AccessTokens;
  refreshTtlSeconds: number;
}

export function createAuthService({ db, accessTokens, refreshTtlSeconds }: AuthServiceDeps) {
  async function claimsOf(executor: Executor, user: repo.UserRow): Promise<AccessClaims> {
    const staff = user.kind === 'staff';
    return {
      userId: user.id,
      kind: user.kind,
      masterId: staff ? null : await repo.findMasterIdOfUser(executor, user.id),
      privileges: staff ? await repo.findPrivilegesOfUser(executor, user.id) : [],
      mustChangePassword: user.mustChangePassword,
    };
  }

  async function issuePair(
    executor: Executor,
    user: repo.UserRow,
    familyId?: string,
  ): Promise<TokenPair> {
    const claims = await claimsOf(executor, user);
    return {
      access_token: await accessTokens.sign(claims),
      token_type: 'bearer',
      expires_in: accessTokens.ttlSeconds,
      refresh_token: await issueRefreshToken(executor, user.id, refreshTtlSeconds, familyId),
    };
  }

  /**
   * Password grant. An unknown user and a wrong password answer alike (and take as long), so
   * usernames cannot be probed. Wrong passwords count towards the master-config limit, after
   * which the account is locked for a while; a block by the commission is told only to someone
   * who knows the password.
   */
  async function signIn(login: string, password: string): Promise<TokenPair> {
    const user = await repo.findUserByLogin(db, login);
    if (!user) {
      await verifyPassword(await dummyHash, password);
      throw new AppError('INVALID_CREDENTIALS');
    }
    if (user.lockedUntil && user.lockedUntil.getTime() > Date.now())
      throw new AppError('ACCOUNT_LOCKED');
    if (!(await verifyPassword(user.passwordHash, password))) {
      const lockedNow = await repo.recordWrongPassword(db, user.id, await readMasterConfig(db));
      throw new AppError(lockedNow ? 'ACCOUNT_LOCKED' : 'INVALID_CREDENTIALS');
    }
    if (await repo.findActiveBlock(db, user.id, todayIso())) throw new AppError('ACCOUNT_BLOCKED');
    return db.transaction(async (tx) => {
      if (user.failedLogins > 0 || user.lockedUntil) await repo.clearWrongPasswords(tx, user.id);
      return issuePair(tx, user);
    });
  }

  async function refresh(refreshToken: string): Promise<TokenPair> {
    // Refusal is returned, not thrown, so a family revoked on replay stays revoked (committed).
    const pair = await db.transaction(async (tx) => {
      const spent = await spendRefreshToken(tx, refreshToken);
      const user = spent.ok ? await repo.findUserById(tx, spent.userId) : undefined;
      if (!spent.ok || !user) return null;
      return issuePair(tx, user, spent.familyId);
    });
    if (!pair) throw new AppError('INVALID_TOKEN');
    return pair;
  }

  async function currentUser(userId: number): Promise<TCurrentUser> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw new AppError('INVALID_TOKEN');
    const claims = await claimsOf(db, user);
    return {
      id: user.id,
      username: user.username,
      fullName: [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' '),
      type: user.kind,
      masterId: claims.masterId,
      privileges: claims.privileges,
      mustChangePassword: user.mustChangePassword,
    };
  }

  /** A new password ends every other session of the user and starts a fresh one here. */
  async function changePassword(userId: number, input: TChangePassword): Promise<TokenPair> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw new AppError('INVALID_TOKEN');
    if (!(await verifyPassword(user.passwordHash, input.oldPassword)))
      throw new AppError('INVALID_CREDENTIALS');
    const passwordHash = await hashPassword(input.newPassword);
    return db.transaction(async (tx) => {
      await repo.setPassword(tx, user.id, passwordHash, false);
      await revokeAllOfUser(tx, user.id);
      return issuePair(tx, { ...user, mustChangePassword: false });
    });
  }

  async function signOut(refreshToken: string | undefined) {
    if (refreshToken) await revokeFamilyOfToken(db, refreshToken);
  }

  return { signIn, refresh, currentUser, changePassword, signOut };
}

export type AuthService = ReturnType<typeof createAuthService>;
