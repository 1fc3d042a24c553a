import { foldNepali } from '@niyukti/shared';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A "contains" pattern for ILIKE from a person's search text: `%`, `_` and `\` are escaped, so
 * typing them searches for them instead of acting as wildcards.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// shared's foldNepali, step for step, in SQL: what is stored is folded by the database the way
// what is typed is folded in JavaScript, so काठमाडौं finds काठमाण्डौं and २०८२ finds 2082.
// The patterns go as parameters: PostgreSQL's regular expressions take them as they are.
const COMBINING_ACCENTS = '[\u0300-\u036F]';
const NASAL_HALF = '[ङञणनम]\u094D(?=[\u0915-\u0939])';
const FINAL_HALANT = '\u094D(?=\\s|$)';
const DROPPED_SIGNS = '\u0901\u0902\u093C\u200C\u200D';
const [FOLDED_FROM, FOLDED_TO] = ['ीूईऊणषव', 'िुइउनशब'];
const [DEVANAGARI_DIGITS, LATIN_DIGITS] = ['०१२३४५६७८९', '0123456789'];

/** A column's text folded as foldNepali folds a search. */
export function foldedSql(column: SQLWrapper): SQL {
  const digits = sql`translate(${column}, ${DEVANAGARI_DIGITS}, ${LATIN_DIGITS})`;
  const unaccented = sql`normalize(regexp_replace(normalize(${digits}, NFD), ${COMBINING_ACCENTS}, '', 'g'), NFC)`;
  const nasals = sql`regexp_replace(lower(${unaccented}), ${NASAL_HALF}, '', 'g')`;
  const halants = sql`regexp_replace(${nasals}, ${FINAL_HALANT}, '', 'g')`;
  const letters = sql`translate(translate(${halants}, ${DROPPED_SIGNS}, ''), ${FOLDED_FROM}, ${FOLDED_TO})`;
  return sql`btrim(regexp_replace(${letters}, '\\s+', ' ', 'g'))`;
}

/**
 * Whether a column contains a person's search, with Nepali's interchangeable spellings made one
 * on both sides (chandrabindu and anusvara, ण and न, long and short i, Devanagari digits…).
 */
export function containsFolded(column: SQLWrapper, search: string): SQL {
  return sql`${foldedSql(column)} LIKE ${containsPattern(foldNepali(search))}`;
}
