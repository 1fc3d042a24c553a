import { describe, expect, it } from 'vitest';
import {
  buildFonepayMessage,
  FONEPAY_REQUEST_DV_FIELDS,
  FONEPAY_RETURN_DV_FIELDS,
  FONEPAY_VERIFICATION_DV_FIELDS,
  signFonepayFields,
  signFonepayMessage,
  verifyFonepayDv,
} from './fonepay-signature';

// Fonepay's dev merchant and shared secret, as in its Web Integration guide v2.0.
const SECRET = 'fonepay';
const PID = 'fonepay123';

const REQUEST = {
  PID,
  MD: 'P',
  PRN: 'A1B2C3D4E5F6G7H8J9K0',
  AMT: '1500.50',
  CRN: 'NPR',
  DT: '01/02/2025',
  R1: 'Advt 12/082-83 Section Officer',
  R2: 'N/A',
  RU: 'http://localhost/fonepay/payment/return',
};
// printf '%s' 'fonepay123,P,A1B2C3D4E5F6G7H8J9K0,1500.50,NPR,01/02/2025,Advt 12/082-83 Section Officer,N/A,http://localhost/fonepay/payment/return' | openssl dgst -sha512 -hmac 'fonepay'
const REQUEST_DV =
  'cce151ff7058a765b533e813ff823a813962a29bc3ae72a333905ebae6cd9c4cea5e601a8fb64e7a127aa823f7b509edbca66651a3cfb032fabbcd788b4fcd85';

const RETURN = {
  PRN: 'A1B2C3D4E5F6G7H8J9K0',
  PID,
  PS: 'true',
  RC: 'successful',
  UID: '36463',
  BC: 'NICENPKA',
  INI: '9841845631',
  P_AMT: '1500.5',
  R_AMT: '1500.50',
};
// printf '%s' 'A1B2C3D4E5F6G7H8J9K0,fonepay123,true,successful,36463,NICENPKA,9841845631,1500.5,1500.50' | openssl dgst -sha512 -hmac 'fonepay' | tr a-f A-F
const RETURN_DV =
  '0617B9F2D8CD24687AFD94656909D6B17DE862BC535CCC48E4808DA8CD03272462B781D68DE4C0008DA5B1D264B522AC1DB7DFE118768B710DB648110461EEEF';

describe('Fonepay DV', () => {
  it("reproduces the guide's worked example of a request DV", () => {
    // Guide v2.0, "Example of a Secure Hash Calculation", with the RU exactly as printed there.
    const message =
      'fonepay123,P,d1580724437729,30,NPR,06/27/2017,Hello,test,https://devadminapi.fonepay.com/ConvergentMerchantDummyweb/MerchantVerification';
    expect(signFonepayMessage(message, SECRET)).toBe(
      '147384cc250bf072fdacbce811da683a3ed7f5f7d1c0dd2ce2fb90d27d69b2bc3c143306aa4fa26625a171ac0d4d2e2aaa53e4e10902eb9418eac32f591b92c0',
    );
  });

  it('signs the request in the order PID,MD,PRN,AMT,CRN,DT,R1,R2,RU', () => {
    expect(buildFonepayMessage(REQUEST, FONEPAY_REQUEST_DV_FIELDS)).toBe(
      'fonepay123,P,A1B2C3D4E5F6G7H8J9K0,1500.50,NPR,01/02/2025,Advt 12/082-83 Section Officer,N/A,http://localhost/fonepay/payment/return',
    );
    expect(signFonepayFields(REQUEST, FONEPAY_REQUEST_DV_FIELDS, SECRET)).toBe(REQUEST_DV);
  });

  it('signs the return in the order PRN,PID,PS,RC,UID,BC,INI,P_AMT,R_AMT', () => {
    expect(signFonepayFields(RETURN, FONEPAY_RETURN_DV_FIELDS, SECRET)).toBe(
      RETURN_DV.toLowerCase(),
    );
  });

  it('signs the verification call in the order PID,AMT,PRN,BID,UID', () => {
    const query = { PRN: RETURN.PRN, PID, BID: '', AMT: '1500.50', UID: '36463' };
    expect(buildFonepayMessage(query, FONEPAY_VERIFICATION_DV_FIELDS)).toBe(
      'fonepay123,1500.50,A1B2C3D4E5F6G7H8J9K0,,36463',
    );
    // printf '%s' 'fonepay123,1500.50,A1B2C3D4E5F6G7H8J9K0,,36463' | openssl dgst -sha512 -hmac 'fonepay'
    expect(signFonepayFields(query, FONEPAY_VERIFICATION_DV_FIELDS, SECRET)).toBe(
      '7d42fb8cef843f12eb9116803850ed7cd7e8f51f667107677d51ca941da9fe1e66b3a0bfd765a498bd1a7fcb81a062e1ac7db37bee6a5bdaab2e78d78a821dd4',
    );
  });

  it('verifies the genuine DV in either letter case and nothing else', () => {
    const verify = (fields: Record<string, string>, dv: string, key = SECRET) =>
      verifyFonepayDv(fields, FONEPAY_RETURN_DV_FIELDS, dv, key);
    expect(verify(RETURN, RETURN_DV)).toBe(true);
    expect(verify(RETURN, RETURN_DV.toLowerCase())).toBe(true);
    expect(verify({ ...RETURN, R_AMT: '1500.51' }, RETURN_DV)).toBe(false);
    expect(verify(RETURN, RETURN_DV, 'another-secret')).toBe(false);
    expect(verify(RETURN, RETURN_DV.replace(/^06/, '07'))).toBe(false);
    // Not hex, too short, or with junk that Buffer.from(…, 'hex') would silently drop.
    expect(verify(RETURN, `${RETURN_DV.slice(0, -1)}G`)).toBe(false);
    expect(verify(RETURN, RETURN_DV.slice(0, 64))).toBe(false);
    expect(verify(RETURN, `${RETURN_DV}00`)).toBe(false);
    expect(verify(RETURN, '')).toBe(false);
  });

  it('refuses a message whose field is missing', () => {
    const { UID: _dropped, ...withoutUid } = RETURN;
    expect(() => buildFonepayMessage(withoutUid, FONEPAY_RETURN_DV_FIELDS)).toThrow(/UID/);
    expect(verifyFonepayDv(withoutUid, FONEPAY_RETURN_DV_FIELDS, RETURN_DV, SECRET)).toBe(false);
  });
});
