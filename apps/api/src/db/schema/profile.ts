import { integer, pgEnum, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';
import { uploadedFiles } from './files';
import { districts, localBodies, provinces } from './master-data';

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
