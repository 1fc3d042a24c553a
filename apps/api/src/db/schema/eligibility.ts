import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { gender } from './candidates';
import { classes, services } from './master-data';

/**
 * Age limits (back-office.md §3, DOMAIN.md "Age"): for a class and service, the youngest and
 * oldest a candidate may be on the advertisement's age cut-off date. A rule may be for one
 * gender (null: any), for persons with disability, for internal competition; no maximum means
 * no upper limit (serving civil servants in internal competition).
 */
export const ageLimits = pgTable(
  'age_limits',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    gender: gender('gender'),
    minAge: integer('min_age').notNull(),
    maxAge: integer('max_age'),
    forDisabled: boolean('for_disabled').notNull().default(false),
    forInternal: boolean('for_internal').notNull().default(false),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One rule per combination; a rule for any gender (null) counts once too.
    unique('age_limits_rule_key')
      .on(t.classId, t.serviceId, t.gender, t.forDisabled, t.forInternal)
      .nullsNotDistinct(),
    check(
      'age_limits_range',
      sql`${t.minAge} >= 0 and (${t.maxAge} is null or ${t.maxAge} >= ${t.minAge})`,
    ),
  ],
);
