// back-office.md §3 "Academic qualification": category values open, internal, both, open plus
// internal. A category says to which competitions of a post the qualification applies.
import type { LocalizedText } from '../i18n/messages';

export const QUALIFICATION_CATEGORIES = ['open', 'internal', 'both', 'open_plus_internal'] as const;
export type QualificationCategory = (typeof QUALIFICATION_CATEGORIES)[number];

export const QUALIFICATION_CATEGORY_LABELS: Record<QualificationCategory, LocalizedText> = {
  open: { en: 'Open', ne: 'खुला' },
  internal: { en: 'Internal', ne: 'आन्तरिक' },
  both: { en: 'Both', ne: 'दुवै' },
  open_plus_internal: { en: 'Open plus internal', ne: 'खुला तथा आन्तरिक' },
};

/** The competition an advertisement is: internal (serving civil servants) or open. */
export type Competition = 'open' | 'internal';

/** Whether a qualification of `category` is asked of candidates in `competition`. */
export function qualificationAppliesTo(
  category: QualificationCategory,
  competition: Competition,
): boolean {
  if (category === 'open') return competition === 'open';
  if (category === 'internal') return competition === 'internal';
  return true;
}
