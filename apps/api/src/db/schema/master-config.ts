import { check, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The commission's settings that the rest of the system reads instead of constants (one row).
 * The master-data issue gives it its screen; the values here are the defaults until then.
 */
export const masterConfig = pgTable(
  'master_config',
  {
    id: smallint('id').primaryKey().default(1),
    maxWrongLoginAttempts: integer('max_wrong_login_attempts').notNull().default(5),
    loginLockMinutes: integer('login_lock_minutes').notNull().default(15),
    rollNumberGenerationOrder: varchar('roll_number_generation_order', { length: 30 })
      .notNull()
      .default('applied_at'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('master_config_single_row', sql`${table.id} = 1`),
    check('master_config_attempts_positive', sql`${table.maxWrongLoginAttempts} >= 1`),
    check('master_config_lock_positive', sql`${table.loginLockMinutes} >= 1`),
  ],
);
