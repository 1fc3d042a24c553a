// The project's standard reference lists, by name: the master-data seed loads each into its
// table, and the tests check them all the same way. Staff may change the data afterwards;
// these are the starting values, not rules.
import { BANKS } from './banks';
import { CASTE_ETHNIC_GROUPS } from './caste-ethnic-groups';
import { COUNTRIES } from './countries';
import { DISABILITY_CLASSES } from './disability-classes';
import { DISABILITY_TYPES } from './disability-types';
import { EDUCATION_BOARDS } from './education-boards';
import { EDUCATION_LEVELS } from './education-levels';
import { ETHNIC_GROUPS } from './ethnic-groups';
import { FACULTIES } from './faculties';
import { INCLUSIVE_GROUPS } from './inclusive-groups';
import { LOCAL_BODY_TYPES } from './local-body-types';
import { MOTHER_TONGUES } from './mother-tongues';
import { PROFESSIONAL_COUNCILS } from './professional-councils';
import type { ReferenceEntry } from './reference-entry';
import { RELIGIONS } from './religions';

export * from './banks';
export * from './caste-ethnic-groups';
export * from './countries';
export * from './disability-classes';
export * from './disability-types';
export * from './education-boards';
export * from './education-levels';
export * from './ethnic-groups';
export * from './faculties';
export * from './inclusive-groups';
export * from './local-body-types';
export * from './mother-tongues';
export * from './professional-councils';
export * from './reference-entry';
export * from './religions';

export const REFERENCE_LISTS = {
  religions: RELIGIONS,
  casteEthnicGroups: CASTE_ETHNIC_GROUPS,
  ethnicGroups: ETHNIC_GROUPS,
  inclusiveGroups: INCLUSIVE_GROUPS,
  motherTongues: MOTHER_TONGUES,
  disabilityTypes: DISABILITY_TYPES,
  disabilityClasses: DISABILITY_CLASSES,
  localBodyTypes: LOCAL_BODY_TYPES,
  educationLevels: EDUCATION_LEVELS,
  faculties: FACULTIES,
  educationBoards: EDUCATION_BOARDS,
  countries: COUNTRIES,
  professionalCouncils: PROFESSIONAL_COUNCILS,
  banks: BANKS,
} as const satisfies Record<string, readonly ReferenceEntry[]>;

export type ReferenceListName = keyof typeof REFERENCE_LISTS;
