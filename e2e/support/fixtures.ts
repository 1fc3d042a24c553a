import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  checkBeforeScreenshot,
  finishJourneyChecks,
  pageProblemsError,
  startJourneyChecks,
} from './checks';

/** Set by the global setup: where the isolated API (and the SPA it serves) listens. */
export const SERVER_URL_VARIABLE = 'NIYUKTI_E2E_URL';
/** Set by the global setup: the server's JWT_SECRET, for specs that age a token. */
export const JWT_SECRET_VARIABLE = 'NIYUKTI_E2E_JWT_SECRET';

const screenshotRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** Saves numbered full-page screenshots of one test: screenshots/<folder>/01-register.png … */
export type Snap = (name: string) => Promise<void>;

function serverUrl(): string {
  const url = process.env[SERVER_URL_VARIABLE];
  if (!url)
    throw new Error(
      `${SERVER_URL_VARIABLE} is not set: run through playwright.config.ts (global setup)`,
    );
  return url;
}

function screenshotTaker(page: Page, folder: string): Snap {
  const dir = path.join(screenshotRoot, folder);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  return async (name) => {
    count += 1;
    const file = `${String(count).padStart(2, '0')}-${name}.png`;
    await checkBeforeScreenshot(page, file.replace(/\.png$/, ''));
    await page.screenshot({ path: path.join(dir, file), fullPage: true });
  };
}

// Every journey runs under the server's Content-Security-Policy, and a violation fails it: each
// browser context (the test's own and any a spec opens itself) reports what the policy refused,
// both Chromium's console message and the page's securitypolicyviolation event, into the list of
// the test under way (one worker runs one test at a time).
let cspViolations: string[] = [];
const CSP_BINDING = '__niyuktiCspViolation';

async function watchContentSecurityPolicy(context: BrowserContext): Promise<void> {
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      cspViolations.push(`console (${message.location().url}): ${message.text()}`);
  });
  await context.exposeBinding(CSP_BINDING, (_source, report: string) => {
    cspViolations.push(`securitypolicyviolation: ${report}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI}` +
          (event.sample ? ` (${event.sample})` : ''),
      );
    });
  }, CSP_BINDING);
}

/** Makes every context of this browser watch the policy (Playwright's own `context` included). */
function watchEveryContext(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchContentSecurityPolicy(context);
    return context;
  };
}

export const test = base.extend<
  { snap: Snap; screenshotFolder: string; contentSecurityPolicy: void; pageChecks: void },
  { cspWatchedBrowser: Browser }
>({
  // The server's port is chosen at run time, so the base URL cannot live in the config file.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
  baseURL: async ({}, use) => use(serverUrl()),
  screenshotFolder: ['default', { option: true }],
  snap: async ({ page, screenshotFolder }, use) => use(screenshotTaker(page, screenshotFolder)),
  cspWatchedBrowser: [
    async ({ browser }, use) => {
      watchEveryContext(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
  contentSecurityPolicy: [
    async ({ cspWatchedBrowser: _browser }, use) => {
      cspViolations = [];
      await use();
      const refused = cspViolations;
      cspViolations = [];
      if (refused.length > 0)
        throw new Error(
          `The Content-Security-Policy refused ${refused.length} thing(s):\n${refused.join('\n')}`,
        );
    },
    { auto: true },
  ],
  // The page checks (axe first: checks.ts) run before each screenshot; what they found fails
  // the test at its end, every problem listed.
  pageChecks: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
    async ({}, use) => {
      startJourneyChecks();
      await use();
      const problems = finishJourneyChecks();
      if (problems.length > 0) throw pageProblemsError(problems, 'on the screenshots of this test');
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
