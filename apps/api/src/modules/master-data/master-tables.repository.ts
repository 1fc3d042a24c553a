import type { MasterEntityDefinition, MasterEntityKey } from '@niyukti/shared';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';

/** The table of each master-data entity; its property names are the entity's field names. */
export const MASTER_TABLES: Record<MasterEntityKey, PgTable> = {
  provinces: schema.provinces,
  districts: schema.districts,
  'local-body-types': schema.localBodyTypes,
  'local-bodies': schema.localBodies,
  countries: schema.countries,
  religions: schema.religions,
  castes: schema.castes,
  'ethnic-groups': schema.ethnicGroups,
  'inclusive-groups': schema.inclusiveGroups,
  'mother-tongues': schema.motherTongues,
  'disability-types': schema.disabilityTypes,
  'disability-classes': schema.disabilityClasses,
  'education-boards': schema.educationBoards,
  faculties: schema.faculties,
  'education-levels': schema.educationLevels,
  subjects: schema.subjects,
  'professional-councils': schema.professionalCouncils,
  services: schema.services,
  groups: schema.serviceGroups,
  'sub-groups': schema.subGroups,
  classes: schema.classes,
  'post-types': schema.postTypes,
  posts: schema.posts,
  'academic-qualifications': schema.academicQualifications,
  'post-subjects': schema.postSubjects,
  'combined-posts': schema.combinedPosts,
  quotas: schema.quotas,
  organizations: schema.organizations,
  ministries: schema.ministries,
  'ministry-offices': schema.ministryOffices,
  agreements: schema.agreements,
  'fiscal-years': schema.fiscalYears,
  banks: schema.banks,
  'payment-fees': schema.paymentFees,
  'exam-centres': schema.examCentres,
  rooms: schema.rooms,
  'invigilator-posts': schema.invigilatorPosts,
  invigilators: schema.invigilators,
};

/** The table of a defined entity (every definition has one: a missing table is a bug). */
export function tableOf(entity: MasterEntityDefinition) {
  const table = MASTER_TABLES[entity.key as MasterEntityKey];
  if (!table) throw new Error(`master-data entity ${entity.key} has no table`);
  return table;
}
