import type { Config } from '../../config';

// The Content-Security-Policy of everything the API answers, built from the configuration alone
// (pure: the hooks in content-security-policy-hooks.ts pick one per answer). Three policies:
// - the web app's, on index.html and every other answer: scripts, styles, fonts and calls from
//   our own origin only; Mantine's <style> elements pass by a nonce made for each index.html
//   (decision: docs/decisions.md, "Content-Security-Policy"); forms may go to our own origin
//   and to the four payment providers' form addresses, nowhere else;
// - the API documentation's (/api/docs, Swagger UI): its own files and calls, nothing else;
// - the payment sandboxes' pages (/sandbox): no script at all, their one <style> by hash, forms
//   to our own origin.

/** Directive name → source expressions, in the order they are written. */
export type PolicyDirectives = ReadonlyArray<readonly [string, readonly string[]]>;

/** The index.html of the web app names its nonce here; each answer replaces it with a new one. */
export const STYLE_NONCE_PLACEHOLDER = 'NIYUKTI_CSP_NONCE';

/** `default-src 'self'; script-src 'self'; …`: one directive after another, sources deduplicated. */
export function serializePolicy(directives: PolicyDirectives): string {
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
}

/** A served policy read back: directive name (lower case) → its sources. */
export function directivesOf(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * A URL as a CSP source expression: scheme, host and port, and the path unless `originOnly`.
 * The query and fragment go (CSP never matches them); `;` and `,` would end the directive or
 * the policy and are percent-encoded, as the spec asks.
 */
export function sourceOf(address: string, { originOnly = false } = {}): string {
  const url = new URL(address);
  const path = originOnly ? '' : url.pathname.replaceAll(';', '%3B').replaceAll(',', '%2C');
  return `${url.protocol}//${url.host}${path === '/' ? '' : path}`;
}

/** Khalti's payment pages for its two public API hosts (docs.khalti.com, KPG-2 initiate). */
const KHALTI_PAYMENT_PAGES: Readonly<Record<string, string>> = {
  'khalti.com': 'https://pay.khalti.com',
  'a.khalti.com': 'https://pay.khalti.com',
  'dev.khalti.com': 'https://test-pay.khalti.com',
};

/**
 * Where the browser is sent for a Khalti payment. Khalti answers the initiate call with a
 * payment_url (`https://pay.khalti.com/?pidx=…`, on test `https://test-pay.khalti.com/…`), which
 * the web app submits as a GET form. The policy is fixed before any payment, so the page's
 * origin follows from KHALTI_BASE_URL: Khalti's own hosts have their known payment page; any
 * other base (a stand-in) is taken to serve its page on its own origin; the sandbox serves
 * it at /sandbox/khalti/pay of the public address.
 */
export function khaltiPaymentPage(config: Config): string {
  if (!config.KHALTI_BASE_URL) return `${config.publicUrl}/sandbox/khalti/pay`;
  const base = new URL(config.KHALTI_BASE_URL);
  return KHALTI_PAYMENT_PAGES[base.hostname] ?? base.origin;
}

/**
 * The addresses the web app's payment forms are submitted to, as online-payments.ts configures
 * the providers (each defaults to its sandbox under the public address).
 */
export function paymentFormAddresses(config: Config): string[] {
  const sandbox = `${config.publicUrl}/sandbox`;
  return [
    sourceOf(config.ESEWA_FORM_URL ?? `${sandbox}/esewa/api/epay/main/v2/form`),
    sourceOf(khaltiPaymentPage(config), { originOnly: Boolean(config.KHALTI_BASE_URL) }),
    sourceOf(config.CONNECTIPS_GATEWAY_URL ?? `${sandbox}/connectips/connectipswebgw/loginpage`),
    sourceOf(config.FONEPAY_REQUEST_URL ?? `${sandbox}/fonepay/api/merchantRequest`),
  ];
}

/**
 * The web app's policy. `styleNonce` is the nonce of the index.html it goes with (Mantine puts it
 * on the <style> elements it adds); answers that are not a page carry the policy without one.
 */
export function webAppPolicy(config: Config, styleNonce?: string): string {
  return serializePolicy([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])]],
    // data: for the empty favicon of index.html; blob: for pictures shown before upload and
    // files fetched with the session (photographs, documents, notice images).
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...paymentFormAddresses(config)]],
    ['frame-ancestors', ["'none'"]],
  ]);
}

/**
 * The one <style> Swagger UI adds: the colours inside the SVG of its logo
 * (`.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}`). Another version of
 * @fastify/swagger-ui may change it: the e2e journey api-docs.spec.ts then fails and Chromium's
 * message names the new hash.
 */
export const SWAGGER_UI_LOGO_STYLE_HASH = 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';

/**
 * Swagger UI at /api/docs: its page loads its scripts and styles as files from /api/docs/static
 * and the document from /api/docs/json ("Try it out" calls the API on our origin); its icons are
 * data: URLs inside its style sheet.
 */
export function apiDocsPolicy(): string {
  return serializePolicy([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", `'${SWAGGER_UI_LOGO_STYLE_HASH}'`]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}

/**
 * A payment sandbox's page (sandbox-page.ts): no script, no picture, one <style> admitted by its
 * hash; Approve and Cancel post to the sandbox itself, which redirects to our own return
 * addresses. Its other answers (JSON, XML, redirects) get the same policy without a hash.
 */
export function sandboxPolicy(styleHashes: readonly string[] = []): string {
  return serializePolicy([
    ['default-src', ["'none'"]],
    ['style-src', styleHashes.length ? styleHashes.map((hash) => `'${hash}'`) : ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}
