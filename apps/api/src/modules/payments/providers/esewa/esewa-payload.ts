import { PaymentVerificationError } from '../payment-provider';

// The `?data=` eSewa appends to success_url: base64 of a flat JSON object. We keep every value
// as the text eSewa wrote, because the signature covers that text, not a re-formatted number.

const MAX_DATA_LENGTH = 4096;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export type EsewaPayload = Record<string, string>;

function malformed(message: string): PaymentVerificationError {
  return new PaymentVerificationError('MALFORMED', message);
}

function decodeBase64Strict(data: string): string {
  // A '+' in an unencoded query string arrives as a space; base64 never contains spaces.
  const text = data.trim().replaceAll(' ', '+');
  if (text.length > MAX_DATA_LENGTH || text.length % 4 !== 0 || !BASE64.test(text)) {
    throw malformed('data is not base64');
  }
  return Buffer.from(text, 'base64').toString('utf8');
}

/** The source text of a numeric member (`"total_amount": 1000.0` → "1000.0"). */
function numberSourceText(json: string, key: string): string {
  // `key` is a plain snake_case name (checked by the caller), safe inside a pattern.
  const match = new RegExp(`"${key}"\\s*:\\s*(-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)`).exec(json);
  if (!match?.[1]) throw malformed(`cannot read ${key}`);
  return match[1];
}

/** Decodes the success payload into field → text as sent. Throws MALFORMED otherwise. */
export function decodeEsewaPayload(data: string): EsewaPayload {
  const json = decodeBase64Strict(data);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw malformed('data is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw malformed('data is not a JSON object');
  }
  const payload: EsewaPayload = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!/^[a-z_]+$/.test(key)) continue; // not a field eSewa defines; never signed by us
    if (typeof value === 'string') payload[key] = value;
    else if (typeof value === 'number') payload[key] = numberSourceText(json, key);
    else if (value !== null) throw malformed(`${key} is neither text nor a number`);
  }
  return payload;
}

/** Encodes a payload the way eSewa does (used by the sandbox). */
export function encodeEsewaPayload(payload: Readonly<EsewaPayload>): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}
