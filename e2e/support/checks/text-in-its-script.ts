import type { Page } from '@playwright/test';
import type { PageCheck, PageVisit } from '../page-checks';

/** How many offending texts a report names per page. */
const NAMED = 8;

/** A run of visible text (or a placeholder), with the language it is declared in. */
interface Seen {
  text: string;
  /** `lang` of the nearest element that declares one (the page's own, unless marked). */
  lang: string;
  /** Inside `translate="no"`: an issued code or a name, kept as it was written. */
  asWritten: boolean;
  /** Where it was: a tag, a test id or a placeholder. */
  where: string;
}

/**
 * Every visible text node and every visible input's placeholder. What is hidden (display:none,
 * visibility:hidden, a closed menu's items) is not read: nobody sees it.
 */
async function readTexts(page: Page): Promise<Seen[]> {
  return page.evaluate(() => {
    const seen: Seen[] = [];
    const describe = (element: Element) => {
      const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
      return testId ? `[data-testid="${testId}"]` : element.tagName.toLowerCase();
    };
    const note = (element: Element, text: string, where: string) =>
      seen.push({
        text,
        lang: element.closest('[lang]')?.getAttribute('lang') ?? '',
        asWritten: element.closest('[translate="no"]') !== null,
        where,
      });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      note(parent, text, describe(parent));
    }
    for (const input of Array.from(
      document.querySelectorAll('input[placeholder], textarea[placeholder]'),
    )) {
      const placeholder = input.getAttribute('placeholder')?.trim();
      if (placeholder && input.checkVisibility({ visibilityProperty: true }))
        note(input, placeholder, `the placeholder of ${describe(input)}`);
    }
    return seen;
  });
}

const LATIN_DIGIT = /[0-9]/;
const DEVANAGARI = /[\u0900-\u097F]/;
/** E-mail addresses and web addresses keep their Latin digits in any language. */
const ADDRESSES = /[\w.+-]+@[\w-]+(\.[\w-]+)+|\bhttps?:\/\/\S+|\bwww\.\S+/g;
/**
 * What a catalogue key looks like when it is shown instead of its text: dotted identifiers
 * (`payment.paid`, `nav.home`) or a namespace and key (`profile:title`). A file name
 * (`photo.jpg`) or a domain is not one.
 */
const KEY_LIKE =
  /(?<![\w.@/-])(?:[a-z][\w-]*:[a-z]\w*(?:\.\w+)*|[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9]*)+)(?![\w.@/-])/g;
const NOT_A_KEY = /\.(pdf|jpe?g|png|webp|gif|svg|txt|csv|xlsx?|docx?|zip|com|np|org|net|gov|edu)$/i;

function keysIn(text: string): string[] {
  const withoutAddresses = text.replace(ADDRESSES, ' ');
  return [...withoutAddresses.matchAll(KEY_LIKE)]
    .map((match) => match[0])
    .filter((candidate) => !NOT_A_KEY.test(candidate));
}

function quoted(text: string): string {
  const short = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return `"${short}"`;
}

/** What is wrong with one text seen on a page in `language`; nothing when it is fine. */
export function problemOf(seen: Seen, language: 'ne' | 'en'): string | null {
  const keys = keysIn(seen.text);
  if (keys.length > 0) return `a catalogue key (${keys.join(', ')}) in ${quoted(seen.text)}`;
  // Text marked as written in the other language (a Nepali name on an English page, an English
  // text shown beside its Nepali one) is that language's to judge, not the page's; text kept as
  // it was written (an issued code, a mail as sent) is nobody's to judge.
  if (seen.lang !== language || seen.asWritten) return null;
  if (language === 'ne')
    return LATIN_DIGIT.test(seen.text.replace(ADDRESSES, ' '))
      ? `Latin digits in ${quoted(seen.text)}`
      : null;
  return DEVANAGARI.test(seen.text) ? `Devanagari in ${quoted(seen.text)}` : null;
}

/**
 * Issue 19: a page in Nepali shows its numbers in Devanagari digits, a page in English no
 * Devanagari, and neither a catalogue key. Exempt, and marked so in the page: text declared in
 * the other language with `lang` (a name typed in Nepali, shown on an English page), issued
 * codes, names and mails kept as written with `translate="no"` (usernames, a payment's ebp
 * code, a bank voucher's number), e-mail and web addresses. Reads what is visible: text and placeholders.
 */
export const textInItsScript: PageCheck = {
  name: 'text in the page language’s script',
  async run(page: Page, visit: PageVisit): Promise<string[]> {
    const problems = new Map<string, string>();
    for (const seen of await readTexts(page)) {
      const problem = problemOf(seen, visit.language);
      if (problem && !problems.has(problem)) problems.set(problem, seen.where);
    }
    if (problems.size === 0) return [];
    const where = `${visit.path} (${visit.language}, ${visit.who}) at ${visit.width} px`;
    const named = [...problems].slice(0, NAMED).map(([problem, at]) => `${problem} at ${at}`);
    const more = problems.size > NAMED ? `; and ${problems.size - NAMED} more` : '';
    return [`${where}: ${named.join('; ')}${more}`];
  },
};
