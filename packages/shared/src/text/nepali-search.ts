import { toLatinDigits } from '../digits/devanagari';

// Search that understands how Nepali names are written (issue 19). Names reach the portal in
// several spellings — काठमाडौं and काठमाण्डौं, बिराटनगर and विराटनगर, चाँदनी and चांदनी — and
// are typed in Devanagari or in Latin letters ("kathmandu", "kathmadu"). Two keys are made of a
// text, the same way for what is stored and for what is typed:
//
// - `foldNepali`: the text with the variants people use interchangeably made one — chandrabindu
//   and anusvara and a nasal's half form before a consonant (all three dropped: काठमाण्डौं and
//   काठमाडौं meet), long and short i and u, ण and न, ष and श, व and ब, nukta, zero-width
//   joiners, a halant at a word's end; Devanagari digits as Latin; Latin lower-cased without
//   accents. A typed text matches when its fold is part of the stored text's fold.
// - `soundSkeleton`: the consonants as they sound, in Latin letters, from either script —
//   vowels, aspiration and nasals dropped (a Latin spelling writes the n of "Kathmandu" that
//   काठमाडौं leaves out, and the a of "Janakpur" that जनकपुर leaves unsaid), doubled letters
//   made one: "Kathmandu", "kathmadu" and काठमाडौं are all "ktd". A romanised query matches a
//   Devanagari name when its skeleton (three letters at least, so "ka" does not find half the
//   list) is part of the name's; a match by spelling ranks before one by sound.

const SIGNS_DROPPED = /[\u0901\u0902\u093C\u200C\u200D]/g; // chandrabindu, anusvara, nukta, ZWNJ, ZWJ
const HALANT = '\u094D';
const NASALS = 'ङञणनम';
const CONSONANT = '[\u0915-\u0939\u0958-\u095F]';
/** A nasal's half form before a consonant is said as, and often written as, an anusvara. */
const NASAL_HALF = new RegExp(`[${NASALS}]${HALANT}(?=${CONSONANT})`, 'g');
const FINAL_HALANT = new RegExp(`${HALANT}(?=\\s|$)`, 'g');

const DEVANAGARI_FOLDS: Record<string, string> = {
  'ी': 'ि',
  'ू': 'ु',
  ई: 'इ',
  ऊ: 'उ',
  ण: 'न',
  ष: 'श',
  व: 'ब',
};
const FOLDED_LETTERS = new RegExp(`[${Object.keys(DEVANAGARI_FOLDS).join('')}]`, 'g');

/** The text with its interchangeable spellings made one (see above); for `includes`. */
export function foldNepali(text: string): string {
  return toLatinDigits(text)
    .normalize('NFD') // nukta forms (क़) come apart, Latin accents too
    .replace(/[\u0300-\u036F]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(NASAL_HALF, '')
    .replace(FINAL_HALANT, '')
    .replace(SIGNS_DROPPED, '')
    .replace(FOLDED_LETTERS, (letter) => DEVANAGARI_FOLDS[letter]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Each Devanagari consonant's sound class in Latin; vowels and signs have none. */
const CONSONANT_SOUNDS: Record<string, string> = {
  क: 'k',
  ख: 'k',
  ग: 'g',
  घ: 'g',
  ङ: 'g', // said "ng", written so in Latin: खोटाङ is "Khotang"
  च: 'c',
  छ: 'c',
  ज: 'j',
  झ: 'j',
  ट: 't',
  ठ: 't',
  ड: 'd',
  ढ: 'd',
  त: 't',
  थ: 't',
  द: 'd',
  ध: 'd',
  प: 'p',
  फ: 'p',
  ब: 'b',
  भ: 'b',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'b',
  श: 's',
  ष: 's',
  स: 's',
  ह: 'h',
  ऋ: 'r',
  'ृ': 'r',
};

/** Latin letters that stand for a Devanagari sound spelled otherwise. */
const LATIN_LETTER_SOUNDS: Record<string, string> = {
  f: 'p',
  v: 'b',
  w: 'b',
  q: 'k',
  x: 'ks',
  z: 'j',
};

function devanagariSkeleton(word: string): string {
  let sounds = '';
  const spelled = word
    .normalize('NFD')
    .replace(/ज्ञ/g, 'gy') // said "gya" in Nepali
    .replace(NASAL_HALF, '')
    .replace(/ङ(?=[\u0915-\u0939])/g, ''); // its vowel unsaid before a consonant: माङसेबुङ
  for (const letter of spelled) {
    const sound = CONSONANT_SOUNDS[letter];
    if (sound) sounds += sound;
    else if (/[a-z]/.test(letter)) sounds += letter;
  }
  return sounds;
}

function latinSkeleton(word: string): string {
  return word
    .replace(/chh/g, 'c')
    .replace(/([kgjtdpbsc])h/g, '$1')
    .replace(/ng(?=[^aeiou])/g, '') // ङ's half form before a consonant: "Syangja" स्याङ्जा
    .replace(/(?<=[aeiou])w(?![aeiou])/g, '') // a glide, not a व: "Chowk"
    .replace(/[fvwqxz]/g, (letter) => LATIN_LETTER_SOUNDS[letter]!)
    .replace(/[nm]/g, '')
    .replace(/[aeiou]/g, '');
}

/** The consonants as they sound, in Latin letters, from either script (see above). */
export function soundSkeleton(text: string): string {
  const lower = text
    .normalize('NFD')
    .replace(/[\u0300-\u036F\u200C\u200D]/g, '')
    .toLowerCase();
  const latin = lower.replace(/[^\sa-z]/g, (letter) =>
    /[\u0900-\u097F]/.test(letter) ? letter : ' ',
  );
  // Each word by its own script: a Devanagari word by its letters, a Latin one by its
  // spelling; then as one run, as names are written both joined and apart (फतुवाबिजयपुर,
  // "Phatuwa Bijayapur").
  return latin
    .split(/\s+/)
    .map((word) => (/[\u0900-\u097F]/.test(word) ? devanagariSkeleton(word) : latinSkeleton(word)))
    .join('')
    .replace(/(.)\1+/g, '$1');
}

/** A romanised query shorter than this finds by its letters only, not by its sound. */
const MIN_SKELETON = 3;

/** What is stored, made ready once for many searches (a select's options). */
export interface SearchKey {
  folded: string;
  skeleton: string;
}

export function searchKey(text: string): SearchKey {
  return { folded: foldNepali(text), skeleton: soundSkeleton(text) };
}

/** How well a query matches: by spelling (better), by sound, or not at all. */
export type SearchMatch = 'spelling' | 'sound' | null;

export function matchSearch(stored: SearchKey, query: string): SearchMatch {
  const folded = foldNepali(query);
  if (!folded) return 'spelling';
  if (stored.folded.includes(folded)) return 'spelling';
  const skeleton = soundSkeleton(query);
  if (skeleton.length >= MIN_SKELETON && stored.skeleton.includes(skeleton)) return 'sound';
  return null;
}
