import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { foldNepali } from '@niyukti/shared';
import { startTestApp, type TestApp } from '../test/test-app';
import { containsFolded, containsPattern, foldedSql } from './like-pattern';

type Rows<T> = { rows: T[] };

it('turns search text into a contains-pattern whose wildcards are literal', () => {
  expect(containsPattern('officer')).toBe('%officer%');
  expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
});

describe('the fold in SQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  const foldedByDatabase = async (text: string) => {
    const result = (await t.database.db.execute(
      sql`select ${foldedSql(sql`${text}::text`)} as folded`,
    )) as Rows<{ folded: string }>;
    return result.rows[0]!.folded;
  };

  // Each variant the fold makes one, and text it must leave alone.
  const SAMPLES = [
    'काठमाडौं',
    'काठमाण्डौं महानगरपालिका',
    'चाँदनी',
    'चांदनी',
    'विराटनगर',
    'बिराटनगर',
    'श्रीमती लक्ष्मी',
    'कृष्ण',
    'पूर्व',
    'ड़ ढ़ क़',
    'ZWJ क्‍ष र‌क',
    'विद्वान्',
    'सम्पत्ति अञ्चल कङ्काल',
    'वडा नं. २०',
    '  Kathmandu   Metropolitan  ',
    'Café Crème',
    'ADV-2082-001',
    '50%_off\\',
  ];

  it.each(SAMPLES)('folds %j as foldNepali does', async (text) => {
    expect(await foldedByDatabase(text)).toBe(foldNepali(text));
  });

  it('finds a stored spelling by another one, and not an unrelated name', async () => {
    const found = async (stored: string, search: string) => {
      const result = (await t.database.db.execute(
        sql`select ${containsFolded(sql`${stored}::text`, search)} as found`,
      )) as Rows<{ found: boolean }>;
      return result.rows[0]!.found;
    };
    expect(await found('काठमाण्डौं महानगरपालिका', 'काठमाडौं')).toBe(true);
    expect(await found('चांदनी', 'चाँदनी')).toBe(true);
    expect(await found('Ward 20', 'वडा २०'.slice(4))).toBe(true);
    expect(await found('ललितपुर महानगरपालिका', 'काठमाडौं')).toBe(false);
    expect(await found('50% off', '%')).toBe(true);
    expect(await found('no percent', '%')).toBe(false);
  });
});
