import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildConnectIpsLoginMessage,
  buildConnectIpsValidationMessage,
  signConnectIpsToken,
  verifyConnectIpsToken,
} from './connectips-token';
import {
  TEST_ONLY_CREDITOR_PRIVATE_KEY_PEM as PRIVATE_KEY,
  TEST_ONLY_CREDITOR_PUBLIC_KEY_PEM as PUBLIC_KEY,
  VECTOR_LOGIN_MESSAGE,
  VECTOR_LOGIN_TOKEN,
  VECTOR_VALIDATION_MESSAGE,
  VECTOR_VALIDATION_TOKEN,
} from './test-fixtures/connectips-vectors';

// Given in an order other than connectIPS's, to show the builder imposes the protocol order.
const LOGIN_FIELDS = {
  TXNAMT: '150050',
  MERCHANTID: '550',
  PARTICULARS: 'Advt 16613/082-83 Section Officer (Open)',
  APPID: 'MER-550-APP-1',
  TXNCRNCY: 'NPR',
  APPNAME: 'PSC Niyukti',
  REMARKS: 'Advt 16613/082-83 Section Officer (Open)',
  TXNID: '7KQ2M9XW4T1B8C3D5F6G',
  REFERENCEID: '7KQ2M9XW4T1B8C3D5F6G',
  TXNDATE: '01-01-2026',
};

const VALIDATION_FIELDS = {
  merchantId: '550',
  appId: 'MER-550-APP-1',
  referenceId: '7KQ2M9XW4T1B8C3D5F6G',
  txnAmt: '150050',
};

describe('connectIPS token', () => {
  it('builds the login message in protocol order, ending with TOKEN=TOKEN', () => {
    expect(buildConnectIpsLoginMessage(LOGIN_FIELDS)).toBe(VECTOR_LOGIN_MESSAGE);
  });

  it('reproduces the openssl signature of the login message', () => {
    expect(signConnectIpsToken(VECTOR_LOGIN_MESSAGE, PRIVATE_KEY)).toBe(VECTOR_LOGIN_TOKEN);
  });

  it('builds and signs the validatetxn message like openssl', () => {
    expect(buildConnectIpsValidationMessage(VALIDATION_FIELDS)).toBe(VECTOR_VALIDATION_MESSAGE);
    expect(signConnectIpsToken(VECTOR_VALIDATION_MESSAGE, PRIVATE_KEY)).toBe(
      VECTOR_VALIDATION_TOKEN,
    );
  });

  it('verifies a genuine token with the public key', () => {
    expect(verifyConnectIpsToken(VECTOR_LOGIN_MESSAGE, VECTOR_LOGIN_TOKEN, PUBLIC_KEY)).toBe(true);
    expect(
      verifyConnectIpsToken(VECTOR_VALIDATION_MESSAGE, VECTOR_VALIDATION_TOKEN, PUBLIC_KEY),
    ).toBe(true);
  });

  it('refuses a token over another message', () => {
    const onePaisaMore = VECTOR_VALIDATION_MESSAGE.replace('150050', '150051');
    expect(verifyConnectIpsToken(onePaisaMore, VECTOR_VALIDATION_TOKEN, PUBLIC_KEY)).toBe(false);
    // The login token must not pass as a validatetxn token, nor the other way round.
    expect(verifyConnectIpsToken(VECTOR_VALIDATION_MESSAGE, VECTOR_LOGIN_TOKEN, PUBLIC_KEY)).toBe(
      false,
    );
  });

  it("refuses a token made with someone else's key", () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = signConnectIpsToken(VECTOR_LOGIN_MESSAGE, privateKey);
    expect(verifyConnectIpsToken(VECTOR_LOGIN_MESSAGE, forged, PUBLIC_KEY)).toBe(false);
  });

  it('refuses junk that a lenient base64 decoder would skip, and no token at all', () => {
    const verify = (token: string) =>
      verifyConnectIpsToken(VECTOR_LOGIN_MESSAGE, token, PUBLIC_KEY);
    expect(verify(`${VECTOR_LOGIN_TOKEN}!!!!`)).toBe(false);
    expect(verify(` ${VECTOR_LOGIN_TOKEN.slice(1)}`)).toBe(false);
    expect(verify(VECTOR_LOGIN_TOKEN.slice(0, -4))).toBe(false);
    expect(verify('')).toBe(false);
  });

  it('answers false rather than throwing for an unusable key', () => {
    expect(verifyConnectIpsToken(VECTOR_LOGIN_MESSAGE, VECTOR_LOGIN_TOKEN, 'not a key')).toBe(
      false,
    );
  });
});
