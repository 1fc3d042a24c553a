import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { checkBeforeScreenshot } from './checks';

const screenshotRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** A numbered full-page screenshot of any of the test's pages (a candidate's, a staff user's). */
export type PageSnap = (page: Page, name: string) => Promise<void>;

/**
 * Numbered screenshots into screenshots/<folder>/ (emptied first) from several pages in one
 * sequence, for journeys where two people take turns in two browser contexts. Each is taken
 * from the top: a full-page shot of a scrolled page draws the fixed header mid-page. The page
 * checks (checks.ts) run on each page before its screenshot, as with fixtures.ts's `snap`.
 */
export function screenshotSeries(folder: string): PageSnap {
  const dir = path.join(screenshotRoot, folder);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  return async (page, name) => {
    count += 1;
    await page.evaluate(() => window.scrollTo(0, 0));
    const file = `${String(count).padStart(2, '0')}-${name}.png`;
    await checkBeforeScreenshot(page, file.replace(/\.png$/, ''));
    await page.screenshot({ path: path.join(dir, file), fullPage: true });
  };
}
