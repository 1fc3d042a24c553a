import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { startTestApp, type TestApp } from '../../test/test-app';
import { STORED_FILE_POLICY } from '../files/send-file';
import { installContentSecurityPolicy } from './content-security-policy-hooks';
import type {
  PaymentOrder,
  PaymentProviderCode,
} from '../../modules/payments/providers/payment-provider';
import { directivesOf, STYLE_NONCE_PLACEHOLDER } from './content-security-policy';

// What the browser gets: the policy on index.html (with a nonce of its own), on API answers, on
// the API documentation and on the payment sandboxes' pages. Each assertion names what a looser
// policy would let in, so a missing or loosened header fails here.

let t: TestApp;
let dist: string;

const INDEX_HTML = `<!doctype html><html><head>
<meta property="csp-nonce" nonce="${STYLE_NONCE_PLACEHOLDER}" />
<title>Niyukti</title></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'niyukti-csp-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await startTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function policyOf(answer: LightMyRequestResponse): Map<string, string[]> {
  const header = answer.headers['content-security-policy'];
  expect(header, `no Content-Security-Policy on ${answer.statusCode}`).toBeTypeOf('string');
  return directivesOf(String(header));
}

/** What every policy of ours holds: no inline or eval'd script, no plugin, no framing. */
function expectStrictScripts(policy: Map<string, string[]>) {
  const scriptSources = policy.get('script-src') ?? policy.get('default-src');
  expect(scriptSources).toBeDefined();
  for (const source of [...scriptSources!, ...(policy.get('default-src') ?? [])])
    expect(["'self'", "'none'"]).toContain(source);
  expect(policy.get('object-src') ?? policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
}

function expectNoInlineStyle(policy: Map<string, string[]>) {
  const styles = policy.get('style-src') ?? [];
  expect(styles).not.toContain("'unsafe-inline'");
  expect(styles).not.toContain("'unsafe-eval'");
  expect(styles.filter((source) => !source.startsWith("'"))).toEqual([]); // no host, no *
}

function nonceOfPage(html: string): string {
  const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
  expect(nonce).toBeDefined();
  return nonce!;
}

describe('the web app', () => {
  it('answers index.html with a strict policy and a fresh nonce for its styles', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/login' });
    expect(first.statusCode).toBe(200);
    const policy = policyOf(first);
    expectStrictScripts(policy);
    expectNoInlineStyle(policy);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);

    const nonce = nonceOfPage(first.body);
    expect(nonce).not.toBe(STYLE_NONCE_PLACEHOLDER);
    expect(nonce.length).toBeGreaterThanOrEqual(22);
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);

    const second = await t.app.inject({ method: 'GET', url: '/login' });
    const again = nonceOfPage(second.body);
    expect(again).not.toBe(nonce);
    expect(policyOf(second).get('style-src')).toContain(`'nonce-${again}'`);
  });

  it('serves /index.html the same way, and never as a 304 that would keep an old nonce', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(page.statusCode).toBe(200);
    const nonce = nonceOfPage(page.body);
    expectStrictScripts(policyOf(page));
    expectNoInlineStyle(policyOf(page));
    expect(policyOf(page).get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(page.headers.etag).toBeUndefined();
    expect(page.headers['last-modified']).toBeUndefined();

    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/register',
      headers: { 'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString() },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(policyOf(revalidated).get('style-src')).toEqual([
      "'self'",
      `'nonce-${nonceOfPage(revalidated.body)}'`,
    ]);
  });

  it('puts the policy on JSON answers and errors too, without a nonce', async () => {
    for (const url of ['/api/health', '/api/no-such-thing', '/assets/missing.js']) {
      const answer = await t.app.inject({ method: 'GET', url });
      const policy = policyOf(answer);
      expectStrictScripts(policy);
      expectNoInlineStyle(policy);
      expect(policy.get('style-src')).toEqual(["'self'"]);
    }
  });
});

describe('payment forms', () => {
  const order = (orderId: string): PaymentOrder => ({
    orderId,
    amountPaisa: 150_000,
    productName: 'Section Officer',
    successUrl: `${t.baseUrl}/esewa/payment/success`,
    failureUrl: `${t.baseUrl}/esewa/payment/failure`,
  });

  /** CSP source matching as the browser does it for a form's first request (path exact or a folder). */
  function admits(sources: string[], action: string): boolean {
    const url = new URL(action);
    const address = `${url.origin}${url.pathname}`;
    return sources.some(
      (source) =>
        (source === "'self'" && url.origin === t.baseUrl) ||
        source === url.origin ||
        source === address ||
        (source.endsWith('/') && address.startsWith(source)),
    );
  }

  it("may go to each provider's page and nowhere else", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/applications' });
    const formAction = policyOf(page).get('form-action')!;
    expect(formAction[0]).toBe("'self'");
    const codes: PaymentProviderCode[] = ['ESEWA', 'KHALTI', 'CONNECTIPS', 'FONEPAY'];
    for (const [index, code] of codes.entries()) {
      const start = await t.payments.providers[code].startPayment(
        order(`CSPTEST${index}AAAAAAAAAAAA`),
      );
      expect(admits(formAction, start.action), `${code} → ${start.action}`).toBe(true);
    }
    expect(admits(formAction, 'https://evil.example/api/epay/main/v2/form')).toBe(false);
    expect(formAction.some((source) => source === '*' || source.endsWith(':'))).toBe(false);
  });
});

describe('the API documentation', () => {
  it('has its own policy: its files and calls, one hashed style, nothing inline', async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      const policy = policyOf(answer);
      expectStrictScripts(policy);
      expectNoInlineStyle(policy);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('style-src')?.filter((s) => s.startsWith("'nonce-"))).toEqual([]);
    }
  });
});

describe('the payment sandboxes', () => {
  it("admit their page's own style by hash, no script, and forms to our origin only", async () => {
    const start = await t.payments.providers.ESEWA.startPayment({
      orderId: 'CSPSANDBOXAAAAAAAAAA',
      amountPaisa: 150_000,
      productName: 'Section Officer',
      successUrl: `${t.baseUrl}/esewa/payment/success`,
      failureUrl: `${t.baseUrl}/esewa/payment/failure`,
    });
    const page = await t.app.inject({
      method: 'POST',
      url: new URL(start.action).pathname,
      payload: new URLSearchParams(start.fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="esewa-approve"');
    const policy = policyOf(page);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false); // falls back to default-src 'none'
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expectNoInlineStyle(policy);

    const css = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
    const hash = createHash('sha256').update(css).digest('base64');
    expect(policy.get('style-src')).toEqual([`'sha256-${hash}'`]);
  });

  it('answer their JSON with the sandbox policy as well', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/sandbox/esewa/api/epay/transaction/status/?product_code=EPAYTEST&total_amount=1500&transaction_uuid=NONE',
    });
    const policy = policyOf(answer);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual(["'none'"]);
  });
});

describe('an answer with a policy of its own', () => {
  it("keeps it (a stored file's sandbox), while its neighbours get the web app's", async () => {
    const app = Fastify();
    installContentSecurityPolicy(app, t.config);
    app.get('/api/file', (_request, reply) =>
      reply.header('content-security-policy', STORED_FILE_POLICY).send('%PDF-'),
    );
    app.get('/api/other', () => ({ ok: true }));
    try {
      const file = await app.inject({ method: 'GET', url: '/api/file' });
      expect(file.headers['content-security-policy']).toBe(STORED_FILE_POLICY);
      const other = await app.inject({ method: 'GET', url: '/api/other' });
      expect(policyOf(other).get('script-src')).toEqual(["'self'"]);
    } finally {
      await app.close();
    }
  });
});
