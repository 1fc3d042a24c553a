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
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { DISTRIBUTION_STATUSES, UNADVERTISED_HEADINGS } from '@niyukti/shared';
import { users } from './access';
import { advertisements } from './advertisements';
import { classes, localBodies, ministryOffices, posts, quotas, services } from './master-data';
import { requisitions } from './requisitions';

/**
 * Phase 3 of the vacancy distribution (back-office.md §3 "Phase 3 formula"): each inclusive
 * category's share of the reserved posts and its priority (the tie-break of the fractions). The
 * categories are quotas; each has one formula at most, and no two share a priority.
 */
export const phaseThreeFormulas = pgTable(
  'phase_three_formulas',
  {
    id: serial('id').primaryKey(),
    quotaId: integer('quota_id')
      .notNull()
      .references(() => quotas.id),
    priority: integer('priority').notNull(),
    /** The share in hundredths of a percent (3333 is 33.33%), so two decimals stay exact. */
    percentHundredths: integer('percent_hundredths').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('phase_three_formulas_quota_key').on(t.quotaId),
    unique('phase_three_formulas_priority_key').on(t.priority),
    check('phase_three_formulas_priority', sql`${t.priority} between 1 and 6`),
    check('phase_three_formulas_percent', sql`${t.percentHundredths} between 100 and 10000`),
  ],
);

/**
 * The phase-3 table (back-office.md §3 "Phase 3 table value"): for a number of reserved posts,
 * the count a category actually gets, set by staff. One count per category and vacancy number.
 */
