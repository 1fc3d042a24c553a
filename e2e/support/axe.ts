import axe, { type AxeResults, type NodeResult, type RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';
import type { PageCheck, PageVisit } from './page-checks';

/** WCAG 2.2 AA (issue 18): every A and AA rule of 2.0, 2.1 and 2.2 that axe-core knows. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  // Only the violations come back: passes and incompletes would be most of the time.
  resultTypes: ['violations'],
};

/**
 * axe-core run in the page, put there once per document: the crawl moves through the app the
 * way its links do, and reading axe's 500 KB again for each page doubled the time of a check.
 * Playwright's evaluate is not a script of the page, so the Content-Security-Policy has no say.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axe.source);
  return page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    RUN_OPTIONS,
  );
}

/** The nodes named per rule and page; the rest are counted. */
const NODES_SHOWN = 3;

/** Where the visit is, for a report line: `/vacancy/1 [ne, 375 px, candidate]`. */
export function describeVisit(visit: PageVisit): string {
  return `${visit.path} [${visit.language}, ${visit.width} px, ${visit.who}]`;
}

/**
 * axe-core's WCAG 2.2 AA rules on the page as drawn. Each violated rule gives one problem: its
 * id, impact, the page, what it asks, and the selectors of a few of its nodes (with axe's reason
 * for the first), e.g.
 *
 *     color-contrast (serious) on /vacancy [en, 375 px, candidate]: Elements must meet …
 *         .mantine-Text-root — Element has insufficient color contrast of 3.32 (…)
 *         … and 11 more
 *
 * One check remembers what it reported: the same rule on the same node of the same path (seen
 * again in a later screenshot, language or width) is reported once. Make one per test (journeys)
 * or per crawl.
 */
export function createAxeCheck(): PageCheck {
  const reported = new Set<string>();
  return {
    name: 'axe',
    async run(page, visit) {
      const results = await runAxe(page);
      const problems: string[] = [];
      for (const violation of results.violations) {
        const nodes = await withoutComboboxScrollers(page, violation.id, violation.nodes);
        const fresh = nodes.filter((node) => {
          const key = `${violation.id}|${visit.path}|${stableSelector(node.target.join(' >>> '))}`;
          if (reported.has(key)) return false;
          reported.add(key);
          return true;
        });
        if (fresh.length === 0) continue;
        const lines = fresh.slice(0, NODES_SHOWN).map((node, index) => {
          const selector = node.target.join(' >>> ');
          const reason = index === 0 ? firstReason(node) : '';
          return `    ${selector}${reason ? ` — ${reason}` : ''}`;
        });
        if (fresh.length > NODES_SHOWN) lines.push(`    … and ${fresh.length - NODES_SHOWN} more`);
        problems.push(
          `${violation.id} (${violation.impact ?? 'no impact given'}) on ${describeVisit(visit)}: ` +
            `${violation.help} <${violation.helpUrl}>\n${lines.join('\n')}`,
        );
      }
      return problems;
    },
  };
}

/** Mantine's ids (`#mantine-r4k2x`) are new on every render: not part of what makes a node. */
const stableSelector = (selector: string) => selector.replace(/mantine-[a-z0-9]+/g, 'mantine-…');

/**
 * axe exempts a combobox's listbox from scrollable-region-focusable: its options are reached
 * with the arrow keys from the combobox, which scrolls them into view. Mantine's selects put a
 * ScrollArea inside the listbox, so the element that scrolls is the listbox's ScrollArea and
 * axe flags it; a scroller inside a listbox that an open combobox controls gets the same
 * exemption. Nothing else of the rule is touched.
 */
async function withoutComboboxScrollers(
  page: Page,
  rule: string,
  nodes: NodeResult[],
): Promise<NodeResult[]> {
  if (rule !== 'scrollable-region-focusable') return nodes;
  const kept: NodeResult[] = [];
  for (const node of nodes) {
    const selector = node.target.length === 1 ? String(node.target[0]) : undefined;
    const inComboboxListbox =
      selector !== undefined &&
      (await page.evaluate((css) => {
        const listbox = document.querySelector(css)?.closest('[role="listbox"][id]');
        if (!listbox) return false;
        const combobox = document.querySelector(
          `[role="combobox"][aria-controls~="${listbox.id}"][aria-expanded="true"]`,
        );
        return combobox !== null;
      }, selector));
    if (!inComboboxListbox) kept.push(node);
  }
  return kept;
}

/** axe's first reason for a node, on one line: the contrast ratio, the missing name, … */
function firstReason(node: NodeResult) {
  const message = [...node.any, ...node.all, ...node.none][0]?.message ?? '';
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
