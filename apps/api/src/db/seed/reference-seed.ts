import {
  CASTE_ETHNIC_GROUPS,
  ETHNIC_GROUPS,
  COUNTRIES,
  DISABILITY_CLASSES,
  DISABILITY_TYPES,
  EDUCATION_BOARDS,
  EDUCATION_LEVELS,
  FACULTIES,
  INCLUSIVE_GROUPS,
  LOCAL_BODY_TYPES,
  MOTHER_TONGUES,
  PROFESSIONAL_COUNCILS,
  RELIGIONS,
  BANKS,
  type ReferenceEntry,
} from '@niyukti/shared';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../client';
import {
  castes,
  ethnicGroups,
  countries,
  disabilityClasses,
  disabilityTypes,
  districts,
  educationBoards,
  educationLevels,
  faculties,
  inclusiveGroups,
  localBodyTypes,
  motherTongues,
  professionalCouncils,
  provinces,
  quotas,
  religions,
  banks,
} from '../schema';
import { DISTRICTS, PROVINCES } from './nepal-divisions';

const namesOf = (entries: readonly ReferenceEntry[]) =>
  entries.map(({ nameEn, nameNe }) => ({ nameEn, nameNe }));
const codedNamesOf = (entries: readonly ReferenceEntry[]) =>
  entries.map(({ code, nameEn, nameNe }) => ({ code, nameEn, nameNe }));

/** Open competition, then one quota per inclusive group: the groups advertisements are split into. */
const QUOTAS: readonly ReferenceEntry[] = [
  { code: 'OPEN', nameEn: 'Open', nameNe: 'खुला' },
  ...INCLUSIVE_GROUPS,
];

/** Loads a list into its table only while the table is empty: staff edits are never undone. */
async function seedIfEmpty(tx: Transaction, table: PgTable, rows: Record<string, unknown>[]) {
  const [existing] = await tx.select({ value: count() }).from(table);
  if ((existing?.value ?? 0) === 0) await tx.insert(table).values(rows);
}

/**
 * The reference data every installation starts with, loaded at start: each list goes in once,
 * into its empty table, so what staff later rename, add or deactivate stays as they left it.
 * Local body types keep the official numbering (1 MC … 4 RM) so the official list of local
 * levels imports onto them; provinces and districts are the official ones, by id.
 */
export async function seedReferenceData(db: Database) {
  await db.transaction(async (tx) => {
    await tx
      .insert(provinces)
      .values([...PROVINCES])
      .onConflictDoNothing();
    await tx
      .insert(districts)
      .values([...DISTRICTS])
      .onConflictDoNothing();
    await seedIfEmpty(
      tx,
      localBodyTypes,
      codedNamesOf(LOCAL_BODY_TYPES).map((type, index) => ({ id: index + 1, ...type })),
    );
    await seedIfEmpty(tx, religions, namesOf(RELIGIONS));
    await seedIfEmpty(tx, castes, namesOf(CASTE_ETHNIC_GROUPS));
    await seedIfEmpty(tx, ethnicGroups, namesOf(ETHNIC_GROUPS));
    await seedIfEmpty(
      tx,
      inclusiveGroups,
      INCLUSIVE_GROUPS.map(({ code, nameEn, nameNe }) => ({ code, nameEn, nameNe })),
    );
    await seedIfEmpty(tx, motherTongues, namesOf(MOTHER_TONGUES));
    await seedIfEmpty(tx, disabilityTypes, namesOf(DISABILITY_TYPES));
    await seedIfEmpty(tx, disabilityClasses, codedNamesOf(DISABILITY_CLASSES));
    await seedIfEmpty(
      tx,
      educationLevels,
      EDUCATION_LEVELS.map(({ nameEn, nameNe, rank }) => ({ nameEn, nameNe, rank })),
    );
    await seedIfEmpty(tx, faculties, namesOf(FACULTIES));
    await seedIfEmpty(tx, educationBoards, namesOf(EDUCATION_BOARDS));
    await seedIfEmpty(tx, countries, namesOf(COUNTRIES));
    await seedIfEmpty(tx, professionalCouncils, namesOf(PROFESSIONAL_COUNCILS));
    await seedIfEmpty(tx, quotas, codedNamesOf(QUOTAS));
    await seedIfEmpty(tx, banks, codedNamesOf(BANKS));
  });
}
