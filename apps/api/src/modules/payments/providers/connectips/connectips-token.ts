import { createSign, createVerify, type KeyLike } from 'node:crypto';

// connectIPS authenticates both of the merchant's requests (the login form and the validatetxn
// call) with a TOKEN: an RSA signature with SHA-256 and PKCS#1 v1.5 padding ("SHA256withRSA")
// made with the creditor's private key from the CREDITOR.pfx NCHL issues, base64-encoded. What
// is signed is a text of NAME=value pairs joined by commas, in a fixed order; the login form's
// text ends with the literal "TOKEN=TOKEN" (the field being computed stands in for itself).
// Values are signed exactly as they are submitted, because connectIPS rebuilds the same text
// from the posted fields. Source: doc.connectips.com, connectIPS Gateway §3.3 and §4.

/** The login form's fields in the order connectIPS lists and signs them (TOKEN comes last). */
export const CONNECTIPS_LOGIN_FIELDS = [
  'MERCHANTID',
  'APPID',
  'APPNAME',
  'TXNID',
  'TXNDATE',
  'TXNCRNCY',
  'TXNAMT',
  'REFERENCEID',
  'REMARKS',
  'PARTICULARS',
] as const;

export type ConnectIpsLoginField = (typeof CONNECTIPS_LOGIN_FIELDS)[number];
export type ConnectIpsLoginFields = Record<ConnectIpsLoginField, string>;

/** What validatetxn signs; referenceId is the TXNID of the login form. */
export interface ConnectIpsValidationFields {
  merchantId: string;
  appId: string;
  referenceId: string;
  /** Paisa, as the decimal text of the JSON number sent. */
  txnAmt: string;
}

export function buildConnectIpsLoginMessage(fields: Readonly<ConnectIpsLoginFields>): string {
  const pairs = CONNECTIPS_LOGIN_FIELDS.map((name) => `${name}=${fields[name]}`);
  return [...pairs, 'TOKEN=TOKEN'].join(',');
}

export function buildConnectIpsValidationMessage(fields: ConnectIpsValidationFields): string {
  const { merchantId, appId, referenceId, txnAmt } = fields;
  return `MERCHANTID=${merchantId},APPID=${appId},REFERENCEID=${referenceId},TXNAMT=${txnAmt}`;
}

/** Base64 SHA256withRSA signature of the UTF-8 message; PKCS#1 v1.5 is deterministic. */
export function signConnectIpsToken(message: string, privateKey: KeyLike): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

const CANONICAL_BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** True only for a genuine token over exactly this message; false (never a throw) otherwise. */
export function verifyConnectIpsToken(message: string, token: string, publicKey: KeyLike): boolean {
  // Node's base64 decoder skips characters it does not know, so junk around a genuine token
  // would otherwise still verify.
  if (token.length % 4 !== 0 || !CANONICAL_BASE64.test(token)) return false;
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, token, 'base64');
  } catch {
    return false;
  }
}
