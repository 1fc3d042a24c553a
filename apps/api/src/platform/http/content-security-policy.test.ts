import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { headStyleHashes } from './content-security-policy-hooks';
import {
  apiDocsPolicy,
  directivesOf,
  khaltiPaymentPage,
  paymentFormAddresses,
  sandboxPolicy,
  serializePolicy,
  sourceOf,
  webAppPolicy,
} from './content-security-policy';

const LIVE = {
  PUBLIC_URL: 'https://niyukti.psc.gov.np',
  PAYMENT_SANDBOXES: 'false',
  ESEWA_FORM_URL: 'https://epay.esewa.com.np/api/epay/main/v2/form',
  ESEWA_STATUS_URL: 'https://epay.esewa.com.np/api/epay/transaction/status/',
  KHALTI_BASE_URL: 'https://khalti.com/api/v2/',
  CONNECTIPS_GATEWAY_URL: 'https://login.connectips.com/connectipswebgw/loginpage',
  CONNECTIPS_VALIDATE_URL: 'https://login.connectips.com/connectipswebws/api/creditor/validatetxn',
  CONNECTIPS_PRIVATE_KEY_FILE: '/etc/niyukti/creditor.pem',
  FONEPAY_REQUEST_URL: 'https://clientapi.fonepay.com/api/merchantRequest?x=1',
  FONEPAY_VERIFY_URL: 'https://clientapi.fonepay.com/api/merchantRequest/verificationMerchant',
};

describe('the web app policy', () => {
  const policy = directivesOf(webAppPolicy(loadConfig(LIVE), 'bm9uY2U='));

  it('runs scripts, styles, fonts and calls from our own origin only', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-bm9uY2U='"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('allows no plugin, no other base, no framing', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends forms to our own origin and to the four providers exactly', () => {
    expect(policy.get('form-action')).toEqual([
      "'self'",
      'https://epay.esewa.com.np/api/epay/main/v2/form',
      'https://pay.khalti.com',
      'https://login.connectips.com/connectipswebgw/loginpage',
      'https://clientapi.fonepay.com/api/merchantRequest',
    ]);
  });

  it('names no nonce on answers that are not a page', () => {
    expect(directivesOf(webAppPolicy(loadConfig(LIVE))).get('style-src')).toEqual(["'self'"]);
  });

  it('sends forms to the sandboxes under the public address when they stand in', () => {
    const config = loadConfig({ PUBLIC_URL: 'http://localhost:8080' });
    expect(paymentFormAddresses(config)).toEqual([
      'http://localhost:8080/sandbox/esewa/api/epay/main/v2/form',
      'http://localhost:8080/sandbox/khalti/pay',
      'http://localhost:8080/sandbox/connectips/connectipswebgw/loginpage',
      'http://localhost:8080/sandbox/fonepay/api/merchantRequest',
    ]);
  });
});

describe("Khalti's payment page", () => {
  const pageFor = (KHALTI_BASE_URL?: string) =>
    khaltiPaymentPage(loadConfig({ PUBLIC_URL: 'https://niyukti.example', KHALTI_BASE_URL }));

  it('is pay.khalti.com in production and test-pay.khalti.com on its test server', () => {
    expect(pageFor('https://khalti.com/api/v2/')).toBe('https://pay.khalti.com');
    expect(pageFor('https://dev.khalti.com/api/v2/')).toBe('https://test-pay.khalti.com');
  });

  it("is a stand-in's own origin, or the sandbox's page", () => {
    expect(pageFor('http://khalti-mock.internal:9000/api/v2/')).toBe(
      'http://khalti-mock.internal:9000',
    );
    expect(pageFor()).toBe('https://niyukti.example/sandbox/khalti/pay');
  });
});

describe('source expressions', () => {
  it('drop the query and escape what would end a directive', () => {
    expect(sourceOf('https://pay.example/a;b,c/form?x=1#y')).toBe(
      'https://pay.example/a%3Bb%2Cc/form',
    );
    expect(sourceOf('https://pay.example:8443/form', { originOnly: true })).toBe(
      'https://pay.example:8443',
    );
    expect(sourceOf('https://pay.example/')).toBe('https://pay.example');
  });

  it('are written once per directive', () => {
    expect(serializePolicy([['form-action', ["'self'", 'https://a', 'https://a']]])).toBe(
      "form-action 'self' https://a",
    );
  });
});

describe('the API documentation and sandbox policies', () => {
  it('let Swagger UI run its own files only', () => {
    const docs = directivesOf(apiDocsPolicy());
    expect(docs.get('script-src')).toEqual(["'self'"]);
    expect(docs.get('style-src')?.join(' ')).not.toContain('unsafe');
    expect(docs.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('let a sandbox page run no script and only its own style', () => {
    const html = '<html><head><style>h1{color:red}</style></head><body><style>x{}</style></body>';
    const hash = createHash('sha256').update('h1{color:red}').digest('base64');
    expect(headStyleHashes(html)).toEqual([`sha256-${hash}`]);
    const sandbox = directivesOf(sandboxPolicy(headStyleHashes(html)));
    expect(sandbox.get('default-src')).toEqual(["'none'"]);
    expect(sandbox.get('style-src')).toEqual([`'sha256-${hash}'`]);
    expect(sandbox.get('form-action')).toEqual(["'self'"]);
    expect(directivesOf(sandboxPolicy()).get('style-src')).toEqual(["'none'"]);
  });
});
