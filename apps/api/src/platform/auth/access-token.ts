import { SignJWT, jwtVerify, errors, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import {
  actionsToMask,
  isPrivilegeCode,
  maskToActions,
  type PrivilegeCode,
  type TPermissions,
} from '@niyukti/shared';

export interface AccessClaims {
  userId: number;
  kind: 'candidate' | 'staff';
  masterId: number | null;
  privileges: PrivilegeCode[];
  /**
   * The actions held on each privilege code. Undefined for a token signed before actions
   * existed: its codes then allow every action (`allows` in shared), as they did when it was
   * signed; such a token lives at most ACCESS_TOKEN_TTL_SECONDS after the upgrade.
   */
  permissions?: TPermissions;
  mustChangePassword: boolean;
}

/** `perm`: each code's actions as a bitmask (bit i = PERMISSION_ACTIONS[i]), `{ SC: 1 }`. */
const permClaimOf = (permissions: TPermissions | undefined) =>
  permissions === undefined
    ? undefined
    : Object.fromEntries(
        Object.entries(permissions).map(([code, actions]) => [code, actionsToMask(actions)]),
      );

function permissionsOfClaim(claim: unknown): TPermissions | undefined {
  if (typeof claim !== 'object' || claim === null || Array.isArray(claim)) return undefined;
  const permissions: TPermissions = {};
  for (const [code, mask] of Object.entries(claim))
    if (isPrivilegeCode(code) && typeof mask === 'number') permissions[code] = maskToActions(mask);
  return permissions;
}

/**
 * Tokens already checked, by their text. A browser sends the same token with every request for
 * its fifteen minutes; checking the signature again each time cost more than answering a kept
 * vacancy page (issue 22). A token's text cannot change, so what was checked stays true until it
 * expires, which is still checked on every use.
 */
const CHECKED_TOKENS_KEPT = 20_000;

function claimsOf(payload: JWTPayload): AccessClaims {
  return Object.freeze({
    userId: Number(payload.sub),
    kind: payload.kind === 'staff' ? 'staff' : 'candidate',
    masterId: typeof payload.mid === 'number' ? payload.mid : null,
    privileges: Object.freeze(
      Array.isArray(payload.prv) ? (payload.prv as PrivilegeCode[]) : [],
    ) as PrivilegeCode[],
    permissions: permissionsOfClaim(payload.perm),
    mustChangePassword: payload.mcp === true,
  });
}

export type AccessTokenCheck =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export function createAccessTokens(secretBytes: Uint8Array, ttlSeconds: number) {
  // A Web Crypto key imported once: given the bytes (or a KeyObject), jose imports them again
  // for every token, which costs more than checking the signature.
  const key = crypto.subtle.importKey(
    'raw',
    secretBytes,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  async function sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({
      kind: claims.kind,
      mid: claims.masterId,
      prv: claims.privileges,
      perm: permClaimOf(claims.permissions),
      mcp: claims.mustChangePassword,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(await key);
  }

  const checked = new LRUCache<string, { claims: AccessClaims; expiresAtMs: number }>({
    max: CHECKED_TOKENS_KEPT,
  });

  async function check(token: string): Promise<AccessTokenCheck> {
    const known = checked.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return { ok: true, claims: known.claims };
      checked.delete(token);
      return { ok: false, reason: 'expired' };
    }
    try {
      const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
      const claims = claimsOf(payload);
      if (typeof payload.exp === 'number')
        checked.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      return { ok: true, claims };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  return { sign, check, ttlSeconds };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
