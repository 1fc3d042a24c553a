import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { REQUISITION_ACTIONS, REQUISITION_STATUSES } from '@niyukti/shared';
import { users } from './access';
import { uploadedFiles } from './files';
import { ministryOffices, organizations, posts } from './master-data';

/**
 * The numbers the commission hands out in order, one counter per kind and fiscal year
 * (requisitions now; advertisement numbers with the distribution). A number is taken by an
 * `update … returning` inside the transaction that uses it, so two saves at once wait for each
 * other and a rolled-back save gives its number back.
 */
export const numberSequences = pgTable(
  'number_sequences',
  {
    kind: varchar('kind', { length: 30 }).notNull(),
    fiscalYear: varchar('fiscal_year', { length: 7 }).notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.fiscalYear] })],
);

// back-office.md §4: filed → approved or rejected → distributed → advertised.
export const requisitionStatus = pgEnum('requisition_status', REQUISITION_STATUSES);
export const requisitionAction = pgEnum('requisition_action', REQUISITION_ACTIONS);

export const requisitions = pgTable(
  'requisitions',
  {
    id: serial('id').primaryKey(),
    /** `RQ-12/082-83`: the fiscal year's sequence. */
    number: varchar('number', { length: 30 }).notNull().unique(),
    fiscalYear: varchar('fiscal_year', { length: 7 }).notNull(),
    /** The requesting organization; its staff see this requisition, no other organization's do. */
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** The post names its service, class, group and sub group. */
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    /** The office where the posts are (the demand office). */
    demandOfficeId: integer('demand_office_id')
      .notNull()
      .references(() => ministryOffices.id),
    totalVacancy: integer('total_vacancy').notNull(),
    requisitionRemarks: varchar('requisition_remarks', { length: 1000 }).notNull(),
    workSummary: varchar('work_summary', { length: 1000 }).notNull(),
    remarks: varchar('remarks', { length: 1000 }).notNull(),
    documentFileId: integer('document_file_id')
      .notNull()
      .references(() => uploadedFiles.id),
    status: requisitionStatus('status').notNull().default('filed'),
    approvalRemarks: varchar('approval_remarks', { length: 500 }),
    rejectionRemarks: varchar('rejection_remarks', { length: 500 }),
    // A gazetted post's requisition is approved on the consent letter of the ministry that
    // keeps the civil service (decision 143): its number and date, recorded at approval.
    consentLetterNumber: varchar('consent_letter_number', { length: 100 }),
    consentLetterDate: date('consent_letter_date', { mode: 'string' }),
    filedBy: integer('filed_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('requisitions_total_vacancy', sql`${t.totalVacancy} between 1 and 10000`),
    check(
      'requisitions_consent_letter_whole',
      sql`(${t.consentLetterNumber} is null) = (${t.consentLetterDate} is null)`,
    ),
    // An office's list, newest first; the approval list by status.
    index('requisitions_organization_idx').on(t.organizationId, t.requestedAt),
    index('requisitions_status_idx').on(t.status, t.requestedAt),
  ],
);

/** Every step of a requisition's flow: who, what, when, with which remarks. */
export const requisitionEvents = pgTable(
  'requisition_events',
  {
    id: serial('id').primaryKey(),
    requisitionId: integer('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'cascade' }),
    action: requisitionAction('action').notNull(),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    remarks: varchar('remarks', { length: 500 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('requisition_events_requisition_idx').on(t.requisitionId, t.at)],
);
