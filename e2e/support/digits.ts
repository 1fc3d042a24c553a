const DEVANAGARI_ZERO = 0x0966;

/** '१२३' → '123': what a person reads off a Nepali page, written the way a search box takes it. */
export function toLatinDigits(text: string): string {
  return text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));
}

export const DEVANAGARI_DIGIT = /[०-९]/;
export const LATIN_DIGIT = /[0-9]/;
