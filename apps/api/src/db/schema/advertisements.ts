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
import { ADVERTISEMENT_ACTIONS, ADVERTISEMENT_STATUSES } from '@niyukti/shared';
import { users } from './access';
import { examCentres, localBodies, organizations, posts, quotas } from './master-data';
import { requisitions } from './requisitions';

// back-office.md §4: pending → pre_live (publish, now or at a scheduled time) → live (go live);
// a pending or pre-live advertisement can be rejected; a live one closes after its deadlines.
export const advertisementStatus = pgEnum('advertisement_status', ADVERTISEMENT_STATUSES);

export const advertisements = pgTable(
  'advertisements',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull().unique(),
    advertisementNumber: varchar('advertisement_number', { length: 40 }).notNull().unique(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    quotaId: integer('quota_id')
      .notNull()
      .references(() => quotas.id),
    /**
     * The local level whose posts a local-level recruitment fills; null for the commission's own
     * posts. The local-level payment report groups by it.
     */
    localBodyId: integer('local_body_id').references(() => localBodies.id),
    vacancyCount: integer('vacancy_count').notNull(),
    feePaisa: integer('fee_paisa').notNull(),
    /**
     * The fee of each further group of the post a candidate applies to (the master-data extra
     * price of the class when advertised); null: a further group costs the fee itself.
     */
    extraFeePaisa: integer('extra_fee_paisa'),
    status: advertisementStatus('status').notNull().default('pending'),
    // The five planned dates: set by the create form, or left empty on an advertisement a
    // distribution made until publishing sets all seven (decision 148).
    publishDate: date('publish_date'),
    singleFeeDeadline: date('single_fee_deadline'),
    doubleFeeDeadline: date('double_fee_deadline'),
    ageCutOffDate: date('age_cut_off_date'),
    admitCardDate: date('admit_card_date'),
    /** Last day to pay the single fee; set when the advertisement is published. */
    paymentLastDate: date('payment_last_date'),
    /** Last day to pay the double fee; set when the advertisement is published. */
    doubleFeePaymentLastDate: date('double_fee_payment_last_date'),
    /** The number it had before publishing gave it a new one (back-office.md §3). */
    oldAdvertisementNumber: varchar('old_advertisement_number', { length: 40 }),
    /** A scheduled publish: the job moves it to pre-live at this moment. */
    scheduledPublishAt: timestamp('scheduled_publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    liveAt: timestamp('live_at', { withTimezone: true }),
    rejectionRemarks: varchar('rejection_remarks', { length: 500 }),
    examStartsAt: timestamp('exam_starts_at', { withTimezone: true }),
    /** The requisition whose approved distribution made it; null when created by hand. */
    requisitionId: integer('requisition_id').references(() => requisitions.id),
    /** The requesting organization and the fiscal year of that requisition. */
    organizationId: integer('organization_id').references(() => organizations.id),
    fiscalYear: varchar('fiscal_year', { length: 7 }),
    /**
     * When scrutiny of its forms was finalised (issue 21): decisions are frozen from then on, and
     * roll numbers may be generated.
     */
    scrutinyFinalisedAt: timestamp('scrutiny_finalised_at', { withTimezone: true }),
    scrutinyFinalisedByUserId: integer('scrutiny_finalised_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The groups of a post, and its earlier advertisements of a group: the extra-group fee and
  // re-apply ask for them on every apply.
  (t) => [
    index('advertisements_post_quota_idx').on(t.postId, t.quotaId),
    index('advertisements_local_body_idx').on(t.localBodyId),
    index('advertisements_requisition_idx').on(t.requisitionId),
    // Only an advertisement not yet published may wait for its dates. (Compared as text: on a
    // new database the migrations run in one transaction, where an enum value added earlier in
    // it cannot be used yet.)
    check(
      'advertisements_dates_when_published',
      sql`${t.status}::text in ('pending', 'rejected') or (${t.publishDate} is not null
        and ${t.singleFeeDeadline} is not null and ${t.doubleFeeDeadline} is not null
        and ${t.ageCutOffDate} is not null and ${t.admitCardDate} is not null)`,
    ),
  ],
);

export const advertisementAction = pgEnum('advertisement_action', ADVERTISEMENT_ACTIONS);

/** Every step of an advertisement's life: who (null for the scheduler), what, when, why. */
export const advertisementEvents = pgTable(
  'advertisement_events',
  {
    id: serial('id').primaryKey(),
    advertisementId: integer('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    action: advertisementAction('action').notNull(),
    fromStatus: advertisementStatus('from_status'),
    toStatus: advertisementStatus('to_status').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    remarks: varchar('remarks', { length: 500 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('advertisement_events_advertisement_idx').on(t.advertisementId, t.at)],
);

export const advertisementExamCentres = pgTable(
  'advertisement_exam_centres',
  {
    advertisementId: integer('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    examCentreId: integer('exam_centre_id')
      .notNull()
      .references(() => examCentres.id),
  },
  (table) => [primaryKey({ columns: [table.advertisementId, table.examCentreId] })],
);
