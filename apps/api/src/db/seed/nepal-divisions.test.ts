import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NEPAL_ADMIN_DIR, referenceFile, runsWithReferenceData } from '../../test/reference-data';
import { DISTRICTS, PROVINCES } from './nepal-divisions';

const DISTRICTS_PER_PROVINCE: Record<string, number> = {
  'Koshi Province': 14,
  'Madhesh Province': 8,
  'Bagmati Province': 13,
  'Gandaki Province': 11,
  'Lumbini Province': 12,
  'Karnali Province': 10,
  'Sudurpashchim Province': 9,
};

// Devanagari block, spaces and parentheses (Schedule 4 writes "नवलपरासी (बर्दघाट सुस्ता पूर्व)").
const NEPALI_NAME = /^[\u0900-\u097F ()]+$/u;

// Where our name differs on purpose from the reference: we follow the spelling of the
// Constitution's Schedule 4 and of the government offices; the reference (a community dataset)
// has typos and informal spellings. A stale entry fails the "variants" test below.
type Table = 'provinces' | 'districts';
type Column = 'name_en' | 'name_ne';
type NameVariant = readonly [
  table: Table,
  id: number,
  column: Column,
  ours: string,
  reference: string,
];
const KNOWN_VARIANTS: readonly NameVariant[] = [
  // Official English spellings (provincial and district office names) against typos or variants.
  ['provinces', 7, 'name_en', 'Sudurpashchim Province', 'Sudurpaschim Province'],
  ['districts', 8, 'name_en', 'Panchthar', 'Pachthar'],
  ['districts', 13, 'name_en', 'Tehrathum', 'Terhathum'],
  ['districts', 32, 'name_en', 'Ramechhap', 'Ramechap'],
  ['districts', 44, 'name_en', 'Parbat', 'Parwat'],
  ['districts', 74, 'name_en', 'Achham', 'Acham'],
  // Schedule 4 writes the nasal as ङ/ञ and Kathmandu with anusvara; the reference uses
  // ं/ँ and has two broken clusters (धादिंङ्ग, स्याङग्जा) and a long ऊ in रूकुम.
  ['districts', 5, 'name_ne', 'खोटाङ', 'खोटाँग'],
  ['districts', 6, 'name_ne', 'मोरङ', 'मोरंग'],
  ['districts', 7, 'name_ne', 'ओखलढुङ्गा', 'ओखलढुंगा'],
  ['districts', 8, 'name_ne', 'पाँचथर', 'पांचथर'],
  ['districts', 10, 'name_ne', 'सोलुखुम्बु', 'सोलुखुम्बू'],
  ['districts', 12, 'name_ne', 'ताप्लेजुङ', 'ताप्लेजुंग'],
  ['districts', 25, 'name_ne', 'धादिङ', 'धादिंङ्ग'],
  ['districts', 27, 'name_ne', 'काठमाडौं', 'काठमाडौँ'],
  ['districts', 28, 'name_ne', 'काभ्रेपलाञ्चोक', 'काभ्रेपलान्चोक'],
  ['districts', 45, 'name_ne', 'स्याङ्जा', 'स्याङग्जा'],
  // The districts split in 2015: Schedule 4 names in Nepali, the census's short English names;
  // the reference uses the colloquial Nawalpur/Parasi and "Eastern/Western Rukum".
  ['districts', 43, 'name_en', 'Nawalparasi East', 'Nawalpur'],
  ['districts', 43, 'name_ne', 'नवलपरासी (बर्दघाट सुस्ता पूर्व)', 'नवलपुर'],
  ['districts', 48, 'name_en', 'Nawalparasi West', 'Parasi'],
  ['districts', 48, 'name_ne', 'नवलपरासी (बर्दघाट सुस्ता पश्चिम)', 'परासी'],
  ['districts', 56, 'name_en', 'Rukum East', 'Eastern Rukum'],
  ['districts', 56, 'name_ne', 'रुकुम (पूर्वी भाग)', 'पूर्वी रूकुम'],
  ['districts', 59, 'name_en', 'Rukum West', 'Western Rukum'],
  ['districts', 59, 'name_ne', 'रुकुम (पश्चिम भाग)', 'रुकुम पश्चिम'],
];

const allDivisions = [...PROVINCES, ...DISTRICTS];

