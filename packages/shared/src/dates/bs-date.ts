// The one adapter over nepali-date-converter (B.S. 2000–2090). Nothing else in the repo may
// import that library: it silently rolls invalid days over (2081-01-32 becomes a Jestha date),
// so every B.S. date is validated here against the real month length before it is converted.
import { dateConfigMap } from 'nepali-date-converter';
import { toLatinDigits } from '../digits/devanagari';

// Only the library's month table is read: both directions are counted on it here, in UTC, so no
// library date object (local time, slow to build) is ever made.

export type BsDate = { year: number; month: number; day: number };
export type AgeParts = { years: number; months: number; days: number };

export const BS_MIN_YEAR = 2000;
export const BS_MAX_YEAR = 2090;
/** Shrawan, the fourth B.S. month, opens the fiscal year. */
const FISCAL_YEAR_FIRST_MONTH = 4;

const MONTH_NAMES = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Aswin',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
] as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Days in a B.S. month (1–12), or 0 when the year or month is outside the supported range. */
export function bsMonthLength(year: number, month: number): number {
  const name = MONTH_NAMES[month - 1];
  const config = dateConfigMap[String(year)];
  if (!name || !config || year < BS_MIN_YEAR || year > BS_MAX_YEAR) return 0;
  return config[name];
}

