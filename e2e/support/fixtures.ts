import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type Page } from '@playwright/test';

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
    await page.screenshot({ path: path.join(dir, file), fullPage: true });
  };
}

export const test = base.extend<{ snap: Snap; screenshotFolder: string }>({
  // The server's port is chosen at run time, so the base URL cannot live in the config file.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
  baseURL: async ({}, use) => use(serverUrl()),
  screenshotFolder: ['default', { option: true }],
  snap: async ({ page, screenshotFolder }, use) => use(screenshotTaker(page, screenshotFolder)),
});

export { expect } from '@playwright/test';
