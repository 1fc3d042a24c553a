import type { ProfileRecordSection } from '@niyukti/shared';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../db/schema';

/** The table of each profile record section; its property names are the payload names. */
export const RECORD_TABLES: Record<ProfileRecordSection, PgTable> = {
  'inclusive-groups': schema.candidateInclusiveGroups,
  education: schema.candidateEducations,
  training: schema.candidateTrainings,
  'professional-councils': schema.candidateProfessionalCouncils,
  'government-experience': schema.candidateGovernmentExperiences,
  'non-government-experience': schema.candidateNonGovernmentExperiences,
};

/** The column a file slot is kept in. */
export const fileColumnOf = (slot: string) => `${slot}FileId`;
