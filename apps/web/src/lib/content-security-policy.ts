// What the web app does to run under the API's Content-Security-Policy: scripts from our own
// origin only (no eval), styles from our own files or from <style> elements carrying the nonce
// the API put into this copy of index.html (<meta property="csp-nonce" nonce="…">; the browser
// hides the attribute once parsed but keeps the element's `nonce` property). main.tsx imports
// this module first: the settings below must be in place before any other module runs.

/** What the built index.html holds until the API fills in a nonce (the dev server never does). */
const PLACEHOLDER = 'NIYUKTI_CSP_NONCE';

let nonce: string | undefined;

/** The nonce for <style> elements the app adds ('' without one: the dev server, tests). */
export function styleNonce(): string {
  if (nonce === undefined) {
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    const value = meta?.nonce ?? '';
    nonce = value === PLACEHOLDER ? '' : value;
  }
  return nonce;
}

// Zod 4 compiles object parsers with `new Function` when it may, and finds out by trying one as
// each object schema is made: under the policy the try fails quietly but is still reported as a
// violation. Without JIT it never tries. Zod keeps its settings in this global object, which it
// adopts when it loads: changed in place here, before any page's schemas exist, without zod
// itself in the entry, so that zod reads it whether it loaded before or after
// (content-security-policy.test.ts checks zod still reads it).
const zodHolder = globalThis as typeof globalThis & {
  __zod_globalConfig?: { jitless?: boolean };
};
(zodHolder.__zod_globalConfig ??= {}).jitless = true;

// Mantine's Modal and Drawer lock the page's scroll with react-remove-scroll, whose <style>
// takes its nonce from webpack's global (react-style-singleton through get-nonce); Mantine's
// own <style> elements get it from MantineProvider's getStyleNonce (providers.tsx).
const webpackNonce = styleNonce();
if (webpackNonce)
  (globalThis as typeof globalThis & { __webpack_nonce__?: string }).__webpack_nonce__ =
    webpackNonce;
