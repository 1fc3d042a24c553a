import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { EDUCATION_TYPES, EMPLOYMENT_TERMS, EXPERIENCE_LEVELS } from '@niyukti/shared';
import { users } from './access';
import { uploadedFiles } from './files';
import {
  classes,
  countries,
  educationLevels,
  faculties,
  inclusiveGroups,
  professionalCouncils,
  serviceGroups,
  services,
  subGroups,
} from './master-data';

// The profile's record lists (PROFILE_RECORD_DEFINITIONS in shared): one table per section with
// property names equal to the section's payload names, so one generic repository serves them
// all. A date is kept in both calendars as entered (`<name>Ad`, `<name>Bs`); each file slot is a
// `<slot>FileId` column. Rows belong to one candidate and are listed by them.

const keysOf = <T extends Record<string, unknown>>(values: T) =>
  Object.keys(values) as [keyof T & string, ...(keyof T & string)[]];

export const educationType = pgEnum('education_type', keysOf(EDUCATION_TYPES));
export const experienceLevel = pgEnum('experience_level', keysOf(EXPERIENCE_LEVELS));
export const employmentTerm = pgEnum('employment_term', keysOf(EMPLOYMENT_TERMS));

const owner = () => ({
  id: serial('id').primaryKey(),
  candidateUserId: integer('candidate_user_id')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const fileColumn = (name: string) => integer(name).references(() => uploadedFiles.id);
const requiredFile = (name: string) => fileColumn(name).notNull();

const bothCalendars = (name: string) => ({
  ad: date(`${name}_ad`),
  bs: varchar(`${name}_bs`, { length: 10 }),
});

function day(name: string) {
  const { ad, bs } = bothCalendars(name);
  return { ad: ad.notNull(), bs: bs.notNull() };
}

const text = (name: string, length = 200) => varchar(name, { length }).notNull();

/** Group/class (samuha-barga): each group once per candidate, with the document proving it. */
export const candidateInclusiveGroups = pgTable(
  'candidate_inclusive_groups',
  {
    ...owner(),
    inclusiveGroupId: integer('inclusive_group_id')
      .notNull()
      .references(() => inclusiveGroups.id),
    documentFileId: requiredFile('document_file_id'),
  },
  (t) => [unique('candidate_inclusive_groups_group_key').on(t.candidateUserId, t.inclusiveGroupId)],
);

export const candidateEducations = pgTable(
  'candidate_educations',
  {
    ...owner(),
    universityOrBoardName: text('university_or_board_name'),
    levelId: integer('level_id')
      .notNull()
      .references(() => educationLevels.id),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculties.id),
    majorSubject: text('major_subject'),
    percentage: doublePrecision('percentage').notNull(),
    divisionOrGrade: text('division_or_grade'),
    educationType: educationType('education_type').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    passedDateAd: day('passed_date').ad,
    passedDateBs: day('passed_date').bs,
    description: varchar('description', { length: 1000 }),
    transcriptFileId: requiredFile('transcript_file_id'),
    backTranscriptFileId: fileColumn('back_transcript_file_id'),
    characterCertificateFileId: requiredFile('character_certificate_file_id'),
    equivalentCertificateFileId: fileColumn('equivalent_certificate_file_id'),
  },
  (t) => [index('candidate_educations_candidate_idx').on(t.candidateUserId)],
);

export const candidateTrainings = pgTable(
  'candidate_trainings',
  {
    ...owner(),
    instituteName: text('institute_name'),
    trainingName: text('training_name'),
    percentage: doublePrecision('percentage').notNull(),
    divisionOrGrade: text('division_or_grade'),
    fromDateAd: day('from_date').ad,
    fromDateBs: day('from_date').bs,
    toDateAd: day('to_date').ad,
    toDateBs: day('to_date').bs,
    certificateFileId: requiredFile('certificate_file_id'),
  },
  (t) => [index('candidate_trainings_candidate_idx').on(t.candidateUserId)],
);

export const candidateProfessionalCouncils = pgTable(
  'candidate_professional_councils',
  {
    ...owner(),
    councilId: integer('council_id')
      .notNull()
      .references(() => professionalCouncils.id),
    institutionName: text('institution_name'),
    degreeType: text('degree_type'),
    dartaNo: text('darta_no', 50),
    issuedDateAd: day('issued_date').ad,
    issuedDateBs: day('issued_date').bs,
    renewDateAd: day('renew_date').ad,
    renewDateBs: day('renew_date').bs,
    validityDateAd: day('validity_date').ad,
    validityDateBs: day('validity_date').bs,
    frontFileId: requiredFile('front_file_id'),
    backFileId: requiredFile('back_file_id'),
  },
  (t) => [index('candidate_professional_councils_candidate_idx').on(t.candidateUserId)],
);

export const candidateGovernmentExperiences = pgTable(
  'candidate_government_experiences',
  {
    ...owner(),
    institutionName: text('institution_name'),
    address: text('address'),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    groupId: integer('group_id').references(() => serviceGroups.id),
    subGroupId: integer('sub_group_id').references(() => subGroups.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    post: text('post'),
    experienceLevel: experienceLevel('experience_level').notNull(),
    employmentTerm: employmentTerm('employment_term').notNull(),
    fromDateAd: day('from_date').ad,
    fromDateBs: day('from_date').bs,
    toDateAd: bothCalendars('to_date').ad,
    toDateBs: bothCalendars('to_date').bs,
    remarks: varchar('remarks', { length: 1000 }),
    documentFileId: requiredFile('document_file_id'),
  },
  (t) => [index('candidate_government_experiences_candidate_idx').on(t.candidateUserId)],
);

export const candidateNonGovernmentExperiences = pgTable(
  'candidate_non_government_experiences',
  {
    ...owner(),
    institutionName: text('institution_name'),
    post: text('post'),
    experienceLevel: experienceLevel('experience_level').notNull(),
    employmentTerm: employmentTerm('employment_term').notNull(),
    matchesOfficerLevel: boolean('matches_officer_level').notNull(),
    fromDateAd: day('from_date').ad,
    fromDateBs: day('from_date').bs,
    toDateAd: bothCalendars('to_date').ad,
    toDateBs: bothCalendars('to_date').bs,
    certificateFileId: requiredFile('certificate_file_id'),
  },
  (t) => [index('candidate_non_government_experiences_candidate_idx').on(t.candidateUserId)],
);
