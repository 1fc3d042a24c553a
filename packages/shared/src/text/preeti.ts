// Text in the legacy Preeti font (issue 19). Before Unicode, Nepali was typed in fonts that draw
// Devanagari over ASCII codes: the file holds "/fd axfb'/" and the screen showed "राम बहादुर".
// Copied out of an old document, that ASCII is what reaches a form. The scheme, from the font's
// public key map:
//
// - each key is a letter, a half letter (capitals: S क्, D म्), a vowel sign or a conjunct
//   (q त्र, > श्र, 1 ज्ञ); the number row's shifted keys are the digits (! १ … ) ०);
// - some letters are two keys: f (ा) after a half letter completes it (if ष, If क्ष), m after
//   k e p q Q makes फ झ ऊ क्र क्त, and the vowels are built of parts (cf आ, cf] ओ, O{ ई);
// - the short i sign (l) is typed before the letters it is drawn before: it moves after their
//   cluster; the reph ({, र् drawn above) is typed after the syllable it sits on: it moves before
//   that syllable's cluster;
// - anusvara and chandrabindu follow the vowel sign in Unicode, whichever was typed first.

import { hasLatinLetter, mightBePreeti } from './scripts';

const HALANT = '\u094D';
const SHORT_I = '\u093F';
const REPH = 'र्';
// Marks standing for the two signs that move; not characters any text contains.
const MOVE_SHORT_I = '\uE000';
const MOVE_REPH = '\uE001';

/** Swaps of keys typed in the order the font draws them, done on the ASCII before mapping. */
const KEY_ORDER: [string, string][] = [
  ["'m", "m'"],
  [']m', 'm]'],
  ['Fmf', 'mfF'],
  ['Fm', 'mF'],
];

/** Keys and key sequences; where several match, the longest is read (cf] before cf before c). */
const KEYS: Record<string, string> = {
  // letters
  a: 'ब',
  A: 'ब्',
  b: 'द',
  B: 'द्य',
  c: 'अ',
  C: 'ऋ',
  d: 'म',
  D: 'म्',
  e: 'भ',
  E: 'भ्',
  g: 'न',
  G: 'न्',
  h: 'ज',
  H: 'ज्',
  i: 'ष्',
  I: 'क्ष्',
  j: 'व',
  J: 'व्',
  k: 'प',
  K: 'प्',
  n: 'ल',
  N: 'ल्',
  o: 'य',
  O: 'इ',
  p: 'उ',
  P: 'ए',
  q: 'त्र',
  Q: 'त्त',
  r: 'च',
  R: 'च्',
  s: 'क',
  S: 'क्',
  t: 'त',
  T: 'त्',
  u: 'ग',
  U: 'ग्',
  v: 'ख',
  V: 'ख्',
  w: 'ध',
  W: 'ध्',
  x: 'ह',
  X: 'ह्',
  y: 'थ',
  Y: 'थ्',
  z: 'श',
  Z: 'श्',
  '/': 'र',
  '?': 'रु',
  '>': 'श्र',
  ';': 'स',
  ':': 'स्',
  '`': 'ञ',
  '~': 'ञ्',
  '1': 'ज्ञ',
  '2': 'द्द',
  '3': 'घ',
  '4': 'द्ध',
  '5': 'छ',
  '6': 'ट',
  '7': 'ठ',
  '8': 'ड',
  '9': 'ढ',
  '0': 'ण्',
  // vowel signs and marks
  f: 'ा',
  l: MOVE_SHORT_I,
  L: 'ी',
  "'": 'ु',
  '"': 'ू',
  '[': 'ृ',
  ']': 'े',
  '}': 'ै',
  F: 'ँ',
  '+': 'ं',
  M: 'ः',
  '\\': HALANT,
  '|': '्र',
  '{': MOVE_REPH,
  // digits and punctuation
  ')': '०',
  '!': '१',
  '@': '२',
  '#': '३',
  $: '४',
  '%': '५',
  '^': '६',
  '&': '७',
  '*': '८',
  '(': '९',
  '.': '।',
  '=': '.',
  '-': '(',
  _: ')',
  '<': '?',
  // the font's upper half (Windows-1252 codes)
  '¡': 'ज्ञ्',
  '¢': 'द्घ',
  '£': 'घ्',
  '¥': 'र्\u200D',
  '§': 'ट्ट',
  '°': 'ड्ढ',
  '¶': 'ठ्ठ',
  '¿': 'रू',
  Å: 'हृ',
  Ë: 'ङ्ग',
  Ì: 'त्र',
  Í: 'ङ्क',
  Î: 'ङ्ख',
  Ý: 'ट्ठ',
  å: 'द्व',
  ß: 'द्म',
  '„': 'ध्र',
  '‹': 'ङ्घ',
  '•': 'ड्ड',
  '›': 'द्र',
  '‰': 'झ्',
  '´': 'झ',
  ˆ: 'फ्',
  ª: 'ङ',
  '«': '्र',
  '»': '्र',
  Ø: '्य',
  '˜': 'ऽ',
  ç: 'ॐ',
  Ù: ';',
  Ú: ':',
  æ: '“',
  Æ: '”',
  Ö: '=',
  '÷': '/',
  // sequences
  km: 'फ',
  em: 'झ',
  pm: 'ऊ',
  qm: 'क्र',
  Qm: 'क्त',
  'k|m': 'फ्र',
  '8Þ': 'ड़',
  '9Þ': 'ढ़',
  cf: 'आ',
  'cf]': 'ओ',
  'cf}': 'औ',
  'O{': 'ई',
  'P]': 'ऐ',
  'f]': 'ो',
  'f}': 'ौ',
};
const LONGEST_KEY = Math.max(...Object.keys(KEYS).map((key) => key.length));