function splitDate(text: string): [number, number, number] | null {
  const match = DATE_PATTERN.exec(toLatinDigits(text.trim()));
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Parses `YYYY-MM-DD` (Latin or Devanagari digits); null unless it is a real B.S. day. */
export function parseBsDate(text: string): BsDate | null {
  const parts = splitDate(text);
  if (!parts) return null;
  const [year, month, day] = parts;
  if (day < 1 || day > bsMonthLength(year, month)) return null;
  return { year, month, day };
}

export function formatBsDate(bs: BsDate): string {
  return `${pad(bs.year, 4)}-${pad(bs.month)}-${pad(bs.day)}`;
}

function parseIso(iso: string): [number, number, number] | null {
  const parts = splitDate(iso);
  if (!parts) return null;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; such years are not valid here anyway.
  const same =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return same ? parts : null;
}

/** True for a real Gregorian day written `YYYY-MM-DD`. */
export function isValidAdDate(iso: string): boolean {
  return parseIso(iso) !== null;
}

/** A.D. span of B.S. 2000-01-01 … 2090-12-30, the converter's table. */
const AD_MIN = '1943-04-14';
const AD_MAX = '2034-04-13';
const AD_EPOCH_UTC = Date.UTC(1943, 3, 14);
const MS_PER_DAY = 86_400_000;

/** Converts A.D. `YYYY-MM-DD` to B.S. `YYYY-MM-DD`; throws RangeError outside the calendar. */
export function adToBs(iso: string): string {
  const parts = parseIso(iso);
  if (!parts) throw new RangeError(`not an A.D. date: ${iso}`);
  // The library measures the distance from its epoch with Math.abs, so a date before the epoch
  // would silently come back as a wrong B.S. date: check the range here.
  if (iso < AD_MIN || iso > AD_MAX) {
    throw new RangeError(`A.D. date outside B.S. ${BS_MIN_YEAR}–${BS_MAX_YEAR}: ${iso}`);
  }
  const [year, month, day] = parts;
  // Count days in UTC and let the library place day N after B.S. 2000-01-01: a local Date could
  // land on another day where a time zone skipped one (Pacific/Kiritimati skipped 1994-12-31).
  let days = Math.round((Date.UTC(year, month - 1, day) - AD_EPOCH_UTC) / MS_PER_DAY);
  // Walked on the library's month table, as bsToAd counts back: no library date object is made
  // (the eligibility check converts several dates for every apply).
  let bsYear = BS_MIN_YEAR;
  while (bsYear < BS_MAX_YEAR && daysBeforeYear(bsYear + 1) <= days) bsYear++;
  days -= daysBeforeYear(bsYear);
  let bsMonth = 1;
  while (days >= bsMonthLength(bsYear, bsMonth)) days -= bsMonthLength(bsYear, bsMonth++);
  return formatBsDate({ year: bsYear, month: bsMonth, day: days + 1 });
}

/** Days from B.S. 2000-01-01 to the first day of each supported year, built once. */
let yearStartDays: number[] | null = null;

function daysBeforeYear(year: number): number {
  if (!yearStartDays) {
    yearStartDays = [0];
    for (let y = BS_MIN_YEAR; y < BS_MAX_YEAR; y++) {
      let length = 0;
      for (let m = 1; m <= 12; m++) length += bsMonthLength(y, m);
      yearStartDays.push((yearStartDays[yearStartDays.length - 1] ?? 0) + length);
    }
  }
  return yearStartDays[year - BS_MIN_YEAR] ?? Number.NaN;
}

/** Converts B.S. text to A.D. `YYYY-MM-DD`; null when the B.S. date is not a real day. */
export function bsToAd(bsText: string): string | null {
  const bs = parseBsDate(bsText);
  if (!bs) return null;
  // Counted in UTC from the library's month table: the library's own getAD() goes through a
  // local Date, which lands on the wrong day where a time zone once skipped a day.
  let days = daysBeforeYear(bs.year) + bs.day - 1;
  for (let m = 1; m < bs.month; m++) days += bsMonthLength(bs.year, m);
  return new Date(AD_EPOCH_UTC + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The A.D. date `days` after (or before, when negative) `iso`. */
export function addDaysIso(iso: string, days: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function gregorianMonthLength(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

type Ymd = { year: number; month: number; day: number };

/**
 * Completed years, months and days from `from` to `to`, as a person counts a birthday: the year
 * is complete on the same month and day. A birthday on a day the target month lacks (Falgun 30,
 * 29 February) is reached on the first day of the next month.
 */
function countAge(from: Ymd, to: Ymd, monthLength: (y: number, m: number) => number): AgeParts {
  let years = to.year - from.year;
  let months = to.month - from.month;
  let days = to.day - from.day;
  if (days < 0) {
    months -= 1;
    const prevYear = to.month === 1 ? to.year - 1 : to.year;
    const prevMonth = to.month === 1 ? 12 : to.month - 1;
    days = Math.max(0, monthLength(prevYear, prevMonth) - from.day) + to.day;
  }
  if (months < 0) {
    years -= 1;
    months += 12;
  }
  return { years, months, days };
}

function requireIso(iso: string): Ymd {
  const parts = parseIso(iso);
  if (!parts) throw new RangeError(`not an A.D. date: ${iso}`);
  return { year: parts[0], month: parts[1], day: parts[2] };
}

/** Age on `onIso` of someone born on `dobIso`, counted in the Gregorian calendar. */
export function ageOn(dobIso: string, onIso: string): AgeParts {
  return countAge(requireIso(dobIso), requireIso(onIso), gregorianMonthLength);
}

function requireBs(value: BsDate | string): BsDate {
  const bs = typeof value === 'string' ? parseBsDate(value) : parseBsDate(formatBsDate(value));
  if (!bs) throw new RangeError(`not a B.S. date: ${JSON.stringify(value)}`);
  return bs;
}

/** Age counted in the B.S. calendar (B.S. months have 29–32 days, so it can differ by a day). */
export function ageOnBs(dobBs: BsDate | string, onBs: BsDate | string): AgeParts {
  return countAge(requireBs(dobBs), requireBs(onBs), bsMonthLength);
}

/**
 * The A.D. days a B.S. fiscal year (`2082-83`) spans: from its Shrawan 1 (`first`) up to, not
 * including, the next one's (`next`), for a query over A.D. dates.
 */
export function fiscalYearDays(fiscalYear: string): { first: string; next: string } {
  const startYear = Number(fiscalYear.slice(0, 4));
  const shrawanFirst = (year: number) =>
    bsToAd(`${year}-${pad(FISCAL_YEAR_FIRST_MONTH)}-01`) as string;
  return { first: shrawanFirst(startYear), next: shrawanFirst(startYear + 1) };
}

/** The B.S. fiscal year (`2082-83`) an A.D. date falls in; it starts on Shrawan 1. */
export function fiscalYearOf(iso: string): string {
  const bs = requireBs(adToBs(iso));
  const startYear = bs.month >= FISCAL_YEAR_FIRST_MONTH ? bs.year : bs.year - 1;
  return `${startYear}-${pad((startYear + 1) % 100)}`;
}
