// Devanagari digits and South Asian number grouping, written by hand: Debian's Chromium has no
// ne-NP number data, so Intl.NumberFormat('ne-NP') prints Latin digits in the browser.

export type Lang = 'ne' | 'en';

const DEVANAGARI_ZERO = 0x0966;

/** Replaces every Latin digit 0–9 with its Devanagari counterpart (U+0966–U+096F). */
export function toDevanagariDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (digit) =>
    String.fromCharCode(DEVANAGARI_ZERO + Number(digit)),
  );
}

/** Replaces every Devanagari digit with its Latin counterpart; other characters stay. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));
}

/** Lakh/crore grouping of a string of digits: the last three, then pairs (12,34,567). */
function groupSouthAsian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${tail}`;
}

function localiseDigits(text: string, lang: Lang): string {
  return lang === 'ne' ? toDevanagariDigits(text) : text;
}

/**
 * Formats a number with lakh/crore grouping in both languages (12,34,567 / १२,३४,५६७).
 * With `fractionDigits` the value is rounded to that many decimals; without it the decimals
 * are kept as JavaScript prints them.
 */
export function formatNumber(value: number, lang: Lang, fractionDigits?: number): string {
  if (!Number.isFinite(value)) return localiseDigits(String(value), lang);
  const text =
    fractionDigits === undefined
      ? String(Math.abs(value))
      : Math.abs(value).toFixed(fractionDigits);
  const [integer = '0', fraction] = text.split('.');
  const grouped = groupSouthAsian(integer) + (fraction ? `.${fraction}` : '');
  const sign = value < 0 && Number(text) !== 0 ? '-' : '';
  return localiseDigits(sign + grouped, lang);
}

/**
 * Formats integer paisa as rupees with two decimals: `रु. १,२००.००` / `Rs. 1,200.00`.
 * Works on integers only, so no floating-point rounding can change an amount.
 */
export function formatMoneyPaisa(paisa: number, lang: Lang): string {
  if (!Number.isSafeInteger(paisa)) throw new RangeError(`paisa must be an integer: ${paisa}`);
  const absolute = Math.abs(paisa);
  const rupees = groupSouthAsian(String(Math.floor(absolute / 100)));
  const cents = String(absolute % 100).padStart(2, '0');
  const sign = paisa < 0 ? '-' : '';
  const prefix = lang === 'ne' ? 'रु.' : 'Rs.';
  return `${prefix} ${localiseDigits(`${sign}${rupees}.${cents}`, lang)}`;
}
