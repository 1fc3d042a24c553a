import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { adToBs, formatMoneyPaisa, formatNumber, nepalTimeOfDay, todayIso } from '@niyukti/shared';
import { digitsIn, writeDay, type Calendar } from './calendar-text';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './i18n';

export type { Calendar };

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
  /**
   * The time of an instant in Nepal (`१०:४२`, with seconds `१०:४२:०५`), whatever the browser's
   * time zone; '' for a value that is not one.
   */
  time(value: string | Date, withSeconds?: boolean): string;
  /** A file's size, at least 1 KB: `४८ केबी` / `48 KB`. */
  kilobytes(bytes: number): string;
}

/**
 * The A.D. day of a value. A timestamp is dated by Kathmandu's day, as deadlines and "today"
 * are, whatever the browser's time zone: an application made at 00:30 in Nepal is of that day
 * for a candidate abroad and for the commission alike.
 */
function toIsoDay(value: string | Date): string | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = toInstant(value);
  return date ? todayIso(date) : null;
}

function toInstant(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

function safeAdToBs(iso: string): string | null {
  try {
    return adToBs(iso);
  } catch {
    return null; // outside the supported B.S. years: show the A.D. date alone
  }
}

export function createFormatter(lang: Language): Formatter {
  const digits = (value: string | number) => digitsIn(lang, value);
  return {
    lang,
    digits,
    number: (value, fractionDigits) => formatNumber(value, lang, fractionDigits),
    money: (paisa) => formatMoneyPaisa(paisa, lang),
    date(value, calendar = 'both') {
      const ad = toIsoDay(value);
      return ad ? writeDay(lang, { ad, bs: safeAdToBs(ad) }, calendar) : '';
    },
    time(value, withSeconds = false) {
      const instant = toInstant(value);
      return instant ? digits(nepalTimeOfDay(instant, withSeconds)) : '';
    },
    kilobytes(bytes) {
      const count = formatNumber(Math.max(1, Math.round(bytes / 1024)), lang);
      return `${count} ${lang === 'ne' ? 'केबी' : 'KB'}`;
    },
  };
}

/** Formatting in the current language; Nepali mode always prints Devanagari digits. */
export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useMemo(() => createFormatter(lang), [lang]);
}
