import type { Page } from '@playwright/test';
import type { PageCheck, PageVisit } from '../page-checks';

/** Below this width a page is on a phone and must not scroll sideways (docs/decisions.md 120). */
const PHONE_WIDTH = 600;
/** How many of the widest offenders a report names. */
const NAMED = 5;

interface Offender {
  tag: string;
  testId: string | null;
  classes: string;
  width: number;
  right: number;
}

/**
 * The page as drawn: how wide the document is against the window, and the widest elements that
 * reach past the window's right edge and are not themselves inside a box that scrolls them
 * (a table in its own scroll container is allowed to be wide; the page around it is not).
 */
async function measure(page: Page): Promise<{
  scrollWidth: number;
  innerWidth: number;
  offenders: Offender[];
}> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const clipsSideways = (element: Element) => {
      const overflow = getComputedStyle(element).overflowX;
      return ['auto', 'scroll', 'hidden', 'clip'].includes(overflow);
    };
    // An element inside a box that scrolls or clips sideways cannot widen the page itself.
    const insideClippingBox = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === document.documentElement) return false;
        if (clipsSideways(parent)) return true;
      }
      return false;
    };
    const offenders = Array.from(document.body.querySelectorAll('*'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.right + window.scrollX > innerWidth + 0.5)
      .filter(({ element }) => !insideClippingBox(element))
      .map(({ element, box }) => ({
        tag: element.tagName.toLowerCase(),
        testId: element.getAttribute('data-testid'),
        classes: (element.getAttribute('class') ?? '').trim().split(/\s+/).slice(0, 3).join('.'),
        width: Math.round(box.width),
        right: Math.round(box.right + window.scrollX),
      }))
      .sort((a, b) => b.width - a.width);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth,
      offenders,
    };
  });
}

function describeOffender(offender: Offender): string {
  const name = offender.testId
    ? `${offender.tag}[data-testid="${offender.testId}"]`
    : offender.classes
      ? `${offender.tag}.${offender.classes}`
      : offender.tag;
  return `${name} ${offender.width} px wide, reaching to ${offender.right} px`;
}

/**
 * On a phone (visit.width < 600) the page must not scroll sideways, nor draw anything past the
 * window's right edge where no scrolling reaches it (a fixed header's last buttons): it fails
 * when the document is wider than the window or an element reaches past the edge, and names the
 * widest of them. Wider visits are not checked.
 */
export const noSidewaysScroll: PageCheck = {
  name: 'no sideways scroll on a phone',
  async run(page: Page, visit: PageVisit): Promise<string[]> {
    if (visit.width >= PHONE_WIDTH) return [];
    const { scrollWidth, innerWidth, offenders } = await measure(page);
    if (scrollWidth <= innerWidth && offenders.length === 0) return [];
    const named = offenders.slice(0, NAMED).map(describeOffender);
    const where = `${visit.path} (${visit.language}, ${visit.who}) at ${visit.width} px`;
    return [
      (scrollWidth > innerWidth
        ? `${where} scrolls sideways: the page is ${scrollWidth} px wide in a ${innerWidth} px window; `
        : `${where} draws past the window's right edge; `) +
        (named.length > 0 ? `widest: ${named.join('; ')}` : 'no single element reaches past it'),
    ];
  },
};
