import type { Page } from '@playwright/test';
import { createAxeCheck } from './axe';
import { noSidewaysScroll } from './checks/no-sideways-scroll';
import { textInItsScript } from './checks/text-in-its-script';
import { oneMainHeading } from './headings';
import type { PageCheck, PageVisit } from './page-checks';

/**
 * The page checks, in the order they run: the crawl runs them on every page it visits, each
 * journey before each of its screenshots. A new check is one more entry here (a check that
 * only applies to some visits, e.g. the 375 px width or the Nepali pages, says so itself by
 * returning nothing for the others). Fresh checks for each crawl or test: a check may remember
 * what it has already reported.
 */
export function pageChecks(): PageCheck[] {
  return [createAxeCheck(), oneMainHeading, noSidewaysScroll, textInItsScript];
}

/**
 * Pages the journeys photograph that are not the SPA's and not ours to change, left out of the
 * checks: Swagger UI's API documentation (a third party's page), and the sandbox payment forms
 * the API serves in place of eSewa's, Khalti's … own pages (those are the providers').
 */
const THIRD_PARTY_PAGES = [/^\/api\/docs(\/|$)/, /^\/sandbox\//];

/** Until the page's transitions (a modal opening, a toast sliding in) have ended, ≤ 2 s. */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.allSettled(running.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
}

/** Runs each check on the page; a check that throws is a problem of its own, not a pass. */
export async function runPageChecks(
  checks: PageCheck[],
  page: Page,
  visit: PageVisit,
): Promise<string[]> {
  if (THIRD_PARTY_PAGES.some((pattern) => pattern.test(visit.path))) return [];
  // Half-faded text mid-transition is not what anyone reads.
  await transitionsEnded(page);
  const problems: string[] = [];
  for (const check of checks) {
    try {
      problems.push(...(await check.run(page, visit)));
    } catch {
      // A page still settling (a late navigation) can destroy the context mid-run: once more.
      await page.waitForTimeout(500);
      try {
        problems.push(...(await check.run(page, visit)));
      } catch (again) {
        const reason = again instanceof Error ? again.message.split('\n')[0] : String(again);
        problems.push(`${check.name} could not run on ${visit.path}: ${reason}`);
      }
    }
  }
  return problems;
}

// Every journey runs the page checks before each screenshot (fixtures.ts's `snap` and
// screenshots.ts's series) and fails at its end listing what they found, the way the
// Content-Security-Policy watch does: the list of the test under way (one worker runs one test
// at a time), started and collected by an automatic fixture.
let journey: { checks: PageCheck[]; problems: string[] } | undefined;

export function startJourneyChecks(): void {
  journey = { checks: pageChecks(), problems: [] };
}

/** What the checks found during the test, each problem once; ends the test's list. */
export function finishJourneyChecks(): string[] {
  const problems = [...new Set(journey?.problems ?? [])];
  journey = undefined;
  return problems;
}

/** Runs the checks on the page about to be photographed as `screenshot` (e.g. `03-register`). */
export async function checkBeforeScreenshot(page: Page, screenshot: string): Promise<void> {
  if (!journey) return;
  const language = await page.evaluate(() => document.documentElement.lang);
  const visit: PageVisit = {
    path: new URL(page.url()).pathname,
    language: language === 'en' ? 'en' : 'ne',
    width: page.viewportSize()?.width ?? 0,
    who: 'journey',
  };
  const found = await runPageChecks(journey.checks, page, visit);
  journey.problems.push(...found.map((problem) => `screenshot ${screenshot}: ${problem}`));
}

/** The failure of a test or crawl whose pages have problems, all of them listed. */
export function pageProblemsError(problems: string[], where: string): Error {
  return new Error(
    `The page checks found ${problems.length} problem(s) ${where}:\n\n${problems.join('\n\n')}`,
  );
}
