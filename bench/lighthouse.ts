// `npm run bench:lighthouse`: Lighthouse's mobile profile (a mid-range phone on a slow 4G line,
// simulated) in Debian's Chromium, on the public pages as a first visit and, signed in as a
// candidate, on /home and /vacancy; prints performance, accessibility and best practices beside
// issue 18's goals (performance ≥ 90, accessibility 100). Like the rest of bench/, it prints
// figures and asserts nothing: scores move with the machine's load.
//
// The web app is built first, and served by the real API on a fresh PostgreSQL database
// (DATABASE_URL, else the local server) with the demo data and a few generated candidates.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { BENCH_PASSWORD } from './generate-data';
import { withBenchServer } from './server';

const PUBLIC_PAGES = ['/login', '/register', '/notices', '/faq'];
const SIGNED_IN_PAGES = ['/home', '/vacancy'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const GOALS: Partial<Record<(typeof CATEGORIES)[number], number>> = {
  performance: 90,
  accessibility: 100,
};

interface Scores {
  page: string;
  lighthouseVersion: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  firstContentfulPaintMs: number | null;
  largestContentfulPaintMs: number | null;
  totalBlockingTimeMs: number | null;
  failedAudits: string[];
}

/** One Lighthouse run on `page` (its default config is the mobile profile). */
async function audit(page: Page, url: string, label: string, signedIn: boolean): Promise<Scores> {
  const flags: Flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Signed in: keep the session the page holds (Lighthouse clears storage by default).
    disableStorageReset: signedIn,
  };
  const result = await lighthouse(url, flags, undefined, page);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => {
    const value = categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const millis = (id: string) => audits[id]?.numericValue ?? null;
  // What the accessibility and best-practice scores lost points on.
  const failedAudits = ['accessibility', 'best-practices'].flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => `${id}: ${ref.id}`),
  );
  // A run that could not measure (no contentful paint in time, say) says why.
  const { runtimeError } = result.lhr;
  if (runtimeError) failedAudits.unshift(`the run: ${runtimeError.code} ${runtimeError.message}`);
  return {
    page: label,
    lighthouseVersion: result.lhr.lighthouseVersion,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    firstContentfulPaintMs: millis('first-contentful-paint'),
    largestContentfulPaintMs: millis('largest-contentful-paint'),
    totalBlockingTimeMs: millis('total-blocking-time'),
    failedAudits,
  };
}

/** Signs in through the login page, as a person would, and waits for the dashboard. */
async function signIn(page: Page, baseUrl: string, username: string): Promise<void> {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.type('input[name="username"]', username);
  await page.type('input[name="password"]', BENCH_PASSWORD);
  await Promise.all([
    page.waitForFunction("location.pathname === '/home'", { timeout: 30_000 }),
    page.click('button[type="submit"]'),
  ]);
}

function verdict(scores: Scores): string {
  return CATEGORIES.map((category) => {
    const goal = GOALS[category];
    const value = scores.scores[category];
    if (goal === undefined) return '';
    return value !== null && value >= goal ? `${category} met` : `${category} MISSED`;
  })
    .filter(Boolean)
    .join(', ');
}

function report(results: Scores[], version: string): void {
  const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);
  console.log(
    `\nLighthouse ${version} mobile profile (goals: performance ≥ ${GOALS.performance}, ` +
      `accessibility ${GOALS.accessibility})`,
  );
  console.log(
    `${'page'.padEnd(22)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'best'.padStart(6)}` +
      `${'FCP'.padStart(10)}${'LCP'.padStart(10)}${'TBT'.padStart(9)}   verdict`,
  );
  for (const result of results) {
    const { scores } = result;
    console.log(
      `${result.page.padEnd(22)}${String(scores.performance ?? '-').padStart(6)}` +
        `${String(scores.accessibility ?? '-').padStart(6)}${String(scores['best-practices'] ?? '-').padStart(6)}` +
        `${ms(result.firstContentfulPaintMs).padStart(10)}${ms(result.largestContentfulPaintMs).padStart(10)}` +
        `${ms(result.totalBlockingTimeMs).padStart(9)}   ${verdict(result)}`,
    );
    for (const failed of result.failedAudits) console.log(`${''.padEnd(24)}lost on ${failed}`);
  }
}

function buildWebApp(): void {
  if (process.env.LIGHTHOUSE_SKIP_BUILD === '1') return;
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the web build failed');
}

async function main() {
  buildWebApp();
  await withBenchServer({ candidateCount: 5, advertisementCount: 30 }, async ({ server }) => {
    const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      const results: Scores[] = [];
      for (const path of PUBLIC_PAGES) {
        const page = await browser.newPage();
        results.push(await audit(page, `${server.baseUrl}${path}`, `${path} (first visit)`, false));
        await page.close();
      }
      const page = await browser.newPage();
      await signIn(page, server.baseUrl, 'bench_0');
      for (const path of SIGNED_IN_PAGES)
        results.push(await audit(page, `${server.baseUrl}${path}`, `${path} (signed in)`, true));
      report(results, results[0]?.lighthouseVersion ?? '?');
    } finally {
      await browser.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