export const phaseThreeTableValues = pgTable(
  'phase_three_table_values',
  {
    id: serial('id').primaryKey(),
    quotaId: integer('quota_id')
      .notNull()
      .references(() => quotas.id),
    vacancyNumber: integer('vacancy_number').notNull(),
    actualValue: integer('actual_value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('phase_three_table_values_key').on(t.quotaId, t.vacancyNumber),
    check('phase_three_table_values_vacancy', sql`${t.vacancyNumber} between 1 and 10000`),
    check(
      'phase_three_table_values_actual',
      sql`${t.actualValue} between 0 and ${t.vacancyNumber}`,
    ),
  ],
);

/**
 * Phases 1 and 2 (back-office.md §3 "Vacancy formula (phases 1 and 2)"): for a class of a
 * service, each heading's percent and priority (decision 144). A heading has one formula per
 * class and service, no two headings share a priority, and the phase's headings are checked
 * against the phase.
 */
export const vacancyFormulas = pgTable(
  'vacancy_formulas',
  {
    id: serial('id').primaryKey(),
    phase: varchar('phase', { length: 20 }).notNull(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    heading: varchar('heading', { length: 20 }).notNull(),
    priority: integer('priority').notNull(),
    percent: integer('percent').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('vacancy_formulas_heading_key').on(t.phase, t.classId, t.serviceId, t.heading),
    unique('vacancy_formulas_priority_key').on(t.phase, t.classId, t.serviceId, t.priority),
    check(
      'vacancy_formulas_phase_heading',
      sql`(${t.phase} = 'phase-one' and ${t.heading} in ('open', 'internal', 'seniority', 'performance'))
        or (${t.phase} = 'phase-two' and ${t.heading} in ('openForAll', 'inclusive'))`,
    ),
    check('vacancy_formulas_priority', sql`${t.priority} between 1 and 4`),
    check('vacancy_formulas_percent', sql`${t.percent} between 1 and 100`),
  ],
);

/**
 * The tables of phases 1 and 2 (back-office.md §3 "vacancy count, decimal value, actual count";
 * decision 150): for a class of a service and a number of posts, the count each heading
 * actually gets, set by staff. Saved a row at a time, adding up to its vacancy count.
 */
export const vacancyTableValues = pgTable(
  'vacancy_table_values',
  {
    id: serial('id').primaryKey(),
    phase: varchar('phase', { length: 20 }).notNull(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    vacancyNumber: integer('vacancy_number').notNull(),
    heading: varchar('heading', { length: 20 }).notNull(),
    actualValue: integer('actual_value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('vacancy_table_values_key').on(
      t.phase,
      t.classId,
      t.serviceId,
      t.vacancyNumber,
      t.heading,
    ),
    check(
      'vacancy_table_values_phase_heading',
      sql`(${t.phase} = 'phase-one' and ${t.heading} in ('open', 'internal', 'seniority', 'performance'))
        or (${t.phase} = 'phase-two' and ${t.heading} in ('openForAll', 'inclusive'))`,
    ),
    check('vacancy_table_values_vacancy', sql`${t.vacancyNumber} between 1 and 10000`),
    check('vacancy_table_values_actual', sql`${t.actualValue} between 0 and ${t.vacancyNumber}`),
  ],
);

/** The fewest posts a phase splits for a class of a service; fewer all go to priority 1. */
export const vacancyLimits = pgTable(
  'vacancy_limits',
  {
    phase: varchar('phase', { length: 20 }).notNull(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    limit: integer('vacancy_limit').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.phase, t.classId, t.serviceId] }),
    check('vacancy_limits_phase', sql`${t.phase} in ('phase-one', 'phase-two')`),
    check('vacancy_limits_limit', sql`${t.limit} between 1 and 10000`),
  ],
);

export const distributionStatus = pgEnum('distribution_status', DISTRIBUTION_STATUSES);

/**
 * A requisition's distribution between the quota groups (decision 148): made when its
 * advertisement numbers are generated, saved with its split, then approved (its advertisements
 * are made) or returned for correction. One per requisition.
 */
export const distributions = pgTable(
  'distributions',
  {
    id: serial('id').primaryKey(),
    requisitionId: integer('requisition_id')
      .notNull()
      .unique()
      .references(() => requisitions.id),
    /** The fiscal year whose sequence gave the numbers (the requisition's). */
    fiscalYear: varchar('fiscal_year', { length: 7 }).notNull(),
    status: distributionStatus('status').notNull().default('numbered'),
    decisionRemarks: varchar('decision_remarks', { length: 500 }),
    numberedBy: integer('numbered_by')
      .notNull()
      .references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('distributions_status_idx').on(t.status, t.submittedAt)],
);

/**
 * One part of a distribution's split: a quota, with the advertisement number reserved for it
 * (never given to another, even when the quota gets no seats), or a way of filling posts no
 * advertisement carries (promotion), without one; its seats once saved; the advertisement made
 * for it on approval.
 */
export const distributionParts = pgTable(
  'distribution_parts',
  {
    id: serial('id').primaryKey(),
    distributionId: integer('distribution_id')
      .notNull()
      .references(() => distributions.id, { onDelete: 'cascade' }),
    quotaId: integer('quota_id').references(() => quotas.id),
    heading: varchar('heading', { length: 20, enum: UNADVERTISED_HEADINGS }),
    advertisementNumber: varchar('advertisement_number', { length: 40 }).unique(),
    seats: integer('seats'),
    advertisementId: integer('advertisement_id').references(() => advertisements.id),
  },
  (t) => [
    unique('distribution_parts_quota').on(t.distributionId, t.quotaId),
    unique('distribution_parts_heading').on(t.distributionId, t.heading),
    check('distribution_parts_seats', sql`${t.seats} is null or ${t.seats} >= 0`),
    // A quota has its number; a way of filling posts without an advertisement has none.
    check(
      'distribution_parts_kind',
      sql`(${t.quotaId} is not null and ${t.heading} is null and ${t.advertisementNumber} is not null)
        or (${t.quotaId} is null and ${t.heading} is not null and ${t.advertisementNumber} is null)`,
    ),
  ],
);

/**
 * The distribution history (VDH; decision 151): every distribution of a post for an office,
 * written when Niyukti approves one (`distribution_id` set) or entered for one made before it.
 * "Auto-generate quota" reads the logs of the same post and office to settle its fractions.
 */
export const distributionLogs = pgTable(
  'distribution_logs',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    /** The office where the seats are empty (the requisition's demand office). */
    demandOfficeId: integer('demand_office_id')
      .notNull()
      .references(() => ministryOffices.id),
    distributionId: integer('distribution_id')
      .unique()
      .references(() => distributions.id),
    fiscalYear: varchar('fiscal_year', { length: 7 }).notNull(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    chalaniNumber: varchar('chalani_number', { length: 40 }).notNull(),
    chalaniDate: date('chalani_date', { mode: 'string' }).notNull(),
    totalVacancy: integer('total_vacancy').notNull(),
    localBodyId: integer('local_body_id').references(() => localBodies.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One letter is one distribution: entering (or importing) it again replaces it.
    unique('distribution_logs_letter_key').on(
      t.postId,
      t.demandOfficeId,
      t.fiscalYear,
      t.chalaniNumber,
    ),
    check('distribution_logs_fiscal_year', sql`${t.fiscalYear} ~ '^[0-9]{4}-[0-9]{2}$'`),
    check('distribution_logs_total', sql`${t.totalVacancy} between 1 and 10000`),
    index('distribution_logs_post_office_idx').on(t.postId, t.demandOfficeId, t.publishDate),
    index('distribution_logs_fiscal_year_idx').on(t.fiscalYear, t.publishDate),
  ],
);

/** A logged distribution's parts: a quota, or a way of filling posts without one, and its seats. */
export const distributionLogSeats = pgTable(
  'distribution_log_seats',
  {
    id: serial('id').primaryKey(),
    logId: integer('log_id')
      .notNull()
      .references(() => distributionLogs.id, { onDelete: 'cascade' }),
    quotaId: integer('quota_id').references(() => quotas.id),
    heading: varchar('heading', { length: 20, enum: UNADVERTISED_HEADINGS }),
    seats: integer('seats').notNull(),
  },
  (t) => [
    unique('distribution_log_seats_quota').on(t.logId, t.quotaId),
    unique('distribution_log_seats_heading').on(t.logId, t.heading),
    check('distribution_log_seats_seats', sql`${t.seats} >= 0`),
    check('distribution_log_seats_kind', sql`(${t.quotaId} is null) <> (${t.heading} is null)`),
  ],
);
