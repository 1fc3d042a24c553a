import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  EMPLOYMENT_STATUSES,
  GEOGRAPHICAL_AREAS,
  MARITAL_STATUSES,
  PARENT_EDUCATIONS,
  PARENT_OCCUPATIONS,
} from '@niyukti/shared';
import { users } from './access';
import { uploadedFiles } from './files';
import {
  castes,
  disabilityClasses,
  disabilityTypes,
  districts,
  educationLevels,
  ethnicGroups,
  localBodies,
  motherTongues,
  provinces,
  religions,
} from './master-data';

export const candidateDocumentKind = pgEnum('candidate_document_kind', [
  'photograph',
  'signature',
  'citizenship_front',
  'citizenship_back',
]);

/** The documents of candidate-portal.md §3: one current file of each kind per candidate. */
export const candidateDocuments = pgTable(
  'candidate_documents',
  {
    candidateUserId: integer('candidate_user_id')
      .notNull()
      .references(() => users.id),
    kind: candidateDocumentKind('kind').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => uploadedFiles.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.candidateUserId, table.kind] })],
);

/**
 * What a candidate keeps beyond registration (candidate-portal.md §3, Personal): names in
 * Nepali and the family's names.
 * The English names, birth date, gender and citizenship stay on `users`/`candidates`, and
 * so do the commission's locks (a profile can be locked before it is filled).
 */
export const candidateProfiles = pgTable('candidate_profiles', {
  candidateUserId: integer('candidate_user_id')
    .primaryKey()
    .references(() => users.id),
  firstNameNe: varchar('first_name_ne', { length: 100 }).notNull(),
  middleNameNe: varchar('middle_name_ne', { length: 100 }),
  lastNameNe: varchar('last_name_ne', { length: 100 }).notNull(),
  fatherNameEn: varchar('father_name_en', { length: 150 }).notNull(),
  fatherNameNe: varchar('father_name_ne', { length: 150 }).notNull(),
  motherNameEn: varchar('mother_name_en', { length: 150 }).notNull(),
  motherNameNe: varchar('mother_name_ne', { length: 150 }).notNull(),
  grandfatherNameEn: varchar('grandfather_name_en', { length: 150 }).notNull(),
  grandfatherNameNe: varchar('grandfather_name_ne', { length: 150 }).notNull(),
  spouseNameEn: varchar('spouse_name_en', { length: 150 }),
  spouseNameNe: varchar('spouse_name_ne', { length: 150 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const addressKind = pgEnum('address_kind', ['permanent', 'mailing']);

/** Permanent and mailing address (candidate-portal.md §3, Contact), one row of each kind. */
export const candidateAddresses = pgTable(
  'candidate_addresses',
  {
    candidateUserId: integer('candidate_user_id')
      .notNull()
      .references(() => users.id),
    kind: addressKind('kind').notNull(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    localBodyId: integer('local_body_id')
      .notNull()
      .references(() => localBodies.id),
    wardNo: integer('ward_no').notNull(),
    marga: varchar('marga', { length: 150 }),
    tole: varchar('tole', { length: 150 }).notNull(),
    gharNo: varchar('ghar_no', { length: 30 }),
    phoneNo: varchar('phone_no', { length: 15 }),
    mobileNo: varchar('mobile_no', { length: 10 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.candidateUserId, table.kind] })],
);

export const maritalStatus = pgEnum('marital_status', MARITAL_STATUSES);
export const candidateEmploymentStatus = pgEnum('candidate_employment_status', EMPLOYMENT_STATUSES);
export const parentEducation = pgEnum('parent_education', PARENT_EDUCATIONS);
export const parentOccupation = pgEnum('parent_occupation', PARENT_OCCUPATIONS);
export const geographicalArea = pgEnum('geographical_area', GEOGRAPHICAL_AREAS);

const otherText = (name: string) => varchar(name, { length: 100 });

/**
 * The Extra tab (candidate-portal.md §3, Extra), one row per candidate. An "other" text or a
 * dependent choice is null when the choice before it does not ask for it; the checks keep
 * disability and the parents' education level consistent with the choice that needs them.
 */
export const candidateExtraDetails = pgTable(
  'candidate_extra_details',
  {
    candidateUserId: integer('candidate_user_id')
      .primaryKey()
      .references(() => users.id),
    casteId: integer('caste_id')
      .notNull()
      .references(() => castes.id),
    casteOther: otherText('caste_other'),
    ethnicGroupId: integer('ethnic_group_id').references(() => ethnicGroups.id),
    religionId: integer('religion_id')
      .notNull()
      .references(() => religions.id),
    religionOther: otherText('religion_other'),
    maritalStatus: maritalStatus('marital_status').notNull(),
    employmentStatus: candidateEmploymentStatus('employment_status').notNull(),
    employmentOther: otherText('employment_other'),
    motherTongueId: integer('mother_tongue_id')
      .notNull()
      .references(() => motherTongues.id),
    motherTongueOther: otherText('mother_tongue_other'),
    physicallyDisabled: boolean('physically_disabled').notNull(),
    disabilityClassId: integer('disability_class_id').references(() => disabilityClasses.id),
    disabilityTypeId: integer('disability_type_id').references(() => disabilityTypes.id),
    fatherEducation: parentEducation('father_education').notNull(),
    fatherEducationLevelId: integer('father_education_level_id').references(
      () => educationLevels.id,
    ),
    motherEducation: parentEducation('mother_education').notNull(),
    motherEducationLevelId: integer('mother_education_level_id').references(
      () => educationLevels.id,
    ),
    fatherOccupation: parentOccupation('father_occupation').notNull(),
    fatherOccupationOther: otherText('father_occupation_other'),
    motherOccupation: parentOccupation('mother_occupation').notNull(),
    motherOccupationOther: otherText('mother_occupation_other'),
    geographicalArea: geographicalArea('geographical_area').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'candidate_extra_details_disability',
      sql`${t.physicallyDisabled} = (${t.disabilityClassId} is not null and ${t.disabilityTypeId} is not null)`,
    ),
    check(
      'candidate_extra_details_father_level',
      sql`(${t.fatherEducation} = 'higher') = (${t.fatherEducationLevelId} is not null)`,
    ),
    check(
      'candidate_extra_details_mother_level',
      sql`(${t.motherEducation} = 'higher') = (${t.motherEducationLevelId} is not null)`,
    ),
  ],
);

/**
 * What a candidate's profile said at a moment, as the scrutiny preview reads it (identity,
 * education with its documents, declared groups with their proof, scanned documents; issue 21,
 * decision 163): an application keeps the one it was sent with, a decided one for good.
 * `candidates.current_snapshot_id` names the snapshot of the profile as it stands; any save
 * of the profile clears it, and the next apply takes a new one.
 */
export const profileSnapshots = pgTable(
  'profile_snapshots',
  {
    id: serial('id').primaryKey(),
    candidateUserId: integer('candidate_user_id')
      .notNull()
      .references(() => users.id),
    content: jsonb('content').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profile_snapshots_candidate_idx').on(table.candidateUserId)],
);

/**
 * The files a snapshot names: a file the candidate replaces or removes is kept while a
 * snapshot names it (what was decided keeps its documents).
 */
export const profileSnapshotFiles = pgTable(
  'profile_snapshot_files',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => profileSnapshots.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => uploadedFiles.id),
  },
  (table) => [
    primaryKey({ columns: [table.snapshotId, table.fileId] }),
    index('profile_snapshot_files_file_idx').on(table.fileId),
  ],
);
