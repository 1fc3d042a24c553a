import { readFileSync } from 'node:fs';

// TEST ONLY. A throwaway creditor key pair (see README.md) and token vectors made with it by the
// openssl CLI, independently of our code. PKCS#1 v1.5 signatures are deterministic, so an equal
// token proves our message is byte for byte the one given to openssl.

const readFixture = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

export const TEST_ONLY_CREDITOR_PRIVATE_KEY_PEM = readFixture(
  './TEST-ONLY-creditor-private-key.pem',
);
export const TEST_ONLY_CREDITOR_PUBLIC_KEY_PEM = readFixture('./TEST-ONLY-creditor-public-key.pem');

/** The creditor of the vectors, shaped like NCHL's example (merchant 550, MER-550-APP-1). */
export const VECTOR_CREDITOR = {
  merchantId: '550',
  appId: 'MER-550-APP-1',
  appName: 'PSC Niyukti',
  appPassword: 'Abcd@123',
} as const;

/** 00:05 on 1 January 2026 in Nepal is still 31 December 2025 in UTC. */
export const VECTOR_ORDER = {
  orderId: '7KQ2M9XW4T1B8C3D5F6G',
  amountPaisa: 150050,
  productName: 'Advt 16613/082-83 Section Officer (Open)',
  successUrl: 'http://localhost:5173/connectips/payment/success',
  failureUrl: 'http://localhost:5173/connectips/payment/failure',
  createdAt: new Date('2025-12-31T18:20:00Z'),
};

export const VECTOR_LOGIN_MESSAGE =
  'MERCHANTID=550,APPID=MER-550-APP-1,APPNAME=PSC Niyukti,TXNID=7KQ2M9XW4T1B8C3D5F6G,TXNDATE=01-01-2026,TXNCRNCY=NPR,TXNAMT=150050,REFERENCEID=7KQ2M9XW4T1B8C3D5F6G,REMARKS=Advt 16613/082-83 Section Officer (Open),PARTICULARS=Advt 16613/082-83 Section Officer (Open),TOKEN=TOKEN';

// printf '%s' 'MERCHANTID=550,APPID=MER-550-APP-1,APPNAME=PSC Niyukti,TXNID=7KQ2M9XW4T1B8C3D5F6G,TXNDATE=01-01-2026,TXNCRNCY=NPR,TXNAMT=150050,REFERENCEID=7KQ2M9XW4T1B8C3D5F6G,REMARKS=Advt 16613/082-83 Section Officer (Open),PARTICULARS=Advt 16613/082-83 Section Officer (Open),TOKEN=TOKEN' \
//   | openssl dgst -sha256 -sign TEST-ONLY-creditor-private-key.pem | base64 -w0
export const VECTOR_LOGIN_TOKEN =
  'zCE1Xs8Kyo9vxFww7gmye1H+HGTG54qZLx11U8ejvSbdjhg5fJdcFy0H7EHtFx3X7I+lyk0sCz7c4ayYymNHTIVKK5RiNfxoX840iurlyIkqdloDdinwmhRcZlOtNCXBBVDoIRPqhGr7GcyXoMSm64/tivM4IIeH1d79pBrCU+KINLEjQoULzFm6t0mG1L245vvPIfQTmgf75JHhYesoMBHZ+nEDUFqPiir0hjXDJ1SZwHqbKaGR8QpOKQ0nMdbTOe4Sl9f2XEuv5UsYcGOmBwwjr2LBtXgSaIC7cJJNGG/p9YaWOAtp7yhNiUJuy12Z8lGY9vw5PRfjV+a3FyfICA==';

export const VECTOR_VALIDATION_MESSAGE =
  'MERCHANTID=550,APPID=MER-550-APP-1,REFERENCEID=7KQ2M9XW4T1B8C3D5F6G,TXNAMT=150050';

// printf '%s' 'MERCHANTID=550,APPID=MER-550-APP-1,REFERENCEID=7KQ2M9XW4T1B8C3D5F6G,TXNAMT=150050' \
//   | openssl dgst -sha256 -sign TEST-ONLY-creditor-private-key.pem | base64 -w0
export const VECTOR_VALIDATION_TOKEN =
  'NBMkWoWXABxnprAQqBo3qZDllrsLYHb5XmMFGf+d7ZMReVbQ7+Xf2E0HBi+kjF7N4W+drXXOq7s+eKtxCMvujN5zRhTydIuqayQNjZADc7rmvC/cWveeUFmASXxF1cveX0QXJ+Skcha37Gp1ZKrr0yPuREZ+bB4PAVMf0Q6ezgMf1KFj9VfdP+cI5yHOa8T62qUJ2CURfFYqcY/wp8mpIpH8p6jA/8+BZ2UQXB7/ri9S6EK3ILS/Y+3zYkwCztpzbqFTNsrcPP4ieqqBkbdx8+Uz/v0MOab0dfNgfN72s1k0/gjjAoQgVPGracKcZp4GmidqiBUSSA/U8mLTJ+6CPA==';

// printf '%s' 'MER-550-APP-1:Abcd@123' | base64 -w0
export const VECTOR_BASIC_AUTH = 'Basic TUVSLTU1MC1BUFAtMTpBYmNkQDEyMw==';
