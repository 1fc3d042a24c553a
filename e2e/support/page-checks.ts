import type { Page } from '@playwright/test';

/** Where a page was looked at: the crawl visits each route in each language, at each width. */
export interface PageVisit {
  /** The route as visited, e.g. `/vacancy/12`. */
  path: string;
  language: 'ne' | 'en';
  /** Viewport width in CSS pixels (375 for a phone, 1280 for a desk). */
  width: number;
  /** Who was signed in: `guest`, `candidate`, `admin`, … */
  who: string;
}

/**
 * One check of a whole page, run on every page the crawl (and, where it makes sense, a journey)
 * visits: accessibility today, the Nepali text check next. It reads the page as drawn and
 * returns what is wrong with it, one line each; an empty list means the page passes.
 */
export interface PageCheck {
  name: string;
  run(page: Page, visit: PageVisit): Promise<string[]>;
}
