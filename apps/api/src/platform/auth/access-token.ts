import { SignJWT, jwtVerify, errors } from 'jose';
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

  async function check(token: string): Promise<AccessTokenCheck> {
    try {
      const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
      return {
        ok: true,
        claims: {
          userId: Number(payload.sub),
          kind: payload.kind === 'staff' ? 'staff' : 'candidate',
          masterId: typeof payload.mid === 'number' ? payload.mid : null,
          privileges: Array.isArray(payload.prv) ? (payload.prv as PrivilegeCode[]) : [],
          permissions: permissionsOfClaim(payload.perm),
          mustChangePassword: payload.mcp === true,
        },
      };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  return { sign, check, ttlSeconds };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
