import {
  CASTE_ETHNIC_GROUPS,
  DISABILITY_CLASSES,
  DISABILITY_TYPES,
  EDUCATION_LEVELS,
  FACULTIES,
  INCLUSIVE_GROUPS,
  LOCAL_BODY_TYPES,
  MOTHER_TONGUES,
  RELIGIONS,
  type ReferenceEntry,
} from '@niyukti/shared';
import type { Database } from '../client';
import {
  castes,
  disabilityClasses,
  disabilityTypes,
  districts,
  educationLevels,
  faculties,
  inclusiveGroups,
  localBodyTypes,
  motherTongues,
  provinces,
  quotas,
  religions,
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

/**
 * The reference data every installation starts with (idempotent: rows already there, by id,
 * name or code, are left as staff have edited them). Local body types keep the official
 * numbering (1 MC … 4 RM) so the official list of local levels imports onto them.
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
    await tx
      .insert(localBodyTypes)
      .values(codedNamesOf(LOCAL_BODY_TYPES).map((type, index) => ({ id: index + 1, ...type })))
      .onConflictDoNothing();
    await tx.insert(religions).values(namesOf(RELIGIONS)).onConflictDoNothing();
    await tx.insert(castes).values(namesOf(CASTE_ETHNIC_GROUPS)).onConflictDoNothing();
    await tx
      .insert(inclusiveGroups)
      .values(
        INCLUSIVE_GROUPS.map(({ code, nameEn, nameNe, sharePercent }) => ({
          code,
          nameEn,
          nameNe,
          sharePercent,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(motherTongues).values(namesOf(MOTHER_TONGUES)).onConflictDoNothing();
    await tx.insert(disabilityTypes).values(namesOf(DISABILITY_TYPES)).onConflictDoNothing();
    await tx
      .insert(disabilityClasses)
      .values(codedNamesOf(DISABILITY_CLASSES))
      .onConflictDoNothing();
    await tx.insert(educationLevels).values(namesOf(EDUCATION_LEVELS)).onConflictDoNothing();
    await tx.insert(faculties).values(namesOf(FACULTIES)).onConflictDoNothing();
    await tx.insert(quotas).values(codedNamesOf(QUOTAS)).onConflictDoNothing();
  });
}
