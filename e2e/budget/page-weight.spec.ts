import type { Browser, Page } from '@playwright/test';
import { candidateToken } from '../support/profile-api';
import { readyCandidate } from '../support/ready-candidate';
import { logIn } from '../support/session';
import { expect, test } from '../support/fixtures';
import { kilobytes, TransferMeter, type Weights } from '../support/transfer-meter';

// Issue 18's budgets: bytes on the wire, every request a page makes until the network is idle.
// Most candidates open the portal on a cheap phone over slow mobile data, for the first time.
const KB = 1024;
const FIRST_VISIT_SCRIPT_BUDGET = 150 * KB;
const FIRST_VISIT_STYLE_BUDGET = 30 * KB;
const SIGNED_IN_PAGE_SCRIPT_BUDGET = 100 * KB;
const DEVANAGARI_FONT_BUDGET = 60 * KB;

/**
 * NOT YET MET for a first visit's JavaScript: React's DOM, the router, i18next, TanStack Query
 * and Mantine's core alone weigh about 122 KB (docs/decisions.md, 116 and 124). Until the portal loads
 * less, each public page is held to a ceiling a little over what it weighs today, so it can
 * only get lighter; lower a ceiling whenever a page sheds weight, down to the budget.
 */
const FIRST_VISIT_SCRIPT_CEILING: Record<string, number> = {
  '/login': 206 * KB,
  '/register': 268 * KB,
  '/notices': 186 * KB,
  '/faq': 178 * KB,
};

const PUBLIC_PAGES = Object.keys(FIRST_VISIT_SCRIPT_CEILING);

console.log(
  `Page weight budgets: a first visit ${kilobytes(FIRST_VISIT_SCRIPT_BUDGET)} of JS (not yet ` +
    `met: held to each page's ceiling) and ${kilobytes(FIRST_VISIT_STYLE_BUDGET)} of CSS; each ` +
    `signed-in page adds ≤ ${kilobytes(SIGNED_IN_PAGE_SCRIPT_BUDGET)} of JS; ` +
    `≤ ${kilobytes(DEVANAGARI_FONT_BUDGET)} per Devanagari font weight`,
);

test.use({ viewport: { width: 375, height: 740 } });

// Printed as each page is weighed: a failing test restarts the worker, so no hook runs last.
function record(label: string, weights: Weights, scriptBudget: number): void {
  console.log(
    `${label.padEnd(26)} JS ${kilobytes(weights.script.bytes).padStart(9)}` +
      `  CSS ${kilobytes(weights.stylesheet.bytes).padStart(8)}` +
      `  fonts ${kilobytes(weights.font.bytes).padStart(8)}` +
      `  (${weights.script.files.length} scripts)`,
  );
  // Over budget: the heaviest files, to show where to look.
  if (weights.script.bytes > scriptBudget)
    for (const file of [...weights.script.files].sort((a, b) => b.bytes - a.bytes).slice(0, 5))
      console.log(`    ${kilobytes(file.bytes).padStart(9)}  ${new URL(file.url).pathname}`);
}

function expectDevanagariFontsWithinBudget(weights: Weights, label: string): void {
  for (const font of weights.font.files.filter((file) => /devanagari-\d+/.test(file.url)))
    expect
      .soft(font.bytes, `${label}: ${font.url.split('/').pop()} is over its budget`)
      .toBeLessThanOrEqual(DEVANAGARI_FONT_BUDGET);
}

function check(label: string, weights: Weights): void {
  record(label, weights, SIGNED_IN_PAGE_SCRIPT_BUDGET);
  expect
    .soft(weights.script.bytes, `JavaScript that ${label} adds`)
    .toBeLessThanOrEqual(SIGNED_IN_PAGE_SCRIPT_BUDGET);
  expectDevanagariFontsWithinBudget(weights, label);
}

async function freshPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 740 },
    locale: 'ne-NP',
    timezoneId: 'Asia/Kathmandu',
  });
  return context.newPage();
}

for (const path of PUBLIC_PAGES) {
  test(`a first visit to ${path} stays within its budget`, async ({ browser, baseURL }) => {
    const page = await freshPage(browser, baseURL!);
    const meter = await TransferMeter.attach(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading').first()).toBeVisible();
    const weights = meter.take();
    const ceiling = FIRST_VISIT_SCRIPT_CEILING[path]!;
    record(`first visit ${path}`, weights, FIRST_VISIT_SCRIPT_BUDGET);
    console.log(
      `    budget ${kilobytes(FIRST_VISIT_SCRIPT_BUDGET)}, ceiling today ${kilobytes(ceiling)}, ` +
        `${kilobytes(weights.script.bytes - FIRST_VISIT_SCRIPT_BUDGET)} to lose`,
    );
    expect.soft(weights.script.bytes, `JavaScript of ${path}`).toBeLessThanOrEqual(ceiling);
    expect
      .soft(weights.stylesheet.bytes, `CSS of ${path}`)
      .toBeLessThanOrEqual(FIRST_VISIT_STYLE_BUDGET);
    expectDevanagariFontsWithinBudget(weights, path);
    await page.context().close();
  });
}

test('after signing in, each candidate page adds little JavaScript', async ({
  browser,
  baseURL,
  request,
}) => {
  const candidate = await readyCandidate(request);
  const token = await candidateToken(request, candidate.username, candidate.password);
  const vacancies = await request.get('/api/candidate/vacancies', {
    headers: { authorization: `Bearer ${token}` },
    params: { page: 1, pageSize: 10 },
  });
  const vacancyId = ((await vacancies.json()) as { data: { items: { id: number }[] } }).data
    .items[0]?.id;
  expect(vacancyId, 'the demo data has a vacancy open to candidates').toBeDefined();

  const page = await freshPage(browser, baseURL!);
  const meter = await TransferMeter.attach(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  meter.take(); // the login page itself is weighed as a first visit above
  await logIn(page, candidate.username, candidate.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading').first()).toBeVisible();
  check('signed in, lands on /home', meter.take());

  for (const path of ['/vacancy', `/vacancy/${vacancyId}`]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading').first()).toBeVisible();
    check(`then ${path.replace(/\d+$/, ':id')}`, meter.take());
  }
  await page.context().close();
});
