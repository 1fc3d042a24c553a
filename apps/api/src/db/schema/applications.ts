import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
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
  varchar,
} from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES, SCRUTINY_STATUSES, VOUCHER_STATUSES } from '@niyukti/shared';
import { users } from './access';
import { advertisements } from './advertisements';
import { banks, examCentres, faculties, subjects } from './master-data';
import { uploadedFiles } from './files';
import { profileSnapshots } from './profile';

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
    /**
     * What a hold names as wrong (HOLD_REASONS) and the last day to fix it: cleared by any other
     * decision or by the candidate's fix, kept when the job rejects the hold unfixed.
     */
    holdReason: varchar('hold_reason', { length: 20 }),
    holdUntil: date('hold_until'),
    paymentStatus: paymentStatus('payment_status').notNull().default('unpaid'),
    rollNumber: varchar('roll_number', { length: 20 }),
    /**
     * The profile as it was sent with (profile_snapshots; decision 163): taken at apply, again
     * when a hold's fix returns the form, kept for good once decided. Null until taken.
     */
    profileSnapshotId: integer('profile_snapshot_id').references(() => profileSnapshots.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One application per candidate per advertisement, whatever the client does.
    unique('applications_candidate_advertisement_key').on(
      table.candidateUserId,
      table.advertisementId,
    ),
    unique('applications_advertisement_roll_key').on(table.advertisementId, table.rollNumber),
    // An advertisement's forms by status (the allocation list, the advertisement report): the
    // payment status too, so the counts are read from the index alone.
    index('applications_advertisement_status_idx').on(
      table.advertisementId,
      table.scrutinyStatus,
      table.paymentStatus,
    ),
    // The hold-expiry job's and the profile's question: the holds open (or due) by day.
    index('applications_open_holds_idx')
      .on(table.holdUntil)
      .where(sql`${table.scrutinyStatus} = 'hold'`),
  ],
);

/**
 * Which scrutiny officer an application's form is given to (issue 21). One row per application
 * at most: the primary key is what keeps two staff allocating at once from giving a form to two
 * officers. The advertisement is repeated here so its counts by officer read one index.
 */
export const scrutinyAllocations = pgTable(
  'scrutiny_allocations',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    advertisementId: integer('advertisement_id')
      .notNull()
      .references(() => advertisements.id),
    officerUserId: integer('officer_user_id')
      .notNull()
      .references(() => users.id),
    allocatedByUserId: integer('allocated_by_user_id')
      .notNull()
      .references(() => users.id),
    allocatedAt: timestamp('allocated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('scrutiny_allocations_advertisement_officer_idx').on(
      table.advertisementId,
      table.officerUserId,
    ),
    index('scrutiny_allocations_officer_idx').on(table.officerUserId),
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

/**
 * One payment attempt's life: initiated (sent to the provider), pending (the provider has it but
 * has not confirmed: ask again), paid (credited to the application), failed (canceled, expired,
 * not found), refund_due (money the provider collected that settles nothing: a second payment of
 * a paid application, an amount that is no longer the fee due, or a payment made too late).
 */
export const paymentAttemptStatus = pgEnum('payment_attempt_status', [
  'initiated',
  'pending',
  'paid',
  'failed',
  'refund_due',
]);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    provider: smallint('provider').notNull(),
    /** Our order id sent to the provider (eSewa transaction_uuid, connectIPS TXNID, Fonepay PRN, Khalti purchase_order_id). */
    orderId: varchar('order_id', { length: 40 }).notNull().unique(),
    /** The payment reference people quote at the bank or to the commission. */
    ebpCode: varchar('ebp_code', { length: 20 }).notNull().unique(),
    amountPaisa: integer('amount_paisa').notNull(),
    status: paymentAttemptStatus('status').notNull().default('initiated'),
    /** The provider's transaction id once it completed (eSewa ref, Khalti transaction_id, …). */
    providerRef: varchar('provider_ref', { length: 100 }),
    /** What the provider's status API is asked with when it is not our order id (Khalti pidx, Fonepay UID). */
    lookupRef: varchar('lookup_ref', { length: 100 }),
    /** The provider's own last status word, and when and how often we asked. */
    providerStatus: varchar('provider_status', { length: 40 }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkCount: integer('check_count').notNull().default(0),
    /** Why collected money settles nothing (status refund_due). */
    refundReason: varchar('refund_reason', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the provider first told us it had the payment (a return, pending or complete). */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    // A provider's transaction settles one payment, and an application is paid at most once.
    uniqueIndex('payments_provider_ref_key').on(table.provider, table.providerRef),
    uniqueIndex('payments_one_paid_per_application')
      .on(table.applicationId)
      .where(sql`${table.status} = 'paid'`),
    // The reconciliation job reads the attempts still open, oldest check first.
    index('payments_status_checked_idx').on(table.status, table.checkedAt),
    index('payments_application_idx').on(table.applicationId),
  ],
);

export const voucherStatus = pgEnum('voucher_status', VOUCHER_STATUSES);

/**
 * A bank voucher a candidate uploaded for an application, and what staff decided. A rejected
 * one stays for the record; at most one other (submitted or approved) per application, and a
 * voucher number of a bank pays once: both by partial unique indexes, whatever the clients do.
 */
export const paymentVouchers = pgTable(
  'payment_vouchers',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id),
    /** normalizeVoucherNumber: Latin digits and capitals, no spaces or dashes. */
    voucherNumber: varchar('voucher_number', { length: 30 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 20 }).notNull(),
    /** The fee due when the voucher was uploaded. */
    amountPaisa: integer('amount_paisa').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => uploadedFiles.id),
    status: voucherStatus('status').notNull().default('submitted'),
    /** Locked by staff (LUV), or by approval: the candidate cannot replace it. */
    locked: boolean('locked').notNull().default(false),
    remarks: text('remarks'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    /** The payment an approval made. */
    paymentId: integer('payment_id').references(() => payments.id),
  },
  (table) => [
    uniqueIndex('payment_vouchers_bank_number_key')
      .on(table.bankId, table.voucherNumber)
      .where(sql`${table.status} <> 'rejected'`),
    uniqueIndex('payment_vouchers_one_open_per_application')
      .on(table.applicationId)
      .where(sql`${table.status} <> 'rejected'`),
    index('payment_vouchers_status_idx').on(table.status, table.uploadedAt),
  ],
);
