import { SignJWT, jwtVerify, errors } from 'jose';
import type { PrivilegeCode } from '@niyukti/shared';

export interface AccessClaims {
  userId: number;
  kind: 'candidate' | 'staff';
  masterId: number | null;
  privileges: PrivilegeCode[];
  mustChangePassword: boolean;
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
