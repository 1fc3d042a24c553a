import { createHmac, timingSafeEqual } from 'node:crypto';

// eSewa ePay v2 signs "name=value,name=value,…" over the fields listed in signed_field_names,
// in that order, with HMAC-SHA256 and base64. Values are signed exactly as sent: reformatting
// an amount ("110.0" → "110") would break a genuine signature.

/** The fields eSewa's form request must sign, in eSewa's order. */
export const ESEWA_REQUEST_SIGNED_FIELDS = 'total_amount,transaction_uuid,product_code';

export function parseSignedFieldNames(signedFieldNames: string): string[] {
  const names = signedFieldNames.split(',').map((name) => name.trim());
  if (names.length === 0 || names.some((name) => !/^[a-z_]+$/.test(name))) {
    throw new Error(`invalid signed_field_names: ${JSON.stringify(signedFieldNames)}`);
  }
  return names;
}

/** The exact message eSewa signs; throws when a listed field is missing. */
export function buildEsewaMessage(
  fields: Readonly<Record<string, string>>,
  signedFieldNames: string,
): string {
  return parseSignedFieldNames(signedFieldNames)
    .map((name) => {
      const value = fields[name];
      if (value === undefined) throw new Error(`signed field "${name}" is missing`);
      return `${name}=${value}`;
    })
    .join(',');
}

export function signEsewaMessage(message: string, secretKey: string): string {
  return createHmac('sha256', secretKey).update(message, 'utf8').digest('base64');
}

export function signEsewaFields(
  fields: Readonly<Record<string, string>>,
  signedFieldNames: string,
  secretKey: string,
): string {
  return signEsewaMessage(buildEsewaMessage(fields, signedFieldNames), secretKey);
}

/** Constant-time check; false (never a throw) for a missing field or a malformed signature. */
export function verifyEsewaSignature(
  fields: Readonly<Record<string, string>>,
  signedFieldNames: string,
  signature: string,
  secretKey: string,
): boolean {
  let expected: Buffer;
  try {
    expected = Buffer.from(signEsewaFields(fields, signedFieldNames, secretKey), 'base64');
  } catch {
    return false;
  }
  const given = Buffer.from(signature, 'base64');
  // Buffer.from skips characters that are not base64, so compare the canonical text too.
  return (
    given.length === expected.length &&
    timingSafeEqual(given, expected) &&
    given.toString('base64') === signature
  );
}