function readCsv(fileName: string): Record<string, string>[] {
  const text = readFileSync(referenceFile(fileName), 'utf8');
  // A plain split is only safe while no field is quoted (no embedded commas or line breaks).
  expect(text, `${fileName} must hold no quoted fields`).not.toContain('"');
  const [header, ...lines] = text.split(/\r?\n/).filter((line) => line !== '');
  const columns = (header ?? '').split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    expect(cells, `${fileName}: ${line}`).toHaveLength(columns.length);
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
  });
}

function expectedReferenceName(table: Table, id: number, column: Column, ours: string): string {
  const variant = KNOWN_VARIANTS.find(
    ([t, i, c, o]) => t === table && i === id && c === column && o === ours,
  );
  return variant ? variant[4] : ours;
}

function seedName(table: Table, id: number, column: Column): string | undefined {
  const seed = (table === 'provinces' ? PROVINCES : DISTRICTS).find((d) => d.id === id);
  return column === 'name_en' ? seed?.nameEn : seed?.nameNe;
}

function findMismatches(
  table: Table,
  seeds: readonly { id: number; nameEn: string; nameNe: string }[],
): string[] {
  const rows = new Map(readCsv(`${table}.csv`).map((row) => [Number(row.id), row]));
  expect(rows.size).toBe(seeds.length);
  return seeds.flatMap((seed) => {
    const row = rows.get(seed.id);
    const pairs = [
      ['name_en', seed.nameEn, row?.name_en],
      ['name_ne', seed.nameNe, row?.name_ne],
    ] as const;
    return pairs
      .filter(
        ([column, ours, theirs]) => expectedReferenceName(table, seed.id, column, ours) !== theirs,
      )
      .map(
        ([column, ours, theirs]) =>
          `${table} ${seed.id} ${column}: ours "${ours}", reference "${theirs}"`,
      );
  });
}

describe('Nepal divisions seed', () => {
  it('has 7 provinces and 77 districts with contiguous ids', () => {
    expect(PROVINCES.map((p) => p.id)).toEqual(Array.from({ length: 7 }, (_, i) => i + 1));
    expect(DISTRICTS.map((d) => d.id)).toEqual(Array.from({ length: 77 }, (_, i) => i + 1));
  });

  it('puts every district in an existing province, with the official count per province', () => {
    const counts = Object.fromEntries(
      PROVINCES.map((p) => [p.nameEn, DISTRICTS.filter((d) => d.provinceId === p.id).length]),
    );
    expect(counts).toEqual(DISTRICTS_PER_PROVINCE);
    const provinceIds = new Set(PROVINCES.map((p) => p.id));
    expect(DISTRICTS.filter((d) => !provinceIds.has(d.provinceId))).toEqual([]);
  });

  it('has unique names in both languages', () => {
    for (const list of [PROVINCES, DISTRICTS]) {
      expect(new Set(list.map((d) => d.nameEn)).size).toBe(list.length);
      expect(new Set(list.map((d) => d.nameNe)).size).toBe(list.length);
    }
  });

  it('has trimmed names and Nepali names in NFC Devanagari only', () => {
    const badNames = allDivisions.flatMap((d) =>
      [d.nameEn, d.nameNe].filter((name) => name === '' || name !== name.trim()),
    );
    expect(badNames).toEqual([]);
    const badNepali = allDivisions
      .map((d) => d.nameNe)
      .filter((name) => !NEPALI_NAME.test(name) || name !== name.normalize('NFC'));
    expect(badNepali).toEqual([]);
  });

  it('lists only variants that still name our current spelling', () => {
    const stale = KNOWN_VARIANTS.filter(
      ([table, id, column, ours]) => seedName(table, id, column) !== ours,
    );
    expect(stale).toEqual([]);
  });

  it.runIf(runsWithReferenceData)(
    `matches the reference names in ${NEPAL_ADMIN_DIR} (required in CI, else when present)`,
    () => {
      const mismatches = [
        ...findMismatches('provinces', PROVINCES),
        ...findMismatches('districts', DISTRICTS),
      ];
      expect(mismatches).toEqual([]);
    },
  );

  it.runIf(runsWithReferenceData)(
    'puts each district in the same province as the reference',
    () => {
      const reference = readCsv('districts.csv').map((row) => [
        Number(row.id),
        Number(row.province_id),
      ]);
      expect(DISTRICTS.map((d) => [d.id, d.provinceId])).toEqual(reference);
    },
  );
});