/** Joins of mapped parts that Unicode writes as one sign or letter. */
const JOINS: [RegExp, string][] = [
  [/्ा/g, ''], // a half letter completed by ा
  [/्ो/g, 'े'],
  [/्ौ/g, 'ै'],
  [/अा/g, 'आ'],
  [/आे/g, 'ओ'],
  [/आै/g, 'औ'],
  [/ाे/g, 'ो'],
  [/ाै/g, 'ौ'],
];

const CONSONANT = '[\u0915-\u0939\u0958-\u095F]\u093C?';
/** A consonant and the half letters joined before it: क, क्ष, न्ज, स्त्र. */
const CLUSTER = `(?:${CONSONANT}${HALANT})*${CONSONANT}(?!${HALANT})`;
const SIGNS = '[\u0901-\u0903\u093E-\u094C]*';
const SHORT_I_BEFORE_CLUSTER = new RegExp(`${MOVE_SHORT_I}(${CLUSTER})`, 'g');
const SYLLABLE_BEFORE_REPH = new RegExp(`(${CLUSTER}${SIGNS})${MOVE_REPH}`, 'g');
const NASAL_BEFORE_VOWEL_SIGN = /([\u0901\u0902])([\u093E-\u094C]+)/g;

function mapKeys(text: string): string {
  let mapped = '';
  for (let at = 0; at < text.length;) {
    let length = Math.min(LONGEST_KEY, text.length - at);
    while (length > 1 && KEYS[text.slice(at, at + length)] === undefined) length -= 1;
    const key = text.slice(at, at + length);
    mapped += KEYS[key] ?? key;
    at += length;
  }
  return mapped;
}

/**
 * Parts joined into their signs and nasals moved after the vowel signs, until nothing changes:
 * each can make work for the other, and a text left half settled would change when converted
 * again.
 */
function settle(unicode: string): string {
  let settled = unicode;
  for (let before = ''; before !== settled;) {
    before = settled;
    for (const [pattern, sign] of JOINS) settled = settled.replace(pattern, sign);
    settled = settled.replace(NASAL_BEFORE_VOWEL_SIGN, '$2$1');
  }
  return settled;
}

/** Preeti read key by key, its signs in Unicode's order; a sign with nowhere to go keeps its mark. */
function convert(text: string): string {
  let typed = text;
  for (const [from, to] of KEY_ORDER) typed = typed.split(from).join(to);
  return settle(
    settle(mapKeys(typed))
      .replace(SHORT_I_BEFORE_CLUSTER, `$1${SHORT_I}`)
      .replace(SYLLABLE_BEFORE_REPH, `${REPH}$1`),
  );
}

/** Preeti-encoded text in Unicode Devanagari; what the font has no key for is kept. */
export function preetiToUnicode(text: string): string {
  // A sign with nowhere to go stays where it was typed, which may meet a sign it joins with
  // ("{f" is र्ा, read as र) or a nasal ("Fl" is ँि): settle again, so converting the answer
  // changes nothing.
  return settle(convert(text).replaceAll(MOVE_SHORT_I, SHORT_I).replaceAll(MOVE_REPH, REPH));
}

/** Keys Preeti text is full of and a name in Latin letters hardly has: र स ु ू े ै र्  ्र ं श्र रु. */
const PREETI_MARK = /[/;'"{}[\]|\\+>?`~§¿Ë]/;
/** A sign where a word starts, a vowel sign after a vowel letter, a sign after a halant, or two
 * vowel signs in a row. */
const MISPLACED_SIGN =
  /(^|[\s(,;:।?])[\u0901-\u0903\u093E-\u094D]|[\u0904-\u0914][\u093E-\u094D]|\u094D[\u0901-\u0903\u093E-\u094D]|[\u093E-\u094C][\u093E-\u094C]/;
const VOWEL_SIGNS = /[\u093E-\u094C]/g;
/** A consonant that is not half of a conjunct: one per syllable. */
const SYLLABLES = /[\u0915-\u0939\u0958-\u095F]\u093C?(?!\u094D)/g;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Whether pasted text is Preeti rather than Latin. It must have Latin letters and no Devanagari,
 * and read as Preeti be well-formed: every key mapped, every ि (l) typed before a letter as
 * Preeti typists do (a Latin "Gopal" ends in l), no sign out of place. Then either it has keys
 * only Preeti text is full of (/ ; ' ] { |…), or, letters alone, it has a vowel sign's key
 * (f l L), a vowel sign in most syllables, and few Latin vowels: a name in Latin letters
 * ("Sushila") is half vowels, which Preeti reads as consonants. Short words of consonants alone
 * ("kb", पद) cannot be told from Latin and are left as typed.
 */
export function looksLikePreeti(text: string): boolean {
  if (!mightBePreeti(text)) return false;
  const unicode = convert(text);
  if (unicode.includes(MOVE_SHORT_I) || unicode.includes(MOVE_REPH)) return false;
  if (hasLatinLetter(unicode) || MISPLACED_SIGN.test(unicode)) return false;
  if (PREETI_MARK.test(text)) return true;
  const syllables = count(unicode, SYLLABLES);
  const signedShare = syllables === 0 ? 0 : count(unicode, VOWEL_SIGNS) / syllables;
  const latinVowelShare = count(text, /[aeiou]/g) / count(text, /[a-z]/g);
  return /[flL]/.test(text) && signedShare >= 0.25 && latinVowelShare < 0.45;
}
