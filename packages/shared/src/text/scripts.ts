// Which script a text is written in: the one place the Devanagari block and the Latin letters
// are spelled out (Nepali-only fields, the Preeti and romanised typing aids).
const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_LETTER = /[A-Za-z]/;

export const hasDevanagari = (text: string) => DEVANAGARI.test(text);
export const hasLatinLetter = (text: string) => LATIN_LETTER.test(text);

const countOf = (pattern: RegExp, text: string) =>
  text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

/**
 * The language a person wrote a text in (a remark, a work summary), by its script: Nepali where
 * Devanagari outnumbers the Latin letters and digits, English otherwise.
 */
export function languageOf(text: string): 'ne' | 'en' {
  const devanagari = countOf(DEVANAGARI, text);
  const latin = countOf(LATIN_LETTER, text) + countOf(/[0-9]/, text);
  return devanagari >= latin && devanagari > 0 ? 'ne' : 'en';
}

/**
 * Whether text could be Preeti at all: Latin letters and no Devanagari. The cheap first test of
 * `looksLikePreeti`, asked before its chunk is fetched.
 */
export const mightBePreeti = (text: string) => hasLatinLetter(text) && !hasDevanagari(text);
