import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adToBs,
  formatMoneyPaisa,
  formatNumber,
  todayIso,
  toDevanagariDigits,
} from '@niyukti/shared';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './i18n';

export type Calendar = 'bs' | 'ad' | 'both';

export interface Formatter {
  lang: Language;
  /** Any text whose Latin digits should follow the language (ids, roll numbers, page labels). */
  digits(value: string | number): string;
  /** Lakh/crore grouping; `fractionDigits` rounds. */
  number(value: number, fractionDigits?: number): string;
  /** Integer paisa as rupees: `रु. १,२००.००` / `Rs. 1,200.00`. */
  money(paisa: number): string;
  /**
   * An A.D. date (`YYYY-MM-DD`, an ISO timestamp or a Date) shown in B.S., A.D. or both
   * (default both, B.S. first: the commission's documents are dated in B.S.).
   */
  date(value: string | Date, calendar?: Calendar): string;
}

const CALENDAR_LABEL: Record<Language, { bs: string; ad: string }> = {
  ne: { bs: 'वि.सं.', ad: 'ई.सं.' },
  en: { bs: 'B.S.', ad: 'A.D.' },
};

/**
 * The A.D. day of a value. A timestamp is dated by Kathmandu's day, as deadlines and "today"
 * are, whatever the browser's time zone: an application made at 00:30 in Nepal is of that day
 * for a candidate abroad and for the commission alike.
 */
function toIsoDay(value: string | Date): string | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return todayIso(date);
}

function safeAdToBs(iso: string): string | null {
  try {
    return adToBs(iso);
  } catch {
    return null; // outside the supported B.S. years: show the A.D. date alone
  }
}

export function createFormatter(lang: Language): Formatter {
  const digits = (value: string | number) =>
    lang === 'ne' ? toDevanagariDigits(value) : String(value);
  const labels = CALENDAR_LABEL[lang];
  return {
    lang,
    digits,
    number: (value, fractionDigits) => formatNumber(value, lang, fractionDigits),
    money: (paisa) => formatMoneyPaisa(paisa, lang),
    date(value, calendar = 'both') {
      const ad = toIsoDay(value);
      if (!ad) return '';
      const bs = safeAdToBs(ad);
      const adText = `${digits(ad)} ${labels.ad}`;
      if (!bs || calendar === 'ad') return adText;
      const bsText = `${digits(bs)} ${labels.bs}`;
      return calendar === 'bs' ? bsText : `${bsText} (${adText})`;
    },
  };
}

/** Formatting in the current language; Nepali mode always prints Devanagari digits. */
export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useMemo(() => createFormatter(lang), [lang]);
}
