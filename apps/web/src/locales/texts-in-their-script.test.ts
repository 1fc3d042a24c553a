import { expect, it } from 'vitest';

// Issue 19: a Nepali text writes its numbers in Devanagari digits, also the texts the crawl
// never shows (errors, dialogs, toasts). Every string of the Nepali catalogues is read here;
// what fills a placeholder ({{count}}) is formatted where it is filled in. An issued code's
// example stays as it is issued (decision 125): those keys are listed.
const ISSUED_CODE_EXAMPLES = new Set(['office/payment-admin.json:ebp.placeholder']);

const catalogues = import.meta.glob<Record<string, unknown>>('./ne/**/*.json', {
  eager: true,
  import: 'default',
});
const englishCatalogues = import.meta.glob<Record<string, unknown>>('./en/**/*.json', {
  eager: true,
  import: 'default',
});

function* stringsOf(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      yield* stringsOf(inner, path ? `${path}.${key}` : key);
}

it('writes no Latin digit in a Nepali catalogue text', () => {
  const latin: string[] = [];
  for (const [file, catalogue] of Object.entries(catalogues)) {
    const name = file.replace('./ne/', '');
    for (const [key, text] of stringsOf(catalogue, ''))
      if (
        !ISSUED_CODE_EXAMPLES.has(`${name}:${key}`) &&
        /[0-9]/.test(text.replace(/\{\{[^}]*\}\}/g, ''))
      )
        latin.push(`${name}:${key}: ${text}`);
  }
  expect(Object.keys(catalogues).length).toBeGreaterThan(10);
  expect(latin).toEqual([]);
});

it('writes no Devanagari in an English catalogue text', () => {
  const devanagari: string[] = [];
  for (const [file, catalogue] of Object.entries(englishCatalogues))
    for (const [key, text] of stringsOf(catalogue, ''))
      if (/[\u0900-\u097F]/.test(text)) devanagari.push(`${file}:${key}: ${text}`);
  expect(Object.keys(englishCatalogues).length).toBe(Object.keys(catalogues).length);
  expect(devanagari).toEqual([]);
});
