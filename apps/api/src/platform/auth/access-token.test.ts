import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { allows } from '@niyukti/shared';
import { createAccessTokens } from './access-token';

describe('access tokens carry the actions of each privilege', () => {
  const secret = randomBytes(32);
  const tokens = createAccessTokens(secret, 900);
  const claims = {
    userId: 7,
    kind: 'staff' as const,
    masterId: null,
    privileges: ['SC' as const, 'UM' as const],
    mustChangePassword: false,
  };

  it('as a bitmask per code, read back as the actions', async () => {
    const token = await tokens.sign({
      ...claims,
      permissions: { SC: ['read', 'reject'], UM: [] },
    });
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload.perm).toEqual({ SC: 0b100001, UM: 0 });
    const checked = await tokens.check(token);
    expect(checked.ok && checked.claims.permissions).toEqual({ SC: ['read', 'reject'], UM: [] });
  });

  it('a token from before actions (no perm claim) allows every action of its codes', async () => {
    const old = await new SignJWT({ kind: 'staff', mid: null, prv: ['SC'], mcp: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuedAt()
      .setExpirationTime('900s')
      .sign(secret);
    const checked = await tokens.check(old);
    if (!checked.ok) throw new Error('refused');
    expect(checked.claims.permissions).toBeUndefined();
    const { privileges, permissions } = checked.claims;
    expect(allows(privileges, permissions, 'SC', 'approve')).toBe(true);
    expect(allows(privileges, permissions, 'UM', 'read')).toBe(false);
  });

  it('checks a token once, and still refuses it the moment it expires', async () => {
    const short = createAccessTokens(secret, 60);
    const token = await short.sign(claims);
    const first = await short.check(token);
    const again = await short.check(token);
    expect(first.ok && again.ok && again.claims).toBe(first.ok && first.claims);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await short.check(tampered)).toEqual({ ok: false, reason: 'invalid' });
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    try {
      expect(await short.check(token)).toEqual({ ok: false, reason: 'expired' });
    } finally {
      vi.useRealTimers();
    }
  });
});
