import { toDevanagariDigits } from '@niyukti/shared';
import type { Language } from './i18n';

// How a day is written in both calendars, apart from the conversion (format.ts): the footer
// writes today's date, which the server sends in both calendars, without the B.S. converter.

export type Calendar = 'bs' | 'ad' | 'both';

const CALENDAR_LABEL: Record<Language, { bs: string; ad: string }> = {
  ne: { bs: 'वि.सं.', ad: 'ई.सं.' },
  en: { bs: 'B.S.', ad: 'A.D.' },
};

/** Latin digits in the language's own: Devanagari in Nepali mode. */
export const digitsIn = (lang: Language, value: string | number): string =>
  lang === 'ne' ? toDevanagariDigits(value) : String(value);

/**
 * `२०८३-०८-१० वि.सं. (२०२६-११-२६ ई.सं.)`: B.S. first (the commission's documents are dated in
 * B.S.), or one calendar; the A.D. day alone when there is no B.S. day.
 */
export function writeDay(
  lang: Language,
  day: { ad: string; bs: string | null },
  calendar: Calendar = 'both',
): string {
  const labels = CALENDAR_LABEL[lang];
  const adText = `${digitsIn(lang, day.ad)} ${labels.ad}`;
  if (!day.bs || calendar === 'ad') return adText;
  const bsText = `${digitsIn(lang, day.bs)} ${labels.bs}`;
  return calendar === 'bs' ? bsText : `${bsText} (${adText})`;
}
