import { describe, expect, it } from 'vitest';
import {
  buildEsewaMessage,
  signEsewaFields,
  signEsewaMessage,
  verifyEsewaSignature,
} from './esewa-signature';

// eSewa's published UAT vector.
const UAT_KEY = '8gBm/:&EnhH.1/q';
const VECTOR_SIGNATURE = 'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=';
const FIELDS = { total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' };
const NAMES = 'total_amount,transaction_uuid,product_code';

describe('eSewa signature', () => {
  it('reproduces the published test vector', () => {
    const message = 'total_amount=110,transaction_uuid=241028,product_code=EPAYTEST';
    expect(signEsewaMessage(message, UAT_KEY)).toBe(VECTOR_SIGNATURE);
    expect(buildEsewaMessage(FIELDS, NAMES)).toBe(message);
    expect(signEsewaFields(FIELDS, NAMES, UAT_KEY)).toBe(VECTOR_SIGNATURE);
  });

  it('signs the fields in the order signed_field_names gives', () => {
    const reordered = 'product_code,total_amount,transaction_uuid';
    expect(buildEsewaMessage(FIELDS, reordered)).toBe(
      'product_code=EPAYTEST,total_amount=110,transaction_uuid=241028',
    );
    expect(signEsewaFields(FIELDS, reordered, UAT_KEY)).not.toBe(VECTOR_SIGNATURE);
  });

  it('verifies the genuine signature and nothing else', () => {
    expect(verifyEsewaSignature(FIELDS, NAMES, VECTOR_SIGNATURE, UAT_KEY)).toBe(true);
    expect(
      verifyEsewaSignature({ ...FIELDS, total_amount: '110.01' }, NAMES, VECTOR_SIGNATURE, UAT_KEY),
    ).toBe(false);
    expect(verifyEsewaSignature(FIELDS, NAMES, VECTOR_SIGNATURE, 'another-key')).toBe(false);
    expect(
      verifyEsewaSignature(FIELDS, NAMES, VECTOR_SIGNATURE.replace('i94', 'j94'), UAT_KEY),
    ).toBe(false);
    // Junk characters that Buffer.from would silently skip must not pass.
    expect(verifyEsewaSignature(FIELDS, NAMES, `${VECTOR_SIGNATURE}!`, UAT_KEY)).toBe(false);
    expect(verifyEsewaSignature(FIELDS, NAMES, '', UAT_KEY)).toBe(false);
  });

  it('refuses a message whose listed field is missing', () => {
    expect(() => buildEsewaMessage(FIELDS, `${NAMES},status`)).toThrow(/status/);
    expect(verifyEsewaSignature(FIELDS, `${NAMES},status`, VECTOR_SIGNATURE, UAT_KEY)).toBe(false);
    expect(verifyEsewaSignature(FIELDS, 'total_amount=1', VECTOR_SIGNATURE, UAT_KEY)).toBe(false);
  });
});
