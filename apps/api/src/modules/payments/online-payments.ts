import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { PAYMENT_RETURN_PATHS } from '@niyukti/shared';
import type { Config } from '../../config';
import { createConnectIpsAdapter } from './providers/connectips/connectips-adapter';
import { connectIpsSandbox } from './providers/connectips/connectips-sandbox';
import { createEsewaAdapter } from './providers/esewa/esewa-adapter';
import { esewaSandbox } from './providers/esewa/esewa-sandbox';
import { createFonepayAdapter } from './providers/fonepay/fonepay-adapter';
import { fonepaySandbox } from './providers/fonepay/fonepay-sandbox';
import { createKhaltiAdapter } from './providers/khalti/khalti-adapter';
import { khaltiSandbox } from './providers/khalti/khalti-sandbox';
import type { OnlinePaymentProviders } from './payments.service';

// The four online providers as configured, built once at start: the routes, the candidate's
// re-check and the reconciliation job must talk to the same adapters (with the sandboxes, the
// connectIPS key pair is made at start and the sandbox must know its public half). A provider
// whose URLs are not configured is reached at its sandbox; switching to a real provider is
// configuration only.

declare module '../../app-context' {
  interface AppContext {
    /** The online payment providers (and their sandboxes), one set for routes and jobs. */
    payments: OnlinePayments;
  }
}

export interface OnlinePayments {
  providers: OnlinePaymentProviders;
  /** The stand-ins of the four providers, served under /sandbox; null when switched off. */
  sandboxes: FastifyPluginAsync | null;
}

function connectIpsKeys(config: Config) {
  if (config.CONNECTIPS_PRIVATE_KEY_FILE)
    return { privateKeyPem: readFileSync(config.CONNECTIPS_PRIVATE_KEY_FILE, 'utf8') };
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKeyPem: pair.privateKey, publicKeyPem: pair.publicKey };
}

export function createOnlinePayments(
  config: Config,
  overrides: Partial<OnlinePaymentProviders> = {},
): OnlinePayments {
  const sandbox = `${config.publicUrl}/sandbox`;
  const keys = connectIpsKeys(config);
  const connectIps = {
    merchantId: config.CONNECTIPS_MERCHANT_ID,
    appId: config.CONNECTIPS_APP_ID,
    appName: config.CONNECTIPS_APP_NAME,
    appPassword: config.CONNECTIPS_APP_PASSWORD,
  };
  const providers: OnlinePaymentProviders = {
    ESEWA: createEsewaAdapter({
      formUrl: config.ESEWA_FORM_URL ?? `${sandbox}/esewa/api/epay/main/v2/form`,
      statusUrl: config.ESEWA_STATUS_URL ?? `${sandbox}/esewa/api/epay/transaction/status/`,
      productCode: config.ESEWA_PRODUCT_CODE,
      secretKey: config.ESEWA_SECRET_KEY,
    }),
    KHALTI: createKhaltiAdapter({
      baseUrl: config.KHALTI_BASE_URL ?? `${sandbox}/khalti/api/v2/`,
      secretKey: config.KHALTI_SECRET_KEY,
      websiteUrl: config.publicUrl,
    }),
    CONNECTIPS: createConnectIpsAdapter({
      ...connectIps,
      gatewayUrl:
        config.CONNECTIPS_GATEWAY_URL ?? `${sandbox}/connectips/connectipswebgw/loginpage`,
      validateUrl:
        config.CONNECTIPS_VALIDATE_URL ??
        `${sandbox}/connectips/connectipswebws/api/creditor/validatetxn`,
      privateKeyPem: keys.privateKeyPem,
    }),
    FONEPAY: createFonepayAdapter({
      requestUrl: config.FONEPAY_REQUEST_URL ?? `${sandbox}/fonepay/api/merchantRequest`,
      verifyUrl:
        config.FONEPAY_VERIFY_URL ?? `${sandbox}/fonepay/api/merchantRequest/verificationMerchant`,
      merchantCode: config.FONEPAY_MERCHANT_CODE,
      secretKey: config.FONEPAY_SECRET_KEY,
    }),
    ...overrides,
  };
  if (!config.PAYMENT_SANDBOXES) return { providers, sandboxes: null };
  const cips = PAYMENT_RETURN_PATHS.connectips;
  const sandboxes: FastifyPluginAsync = async (app) => {
    await app.register(
      esewaSandbox({ secretKey: config.ESEWA_SECRET_KEY, productCode: config.ESEWA_PRODUCT_CODE }),
      { prefix: '/esewa' },
    );
    await app.register(khaltiSandbox({ secretKey: config.KHALTI_SECRET_KEY }), {
      prefix: '/khalti',
    });
    await app.register(
      connectIpsSandbox({
        ...connectIps,
        // Without a key file the pair was made above; with one, the sandbox is not the bank's
        // and derives the public half from the same file.
        publicKeyPem: keys.publicKeyPem ?? publicKeyOf(keys.privateKeyPem),
        successUrl: `${config.publicUrl}${cips.success}`,
        failureUrl: `${config.publicUrl}${cips.failure}`,
      }),
      { prefix: '/connectips' },
    );
    await app.register(
      fonepaySandbox({
        merchantCode: config.FONEPAY_MERCHANT_CODE,
        secretKey: config.FONEPAY_SECRET_KEY,
      }),
      { prefix: '/fonepay' },
    );
  };
  return { providers, sandboxes };
}

function publicKeyOf(privateKeyPem: string): string {
  return createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
}
