import {
  todayIso,
  type PrivilegeCode,
  type TChangePassword,
  type TCurrentUser,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import type { AccessClaims, AccessTokens } from '../../platform/auth/access-token';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import {
  issueRefreshToken,
  revokeAllOfUser,
  revokeFamilyOfToken,
  spendRefreshToken,
} from '../../platform/auth/refresh-tokens.repository';
import { AppError } from '../../platform/errors/app-error';
import * as repo from './auth.repository';

/** Verified against when the user does not exist, so both answers cost one argon2 verification. */
let dummyHash: Promise<string> | undefined;

/** The dummy hash, made on first need; made again next time if that try was refused BUSY. */
function theDummyHash() {
  dummyHash ??= hashPassword('not-a-real-password-0').catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}
// Made at start, as the first sign-in of someone unknown would otherwise wait for two hashes.
theDummyHash().catch(() => {});

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
  /** The longest a sign-in's password check waits for a hashing thread before it is BUSY. */
  hashWaitLimitMs?: number;
}

export function createAuthService({
  db,
  accessTokens,
  refreshTtlSeconds,
  hashWaitLimitMs,
}: AuthServiceDeps) {
  async function claimsOf(executor: Executor, user: repo.UserRow): Promise<AccessClaims> {
    const staff = user.kind === 'staff';
    // The codes held are the keys of what is held on them: one query gives both.
    const permissions = staff ? await repo.findPermissionsOfUser(executor, user.id) : {};
    return {
      userId: user.id,
      kind: user.kind,
      masterId: staff ? null : await repo.findMasterIdOfUser(executor, user.id),
      privileges: (Object.keys(permissions) as PrivilegeCode[]).sort(),
      permissions,
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
   * Password grant from `client` (clientKeyOf the caller's address). Wrong passwords are
   * counted per name typed and client, for names no account has just the same, so an unknown
   * name and a wrong password answer alike after any number of attempts (and take as long: one
   * argon2 verification each, none while locked). At master config's limit that name is locked
   * for that client only, so a stranger's attempts never lock the owner out elsewhere. A block
   * by the commission is told only to someone who knows the password.
   */
  async function signIn(login: string, password: string, client: string): Promise<TokenPair> {
    const nameKey = repo.signInNameKey(login);
    if (await repo.isSignInLocked(db, nameKey, client)) throw new AppError('ACCOUNT_LOCKED');
    const user = await repo.findUserByLogin(db, login);
    const matches = await verifyPassword(
      user?.passwordHash ?? (await theDummyHash()),
      password,
      hashWaitLimitMs,
    );
    if (!user || !matches) {
      const lockedNow = await repo.recordSignInFailure(db, nameKey, client);
      throw new AppError(lockedNow ? 'ACCOUNT_LOCKED' : 'INVALID_CREDENTIALS');
    }
    // Wrong attempts sent alongside this one may have locked the pair while it was verified.
    if (await repo.isSignInLocked(db, nameKey, client)) throw new AppError('ACCOUNT_LOCKED');
    if (await repo.findActiveBlock(db, user.id, todayIso())) throw new AppError('ACCOUNT_BLOCKED');
    return db.transaction(async (tx) => {
      await repo.forgetSignInFailures(tx, [nameKey], client);
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
      permissions: claims.permissions,
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
