import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CASTE_ETHNIC_GROUPS,
  DISABILITY_CATEGORIES,
  DISABILITY_CLASSES,
  DISABILITY_TYPES,
  EDUCATION_LEVELS,
  INCLUSIVE_GROUPS,
  LOCAL_BODY_TYPES,
  MOTHER_TONGUES,
  REFERENCE_LISTS,
  RESERVED_SHARE_OF_OPEN_POSTS_PERCENT,
  type ReferenceEntry,
} from './index';

const CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;
// Devanagari block (letters, signs, digits, danda) with the punctuation names use.
const DEVANAGARI_TEXT = /^[\u0900-\u097F ()/.,-]+$/u;
const LATIN_TEXT = /^[A-Za-z0-9 ()/.,'+-]+$/;

function isNepaliText(text: string): boolean {
  return DEVANAGARI_TEXT.test(text) && text === text.normalize('NFC') && text === text.trim();
}

function isEnglishText(text: string): boolean {
  return LATIN_TEXT.test(text) && text === text.trim();
}

/** Every text field of an entry in one language: nameNe, descriptionNe, cardColourNe… */
function fieldsIn(entry: ReferenceEntry, suffix: 'En' | 'Ne'): Array<[string, string]> {
  return Object.entries(entry).filter(
    (field): field is [string, string] => field[0].endsWith(suffix) && typeof field[1] === 'string',
  );
}

function duplicatesOf(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('the text checks themselves', () => {
  it('accept Devanagari and refuse Latin, decomposed or padded Nepali', () => {
    expect(isNepaliText('अपाङ्गता भएका व्यक्ति')).toBe(true);
    expect(isNepaliText('Hindu')).toBe(false);
    // ड़ written precomposed (U+095C) is not NFC: NFC keeps ड + nukta.
    expect(isNepaliText('\u095C')).toBe(false);
    expect(isNepaliText(' मगर')).toBe(false);
    expect(isNepaliText('')).toBe(false);
  });

  it('accept English and refuse Devanagari or padded English', () => {
    expect(isEnglishText("Bachelor's degree")).toBe(true);
    expect(isEnglishText('मगर')).toBe(false);
    expect(isEnglishText('Magar ')).toBe(false);
    expect(isEnglishText('')).toBe(false);
  });
});

describe.each(Object.entries(REFERENCE_LISTS))('reference list %s', (_name, list) => {
  const entries: readonly ReferenceEntry[] = list;

  it('has UPPER_SNAKE codes, each used once', () => {
    const codes = entries.map((entry) => entry.code);
    expect(codes.filter((code) => !CODE.test(code))).toEqual([]);
    expect(duplicatesOf(codes)).toEqual([]);
  });

  it('names every entry differently in each language', () => {
    expect(duplicatesOf(entries.map((entry) => entry.nameEn))).toEqual([]);
    expect(duplicatesOf(entries.map((entry) => entry.nameNe))).toEqual([]);
  });

  it('writes Nepali in NFC Devanagari and English in Latin letters, without padding', () => {
    const badNepali = entries.flatMap((entry) =>
      fieldsIn(entry, 'Ne').filter(([, text]) => !isNepaliText(text)),
    );
    const badEnglish = entries.flatMap((entry) =>
      fieldsIn(entry, 'En').filter(([, text]) => !isEnglishText(text)),
    );
    expect(badNepali).toEqual([]);
    expect(badEnglish).toEqual([]);
  });

  it('has an English text for every Nepali one', () => {
    for (const entry of entries) {
      const english = fieldsIn(entry, 'En').map(([key]) => key.slice(0, -2));
      const nepali = fieldsIn(entry, 'Ne').map(([key]) => key.slice(0, -2));
      expect(nepali).toEqual(english);
    }
  });
});

describe('inclusive groups', () => {
  it('are the six groups of the Civil Service Act with their shares', () => {
    const shares = Object.fromEntries(
      INCLUSIVE_GROUPS.map((group) => [group.code, group.sharePercent]),
    );
    expect(shares).toEqual({
      WOMEN: 33,
      ADIBASI_JANAJATI: 27,
      MADHESI: 22,
      DALIT: 9,
      PERSONS_WITH_DISABILITY: 5,
      BACKWARD_AREA: 4,
    });
  });

  it('share all of the reserved 45% of open-competition posts', () => {
    const total = INCLUSIVE_GROUPS.reduce((sum, group) => sum + group.sharePercent, 0);
    expect(total).toBe(100);
    expect(RESERVED_SHARE_OF_OPEN_POSTS_PERCENT).toBe(45);
  });
});

describe('disability', () => {
  it('covers every category of the Disability Rights Act', () => {
    const categories = new Set(DISABILITY_TYPES.map((type) => type.category));
    expect([...categories].sort()).toEqual([...DISABILITY_CATEGORIES].sort());
  });

  it('tells blind from low vision and deaf from hard of hearing', () => {
    const codesOf = (category: string) =>
      DISABILITY_TYPES.filter((type) => type.category === category).map((type) => type.code);
    expect(codesOf('VISION')).toEqual(['BLIND', 'LOW_VISION']);
    expect(codesOf('HEARING')).toEqual(['DEAF', 'HARD_OF_HEARING']);
  });

  it('has the four card classes, most severe first, with their colours', () => {
    expect(DISABILITY_CLASSES.map((c) => [c.code, c.cardColourEn, c.cardColourNe])).toEqual([
      ['KA', 'Red', 'रातो'],
      ['KHA', 'Blue', 'निलो'],
      ['GA', 'Yellow', 'पहेँलो'],
      ['GHA', 'White', 'सेतो'],
    ]);
  });
});

describe('education levels', () => {
  it('are listed from the lowest rank up, from SEE to PhD', () => {
    const ranks = EDUCATION_LEVELS.map((level) => level.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const rankOf = (code: string) => EDUCATION_LEVELS.find((level) => level.code === code)?.rank;
    const ladder = ['SLC_SEE', 'INTERMEDIATE', 'BACHELOR', 'MASTER', 'MPHIL', 'PHD'].map(rankOf);
    expect(ladder.every((rank, index) => index === 0 || rank! > ladder[index - 1]!)).toBe(true);
    expect(rankOf('DIPLOMA')).toBe(rankOf('INTERMEDIATE'));
  });
});

describe('open-ended lists', () => {
  it.each([
    ['caste and ethnic groups', CASTE_ETHNIC_GROUPS, 40],
    ['mother tongues', MOTHER_TONGUES, 30],
  ] as const)('%s are broad and end with Other', (_name, list, minimum) => {
    expect(list.length).toBeGreaterThan(minimum);
    expect(list.at(-1)?.code).toBe('OTHER');
  });

  it('name the largest caste and ethnic groups of the census', () => {
    const codes = CASTE_ETHNIC_GROUPS.map((group) => group.code);
    expect(codes).toEqual(
      expect.arrayContaining(['CHHETRI', 'BRAHMAN_HILL', 'MAGAR', 'THARU', 'TAMANG', 'NEWAR']),
    );
  });
});

// The reference copy of the administrative divisions lives beside the repository, never in it.
const ADMIN_REFERENCE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../shared/data/nepal-admin/local-level-types.csv',
);

describe('local body types', () => {
  // CI always has the reference copy beside the repository: there this must run, never skip.
  const runs = process.env.CI === 'true' || existsSync(ADMIN_REFERENCE);
  it.runIf(runs)('match the reference copy code for code', () => {
    const rows = readFileSync(ADMIN_REFERENCE, 'utf8').trim().split(/\r?\n/).slice(1);
    const reference = rows.map((row) => {
      const [, code, nameEn, nameNe] = row.split(',');
      return { code, nameEn, nameNe };
    });
    expect(LOCAL_BODY_TYPES).toEqual(reference);
  });
});
