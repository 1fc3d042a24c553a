// Romanised typing of Nepali (issue 19): "ram bahadur shrestha" → "राम बहादुर श्रेष्ठ", the
// phonetic way Nepali users type in the popular romanised tools. The scheme:
//
// - consonants: k ख=kh g gh ng, ch chh j jh yn, T Th D Dh N (retroflex, capitals), t th d dh n,
//   p ph/f b bh m, y r l w/v, sh Sh(ष) s h; ksh क्ष, gy ज्ञ, tr त्र;
// - vowels: a aa/A i ee/I u oo/U e ai o au ri; after a consonant they are its vowel sign, at a
//   word's start or after a vowel the letter itself; "a" after a consonant is its own vowel;
// - two consonants in a row join (a halant between them); a consonant at a word's end keeps no
//   written vowel ("ram" → राम), as Nepali is written;
// - M anusvara (ं), ~ chandrabindu (ँ), H visarga (ः), digits as Devanagari digits, "." → "।"
//   at the end of a sentence;
// - common names and words whose spelling sound alone cannot give (श्रेष्ठ, सीता, काठमाडौं) come
//   from a short list, matched whole and without regard to case.

import { toDevanagariDigits } from '../digits/devanagari';

type Unit = { kind: 'consonant'; letter: string } | { kind: 'vowel'; letter: string; sign: string };

const CONSONANTS: [string, string][] = [
  ['ksh', 'क्ष'],
  ['chh', 'छ'],
  ['kh', 'ख'],
  ['gh', 'घ'],
  ['ng', 'ङ'],
  ['ch', 'च'],
  ['jh', 'झ'],
  ['yn', 'ञ'],
  ['Th', 'ठ'],
  ['Dh', 'ढ'],
  ['th', 'थ'],
  ['dh', 'ध'],
  ['ph', 'फ'],
  ['bh', 'भ'],
  ['Sh', 'ष'],
  ['sh', 'श'],
  ['gy', 'ज्ञ'],
  ['k', 'क'],
  ['g', 'ग'],
  ['c', 'च'],
  ['j', 'ज'],
  ['T', 'ट'],
  ['D', 'ड'],
  ['N', 'ण'],
  ['t', 'त'],
  ['d', 'द'],
  ['n', 'न'],
  ['p', 'प'],
  ['f', 'फ'],
  ['b', 'ब'],
  ['m', 'म'],
  ['y', 'य'],
  ['r', 'र'],
  ['l', 'ल'],
  ['w', 'व'],
  ['v', 'व'],
  ['s', 'स'],
  ['h', 'ह'],
  ['x', 'क्स'],
  ['q', 'क'],
  ['z', 'ज'],
];

/** Each vowel: its letter at a word's start, its sign after a consonant ('' for "a"). */
const VOWELS: [string, string, string][] = [
  ['aa', 'आ', 'ा'],
  ['ai', 'ऐ', 'ै'],
  ['au', 'औ', 'ौ'],
  ['ee', 'ई', 'ी'],
  ['oo', 'ऊ', 'ू'],
  ['ri', 'ऋ', 'ृ'],
  ['A', 'आ', 'ा'],
  ['I', 'ई', 'ी'],
  ['U', 'ऊ', 'ू'],
  ['a', 'अ', ''],
  ['i', 'इ', 'ि'],
  ['u', 'उ', 'ु'],
  ['e', 'ए', 'े'],
  ['o', 'ओ', 'ो'],
];

const SIGNS: Record<string, string> = { M: 'ं', '~': 'ँ', H: 'ः' };
const HALANT = '्';

