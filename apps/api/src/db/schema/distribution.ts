import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { quotas } from './master-data';

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
