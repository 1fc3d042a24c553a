import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGES, isMessageKey, messageOf } from './messages';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('MESSAGES', () => {
  it.each(Object.entries(MESSAGES))('%s has English and Nepali text', (_key, text) => {
    expect(text.en.trim()).not.toBe('');
    expect(text.ne.trim()).not.toBe('');
    expect(text.ne).toMatch(DEVANAGARI);
    expect(text.ne).not.toBe(text.en);
  });

  it("keeps the spec's exact English texts", () => {
    expect(MESSAGES['validation.passwordSameAsOld'].en).toBe('New and Old Password are same');
    expect(MESSAGES['validation.nepaliOnly'].en).toBe('please enter in Nepali');
    expect(MESSAGES['client.sessionExpired'].en).toBe('Your session has expired.');
    expect(MESSAGES['client.timeout'].en).toBe(
      'Server is taking too long to respond, please try again in sometime!',
    );
  });

  it('writes numbers in Nepali text with Devanagari digits', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      // Latin digits may appear only inside format examples such as (0-9) or YYYY-MM-DD.
      const withoutExamples = text.ne.replace(/\([^)]*\)|[A-Z]{2,}[-A-Z]*|0-9|a-z|A-Z/g, '');
      expect(withoutExamples, key).not.toMatch(/[0-9]/);
    }
  });

  it('falls back to a generic text for an unknown key', () => {
    expect(isMessageKey('validation.required')).toBe(true);
    expect(isMessageKey('validation.nope')).toBe(false);
    expect(messageOf('validation.nope')).toBe(MESSAGES['validation.invalid']);
    expect(messageOf('error.NOT_FOUND')).toBe(MESSAGES['error.NOT_FOUND']);
  });
});

// Every file in messages/ but the index and the shared type is one domain's catalogue; read them
// from the folder, so a domain file the index forgot to compose fails here too.
const DOMAIN_FILES = readdirSync(new URL('./messages/', import.meta.url)).filter(
  (file) => file.endsWith('.ts') && !['index.ts', 'localized-text.ts'].includes(file),
);
const DOMAINS = await Promise.all(
  DOMAIN_FILES.map(async (file) => {
    const exported: Record<string, unknown> = await import(`./messages/${file}`);
    return { file, exported };
  }),
);

describe('the domain files of MESSAGES', () => {
  it.each(DOMAINS)('$file offers one catalogue', ({ exported }) => {
    expect(Object.values(exported)).toHaveLength(1);
  });

  it('define every key in exactly one file, and the index composes them all', () => {
    const filesOf = new Map<string, string[]>();
    for (const { file, exported } of DOMAINS) {
      for (const key of Object.keys(Object.values(exported)[0] as object)) {
        filesOf.set(key, [...(filesOf.get(key) ?? []), file]);
      }
    }
    const inMoreThanOneFile = [...filesOf].filter(([, files]) => files.length > 1);
    expect(inMoreThanOneFile).toEqual([]);
    const notComposed = [...filesOf.keys()].filter((key) => !isMessageKey(key));
    expect(notComposed).toEqual([]);
    const inNoFile = Object.keys(MESSAGES).filter((key) => !filesOf.has(key));
    expect(inNoFile).toEqual([]);
  });

  it('compose each text as its domain file defines it', () => {
    for (const { file, exported } of DOMAINS) {
      const catalogue = Object.values(exported)[0] as Record<string, unknown>;
      for (const [key, text] of Object.entries(catalogue)) {
        expect(isMessageKey(key) && MESSAGES[key], `${key} of ${file}`).toBe(text);
      }
    }
  });
});
