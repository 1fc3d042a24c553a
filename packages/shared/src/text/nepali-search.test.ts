import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { foldNepali, matchSearch, searchKey, soundSkeleton } from './nepali-search';

// Spellings of one name that people use interchangeably: each pair must find each other.
const SAME_NAME: [string, string][] = [
  ['काठमाण्डौं', 'काठमाडौं'], // issue 19: the metropolitan city as stored, the district as typed
  ['काठमाडौँ', 'काठमाडौं'], // chandrabindu / anusvara
  ['चाँदनी', 'चांदनी'],
  ['पण्डित', 'पंडित'], // a nasal's half form / anusvara
  ['विराटनगर', 'बिराटनगर'], // व / ब
  ['गणेश', 'गनेश'], // ण / न
  ['कृष्ण', 'कृश्न'], // ष / श, ण / न
  ['दीपक', 'दिपक'], // long / short i
  ['पूजा', 'पुजा'], // long / short u
  ['ईश्वर', 'इश्वर'],
  ['राम्', 'राम'], // a halant at the end
  ['क\u093Cलम', 'कलम'], // nukta (decomposed)
  ['\u0958लम', 'कलम'], // nukta (precomposed क़)
  ['श्\u200Dरेष्ठ', 'श्रेष्ठ'], // a zero-width joiner
  ['वडा नं. ५', 'वडा नं. 5'], // digits in either script
  ['Kāṭhmāṇḍū', 'kathmandu'], // Latin accents
];

describe('foldNepali', () => {
  it.each(SAME_NAME)('makes %s and %s one', (stored, typed) => {
    expect(foldNepali(stored)).toBe(foldNepali(typed));
  });

  it('keeps apart what differs', () => {
    expect(foldNepali('राम')).not.toBe(foldNepali('रमा'));
    expect(foldNepali('काठमाडौं')).not.toBe(foldNepali('ललितपुर'));
    expect(foldNepali('कल')).not.toBe(foldNepali('काल'));
  });

  it('lower-cases, trims and makes runs of spaces one', () => {
    expect(foldNepali('  Ram   BAHADUR ')).toBe('ram bahadur');
  });
});

// Romanised spellings people type, and the Devanagari names they mean.
const ROMANISED: [string, string][] = [
  ['kathmandu', 'काठमाडौं'],
  ['kathmadu', 'काठमाण्डौं'],
  ['lalitpur', 'ललितपुर'],
  ['bhaktapur', 'भक्तपुर'],
  ['biratnagar', 'विराटनगर'],
  ['pokhara', 'पोखरा'],
  ['janakpur', 'जनकपुर'],
  ['chitwan', 'चितवन'],
  ['okhaldhunga', 'ओखलढुङ्गा'],
  ['bajhang', 'बझाङ'],
  ['lamjung', 'लमजुङ'],
  ['sindhupalchok', 'सिन्धुपाल्चोक'],
  ['kavrepalanchok', 'काभ्रेपलाञ्चोक'],
  ['panchthar', 'पाँचथर'],
  ['tehrathum', 'तेह्रथुम'],
  ['mahottari', 'महोत्तरी'],
  ['syangja', 'स्याङ्जा'],
  ['krishna', 'कृष्ण'],
  ['gyanendra', 'ज्ञानेन्द्र'],
  ['dhankuta', 'धनकुटा'],
  ['achham', 'अछाम'],
  ['shrestha', 'श्रेष्ठ'],
  ['sharma', 'शर्मा'],
];

describe('soundSkeleton', () => {
  it.each(ROMANISED)('hears %s in %s', (latin, devanagari) => {
    expect(soundSkeleton(latin)).toBe(soundSkeleton(devanagari));
  });

  it('reads Kathmandu as its consonants', () => {
    expect(soundSkeleton('Kathmandu')).toBe('ktd');
    expect(soundSkeleton('काठमाडौं')).toBe('ktd');
  });

  it('reads each word by its script, and joined and separate words alike', () => {
    expect(soundSkeleton('Ram बहादुर')).toBe('rbhdr');
    expect(soundSkeleton('Ram Bahadur')).toBe('rbhdr');
    expect(soundSkeleton('Phatuwa Bijayapur')).toBe(soundSkeleton('फतुवाबिजयपुर'));
  });
});

describe('matchSearch', () => {
  const kathmandu = searchKey('काठमाण्डौं महानगरपालिका Kathmandu Metropolitan City');

  it('finds the metropolitan city by the district’s spelling (issue 19)', () => {
    expect(matchSearch(kathmandu, 'काठमाडौं')).toBe('spelling');
    expect(matchSearch(kathmandu, 'काठमाडौँ')).toBe('spelling');
  });

  it('finds it by romanised spellings, by spelling first and then by sound', () => {
    expect(matchSearch(kathmandu, 'kathmandu')).toBe('spelling');
    expect(matchSearch(kathmandu, 'kathmadu')).toBe('sound');
    expect(matchSearch(kathmandu, 'Kaathmaandu')).toBe('sound');
  });

  it('does not guess by sound from fewer than three consonants', () => {
    expect(matchSearch(searchKey('ललितपुर'), 'lp')).toBeNull();
    expect(matchSearch(searchKey('ललितपुर'), 'lalitpur')).toBe('sound');
  });

  it('matches everything with an empty query, and nothing unrelated', () => {
    expect(matchSearch(kathmandu, '  ')).toBe('spelling');
    expect(matchSearch(kathmandu, 'pokhara')).toBeNull();
    expect(matchSearch(kathmandu, 'पोखरा')).toBeNull();
  });

  it('finds every name of the romanised table by its Latin spelling, beside its English name', () => {
    for (const [latin, devanagari] of ROMANISED) {
      // A Devanagari name alone is found by sound when it has three consonants or more.
      if (soundSkeleton(latin).length >= 3)
        expect(matchSearch(searchKey(devanagari), latin), latin).toBe('sound');
      // As stored, with its English name, every one is found.
      const english = latin[0]!.toUpperCase() + latin.slice(1);
      expect(matchSearch(searchKey(`${devanagari} ${english}`), latin), latin).toBe('spelling');
    }
  });
});

// The reference list of Nepal's local levels beside the project (../shared/data, see its
// README), when it is there: their English names are the romanised spellings people type.
const LOCAL_LEVELS = fileURLToPath(
  new URL('../../../../../shared/data/nepal-admin/local-levels.csv', import.meta.url),
);

describe.skipIf(!existsSync(LOCAL_LEVELS))('the 753 local levels', () => {
  it('are heard in their English names, nearly all of them', () => {
    const rows = readFileSync(LOCAL_LEVELS, 'utf8').trim().split('\n').slice(1);
    const heard = rows.filter((row) => {
      const [, , , nameEn, nameNe] = row.split(',');
      return soundSkeleton(nameEn!) === soundSkeleton(nameNe!);
    });
    expect(rows).toHaveLength(753);
    // 730 today; the rest are names whose English and Nepali differ in more than spelling.
    expect(heard.length / rows.length).toBeGreaterThan(0.95);
  });
});
