import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';

// The admit card's QR code carries this token so an invigilator's scanner can tell a genuine
// card from an edited printout: HS256 compact JWS over the facts printed on the card. A typ of
// its own keeps it from ever being accepted where an access token is expected, and vice versa.

const TOKEN_TYPE = 'admit-card+jwt';
const MIN_KEY_BYTES = 32; // HS256 wants a key at least as long as its 256-bit hash

export const ZAdmitCardTokenPayload = z.object({
  applicationId: z.number().int().positive(),
  masterId: z.number().int().positive(),
  rollNumber: z.string().min(1).max(20),
  advertisementCode: z.string().min(1).max(50),
});
export type TAdmitCardTokenPayload = z.infer<typeof ZAdmitCardTokenPayload>;

export interface VerifiedAdmitCard extends TAdmitCardTokenPayload {
  issuedAt: Date;
}

export class InvalidAdmitCardTokenError extends Error {
  constructor(cause: unknown) {
    super('admit card token is not valid', { cause });
    this.name = 'InvalidAdmitCardTokenError';
  }
}

function keyBytes(key: string | Uint8Array): Uint8Array {
  const bytes = typeof key === 'string' ? new TextEncoder().encode(key) : key;
  if (bytes.length < MIN_KEY_BYTES) {
    throw new RangeError(`admit card signing key must be at least ${MIN_KEY_BYTES} bytes`);
  }
  return bytes;
}

export async function signAdmitCardToken(
  payload: TAdmitCardTokenPayload,
  key: string | Uint8Array,
): Promise<string> {
  const claims = ZAdmitCardTokenPayload.parse(payload);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
    .setIssuedAt()
    .sign(keyBytes(key));
}

/** Resolves with the card's facts; throws InvalidAdmitCardTokenError for anything forged. */
export async function verifyAdmitCardToken(
  token: string,
  key: string | Uint8Array,
): Promise<VerifiedAdmitCard> {
  const bytes = keyBytes(key);
  try {
    const { payload } = await jwtVerify(token, bytes, { algorithms: ['HS256'], typ: TOKEN_TYPE });
    const claims = ZAdmitCardTokenPayload.parse(payload);
    return { ...claims, issuedAt: new Date((payload.iat ?? 0) * 1000) };
  } catch (error) {
    throw new InvalidAdmitCardTokenError(error);
  }
}