/** Names and words whose written form their sound does not give (typed lower-case). */
export const ROMANISED_WORDS: Record<string, string> = {
  shrestha: 'श्रेष्ठ',
  sita: 'सीता',
  gita: 'गीता',
  kathmandu: 'काठमाडौं',
  lalitpur: 'ललितपुर',
  bhaktapur: 'भक्तपुर',
  pokhara: 'पोखरा',
  nepal: 'नेपाल',
  laxmi: 'लक्ष्मी',
  lakshmi: 'लक्ष्मी',
  krishna: 'कृष्ण',
  bishnu: 'विष्णु',
  ganesh: 'गणेश',
  shiva: 'शिव',
  parbati: 'पार्वती',
  parvati: 'पार्वती',
  durga: 'दुर्गा',
  saraswati: 'सरस्वती',
  kumari: 'कुमारी',
  devi: 'देवी',
  prasad: 'प्रसाद',
  bahadur: 'बहादुर',
  kumar: 'कुमार',
  narayan: 'नारायण',
  chandra: 'चन्द्र',
  raj: 'राज',
  sharma: 'शर्मा',
  adhikari: 'अधिकारी',
  poudel: 'पौडेल',
  paudel: 'पौडेल',
  bhattarai: 'भट्टराई',
  koirala: 'कोइराला',
  thapa: 'थापा',
  gurung: 'गुरुङ',
  tamang: 'तामाङ',
  magar: 'मगर',
  rai: 'राई',
  limbu: 'लिम्बू',
  sherpa: 'शेर्पा',
  karki: 'कार्की',
  khadka: 'खड्का',
  basnet: 'बस्नेत',
  bhandari: 'भण्डारी',
  pandey: 'पाण्डे',
  pande: 'पाण्डे',
  joshi: 'जोशी',
  yadav: 'यादव',
  mahato: 'महतो',
  chaudhary: 'चौधरी',
  tharu: 'थारू',
  ghimire: 'घिमिरे',
  dahal: 'दाहाल',
  neupane: 'न्यौपाने',
  aryal: 'अर्याल',
  regmi: 'रेग्मी',
  pokharel: 'पोखरेल',
  subedi: 'सुवेदी',
  gautam: 'गौतम',
  bhusal: 'भुसाल',
  lamichhane: 'लामिछाने',
  maharjan: 'महर्जन',
  shakya: 'शाक्य',
  bajracharya: 'बज्राचार्य',
  tuladhar: 'तुलाधर',
  pradhan: 'प्रधान',
  manandhar: 'मानन्धर',
  kc: 'केसी',
  bk: 'विक',
  sunuwar: 'सुनुवार',
  dhakal: 'ढकाल',
  acharya: 'आचार्य',
  upadhyaya: 'उपाध्याय',
  mishra: 'मिश्र',
  jha: 'झा',
  singh: 'सिंह',
  gupta: 'गुप्ता',
  shah: 'शाह',
  hari: 'हरि',
  ram: 'राम',
  shyam: 'श्याम',
  sunita: 'सुनिता',
  anita: 'अनिता',
  sarita: 'सरिता',
  kamala: 'कमला',
  binod: 'विनोद',
  dipak: 'दीपक',
  deepak: 'दीपक',
  rajesh: 'राजेश',
  suresh: 'सुरेश',
  ramesh: 'रमेश',
  dinesh: 'दिनेश',
  mahesh: 'महेश',
  sagar: 'सागर',
  prakash: 'प्रकाश',
  bikash: 'विकास',
  anil: 'अनिल',
  sunil: 'सुनिल',
  nabin: 'नवीन',
  santosh: 'सन्तोष',
  rabindra: 'रवीन्द्र',
  sabitri: 'सावित्री',
  pushpa: 'पुष्पा',
  bimala: 'विमला',
  samjhana: 'सम्झना',
  srijana: 'सृजना',
};

function unitsOf(word: string): Unit[] {
  const units: Unit[] = [];
  let rest = word;
  while (rest.length > 0) {
    const consonant = CONSONANTS.find(([latin]) => rest.startsWith(latin));
    if (consonant) {
      units.push({ kind: 'consonant', letter: consonant[1] });
      rest = rest.slice(consonant[0].length);
      continue;
    }
    const vowel = VOWELS.find(([latin]) => rest.startsWith(latin));
    if (vowel) {
      units.push({ kind: 'vowel', letter: vowel[1], sign: vowel[2] });
      rest = rest.slice(vowel[0].length);
      continue;
    }
    // A sign, a digit or anything else: written as it maps, or kept.
    const char = rest[0]!;
    const mapped = SIGNS[char] ?? toDevanagariDigits(char);
    units.push({ kind: 'vowel', letter: mapped, sign: mapped });
    rest = rest.slice(1);
  }
  return units;
}

function spell(word: string): string {
  const units = unitsOf(word);
  let text = '';
  units.forEach((unit, index) => {
    const previous = units[index - 1];
    if (unit.kind === 'consonant') {
      if (previous?.kind === 'consonant') text += HALANT;
      text += unit.letter;
      return;
    }
    text += previous?.kind === 'consonant' ? unit.sign : unit.letter;
  });
  return text;
}

/** Capitals that mean something in the scheme: retroflex T D N Sh, long A I U, M and H. */
const MEANINGFUL_CAPITALS = /^[TDNSAIUMH]/;

/**
 * A name typed with a capital the scheme gives no meaning ("Kamal", "Ramesh") means the small
 * letter: the capital is the name's. Where the capital means something ("Thegaanaa" ठेगाना),
 * it keeps its meaning, as in the romanised tools people know.
 */
function asTyped(word: string): string {
  return /^[A-Z][a-z~]/.test(word) && !MEANINGFUL_CAPITALS.test(word)
    ? word[0]!.toLowerCase() + word.slice(1)
    : word;
}

/**
 * Romanised Nepali → Devanagari, word by word; what is not a Latin letter (spaces, punctuation)
 * stays as it is, a full stop ending a sentence becomes "।".
 */
export function romanisedToNepali(text: string): string {
  return toDevanagariDigits(text)
    .replace(/[A-Za-z~]+/g, (word) => ROMANISED_WORDS[word.toLowerCase()] ?? spell(asTyped(word)))
    .replace(/\.(?=\s|$)/g, '।');
}
