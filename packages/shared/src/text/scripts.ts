// Which script a text is written in: the one place the Devanagari block and the Latin letters
// are spelled out (Nepali-only fields, the Preeti and romanised typing aids).
const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_LETTER = /[A-Za-z]/;

export const hasDevanagari = (text: string) => DEVANAGARI.test(text);
export const hasLatinLetter = (text: string) => LATIN_LETTER.test(text);

/**
 * Whether text could be Preeti at all: Latin letters and no Devanagari. The cheap first test of
 * `looksLikePreeti`, asked before its chunk is fetched.
 */
export const mightBePreeti = (text: string) => hasLatinLetter(text) && !hasDevanagari(text);
