import { createHmac, timingSafeEqual } from 'node:crypto';

// Fonepay's DV ("data validation"): HMAC-SHA512, keyed with the merchant's shared secret, over
// the values of a fixed list of fields joined by commas (no names, no URL encoding), written in
// hex. Each message has its own field order, fixed by Fonepay's Web Integration guide v2.0 and
// its Java library: they are the three lists below.

/** The payment request (browser → Fonepay). */
export const FONEPAY_REQUEST_DV_FIELDS = [
  'PID',
  'MD',
  'PRN',
  'AMT',
  'CRN',
  'DT',
  'R1',
  'R2',
  'RU',
] as const;

/** The redirect back to RU (Fonepay → browser → us). */
export const FONEPAY_RETURN_DV_FIELDS = [
  'PRN',
  'PID',
  'PS',
  'RC',
  'UID',
  'BC',
  'INI',
  'P_AMT',
  'R_AMT',
] as const;

/** The verificationMerchant status call (us → Fonepay): a different order again. */
export const FONEPAY_VERIFICATION_DV_FIELDS = ['PID', 'AMT', 'PRN', 'BID', 'UID'] as const;

const HEX_DV = /^[0-9a-fA-F]{128}$/;

/** The exact text Fonepay signs; throws when a listed field is missing. */
export function buildFonepayMessage(
  fields: Readonly<Record<string, string | undefined>>,
  names: readonly string[],
): string {
  return names
    .map((name) => {
      const value = fields[name];
      if (value === undefined) throw new Error(`DV field "${name}" is missing`);
      return value;
    })
    .join(',');
}

/** Lower-case hex, as in the guide's worked example; Fonepay itself writes upper-case. */
export function signFonepayMessage(message: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(message, 'utf8').digest('hex');
}

export function signFonepayFields(
  fields: Readonly<Record<string, string | undefined>>,
  names: readonly string[],
  secretKey: string,
): string {
  return signFonepayMessage(buildFonepayMessage(fields, names), secretKey);
}

/**
 * Constant-time check of a DV in either letter case (Fonepay's Java code writes upper-case hex,
 * its PHP sample lower-case). False, never a throw, for a missing field or a malformed DV.
 */
export function verifyFonepayDv(
  fields: Readonly<Record<string, string | undefined>>,
  names: readonly string[],
  dv: string,
  secretKey: string,
): boolean {
  if (!HEX_DV.test(dv)) return false;
  let expected: Buffer;
  try {
    expected = Buffer.from(signFonepayFields(fields, names, secretKey), 'hex');
  } catch {
    return false;
  }
  return timingSafeEqual(Buffer.from(dv, 'hex'), expected);
}
