import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './access';
import { districts } from './master-data';

export const gender = pgEnum('gender', ['male', 'female', 'other']);

/** Master ids are what candidates quote to the commission: short, numeric, never reused. */
export const candidateMasterIdSeq = pgSequence('candidate_master_id_seq', { startWith: 100001 });

export const candidates = pgTable(
  'candidates',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    masterId: integer('master_id')
      .notNull()
      .unique()
      .default(sql`nextval('candidate_master_id_seq')`),
    dobAd: date('dob_ad').notNull(),
    gender: gender('gender').notNull(),
    mobile: varchar('mobile', { length: 10 }).notNull().unique(),
    nationalId: varchar('national_id', { length: 12 }).notNull().unique(),
    citizenshipNumber: varchar('citizenship_number', { length: 30 }).notNull(),
    citizenshipIssueDateAd: date('citizenship_issue_date_ad').notNull(),
    citizenshipIssueDistrictId: integer('citizenship_issue_district_id')
      .notNull()
      .references(() => districts.id),
    /** Set by staff (LUP): the candidate can no longer change the profile. */
    profileLockedAt: timestamp('profile_locked_at', { withTimezone: true }),
    /** Set by staff (LUP), apart from the profile: the documents can no longer be changed. */
    documentsLockedAt: timestamp('documents_locked_at', { withTimezone: true }),
    /** The snapshot of the profile as it stands (profile_snapshots); null once it changed. */
    currentSnapshotId: integer('current_snapshot_id'),
    /**
     * Whether the profile misses no part (profile-status.ts's rule), as judged when complete
     * profiles were last counted; null once it changed, until the next count judges it again.
     */
    profileComplete: boolean('profile_complete'),
  },
  // A citizenship certificate number is unique within the district that issued it.
  (table) => [
    unique('candidates_citizenship_key').on(
      table.citizenshipNumber,
      table.citizenshipIssueDistrictId,
    ),
    // The staff reports' search of people by any part of a mobile or citizenship number.
    index('candidates_mobile_trgm_idx').using('gin', table.mobile.op('gin_trgm_ops')),
    index('candidates_citizenship_trgm_idx').using(
      'gin',
      table.citizenshipNumber.op('gin_trgm_ops'),
    ),
  ],
);
