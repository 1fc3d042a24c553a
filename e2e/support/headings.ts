import { describeVisit } from './axe';
import type { PageCheck } from './page-checks';

/**
 * Every page has exactly one visible h1, its title (decisions.md 119): what a screen reader's
 * heading list starts from. axe leaves it out of WCAG (page-has-heading-one is a best practice),
 * so it is a check of its own.
 */
export const oneMainHeading: PageCheck = {
  name: 'one h1',
  async run(page, visit) {
    // A page printed (the profile preview) is a document on paper, not one to navigate.
    if (await page.evaluate(() => window.matchMedia('print').matches)) return [];
    const headings = await page.locator('h1:visible').allInnerTexts();
    if (headings.length === 1) return [];
    const found = headings.length === 0 ? 'none' : headings.map((text) => `"${text}"`).join(', ');
    return [`one-h1 on ${describeVisit(visit)}: a page has exactly one h1, this one has ${found}`];
  },
};
