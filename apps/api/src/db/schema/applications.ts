import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES, SCRUTINY_STATUSES } from '@niyukti/shared';
import { users } from './access';
import { advertisements } from './advertisements';
import { examCentres, faculties, subjects } from './master-data';

export const scrutinyStatus = pgEnum('scrutiny_status', SCRUTINY_STATUSES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    candidateUserId: integer('candidate_user_id')
      .notNull()
      .references(() => users.id),
    advertisementId: integer('advertisement_id')
      .notNull()
      .references(() => advertisements.id),
    examCentreId: integer('exam_centre_id')
      .notNull()
      .references(() => examCentres.id),
    /** The faculty and subject chosen, when the post offers subjects. */
    facultyId: integer('faculty_id').references(() => faculties.id),
    subjectId: integer('subject_id').references(() => subjects.id),
    feePaisa: integer('fee_paisa').notNull(),
    /** The fee is the double fee: applied after the single-fee deadline, or converted since. */
    doubleFee: boolean('double_fee').notNull().default(false),
    scrutinyStatus: scrutinyStatus('scrutiny_status').notNull().default('pending'),
    scrutinyRemarks: text('scrutiny_remarks'),
    paymentStatus: paymentStatus('payment_status').notNull().default('unpaid'),
    rollNumber: varchar('roll_number', { length: 20 }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One application per candidate per advertisement, whatever the client does.
    unique('applications_candidate_advertisement_key').on(
      table.candidateUserId,
      table.advertisementId,
    ),
    unique('applications_advertisement_roll_key').on(table.advertisementId, table.rollNumber),
    index('applications_advertisement_status_idx').on(table.advertisementId, table.scrutinyStatus),
  ],
);

/** Every status change of an application: the candidate's timeline and the staff audit trail. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_events_application_idx').on(table.applicationId)],
);

export const paymentAttemptStatus = pgEnum('payment_attempt_status', [
  'initiated',
  'paid',
  'failed',
]);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    provider: smallint('provider').notNull(),
    /** Our order id sent to the provider (eSewa's transaction_uuid); the ebp code shown to people. */
    orderId: uuid('order_id').notNull().unique(),
    ebpCode: varchar('ebp_code', { length: 20 }).notNull().unique(),
    amountPaisa: integer('amount_paisa').notNull(),
    status: paymentAttemptStatus('status').notNull().default('initiated'),
    providerRef: varchar('provider_ref', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    // A provider's transaction settles one payment, and an application is paid at most once.
    uniqueIndex('payments_provider_ref_key').on(table.provider, table.providerRef),
    uniqueIndex('payments_one_paid_per_application')
      .on(table.applicationId)
      .where(sql`${table.status} = 'paid'`),
  ],
);
