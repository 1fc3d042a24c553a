import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  InvalidAdmitCardTokenError,
  signAdmitCardToken,
  verifyAdmitCardToken,
} from './admit-card-token';

const KEY = 'a-test-admit-card-key-of-32-bytes!!';
const CARD = {
  applicationId: 42,
  masterId: 100123,
  rollNumber: '1012',
  advertisementCode: 'ADV-12-082-83',
};

async function rejection(token: string, key = KEY): Promise<unknown> {
  return verifyAdmitCardToken(token, key).then(
    () => 'accepted',
    (error: unknown) => error,
  );
}

describe('admit card token', () => {
  it('round-trips the facts printed on the card', async () => {
    const token = await signAdmitCardToken(CARD, KEY);
    expect(token.split('.')).toHaveLength(3);
    const verified = await verifyAdmitCardToken(token, KEY);
    expect(verified).toMatchObject(CARD);
    expect(Math.abs(verified.issuedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a token whose payload was edited', async () => {
    const [header, payload, signature] = (await signAdmitCardToken(CARD, KEY)).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const edited = Buffer.from(JSON.stringify({ ...claims, rollNumber: '1013' })).toString(
      'base64url',
    );
    expect(await rejection(`${header}.${edited}.${signature}`)).toBeInstanceOf(
      InvalidAdmitCardTokenError,
    );
  });

  it('refuses a flipped signature, another key, junk and an alg=none token', async () => {
    const token = await signAdmitCardToken(CARD, KEY);
    const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect(await rejection(flipped)).toBeInstanceOf(InvalidAdmitCardTokenError);
    expect(await rejection(token, `${KEY}-other`)).toBeInstanceOf(InvalidAdmitCardTokenError);
    expect(await rejection('not.a.token')).toBeInstanceOf(InvalidAdmitCardTokenError);
    const [, payload] = token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"admit-card+jwt"}').toString('base64url')}.${payload}.`;
    expect(await rejection(none)).toBeInstanceOf(InvalidAdmitCardTokenError);
  });

  it('refuses a token signed with the same key for another purpose', async () => {
    const accessLike = await new SignJWT({ ...CARD })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(KEY));
    expect(await rejection(accessLike)).toBeInstanceOf(InvalidAdmitCardTokenError);
  });

  it('refuses a short key and an incomplete payload', async () => {
    await expect(signAdmitCardToken(CARD, 'short')).rejects.toThrow(RangeError);
    const partial = { ...CARD, rollNumber: '' };
    await expect(signAdmitCardToken(partial, KEY)).rejects.toThrow();
  });
});
