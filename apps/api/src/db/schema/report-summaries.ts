import { date, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { scrutinyStatus } from './applications';

// Summaries reports read instead of a season's rows (issue 21, decisions 160 and 161): rebuilt
// whole by a job every few minutes and when a reader asks to count again (db/report-summaries),
// so a report sums a few thousand rows. How fresh they are is `report_summaries.counted_at`,
// shown on the screen beside the counts.

/**
 * Paid forms by report dimension, advertisement, scrutiny status and the dimension's value,
 * by gender. `key` is '' where the profile does not give the value; labels are master data's
 * names as they were when counted.
 */
export const scrutinyReportCounts = pgTable(
  'scrutiny_report_counts',
  {
    dimension: varchar('dimension', { length: 40 }).notNull(),
    advertisementId: integer('advertisement_id').notNull(),
    scrutinyStatus: scrutinyStatus('scrutiny_status').notNull(),
    key: text('key').notNull(),
    labelEn: text('label_en'),
    labelNe: text('label_ne'),
    male: integer('male').notNull(),
    female: integer('female').notNull(),
    other: integer('other').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.dimension, table.advertisementId, table.scrutinyStatus, table.key],
    }),
  ],
);

/**
 * Candidates (each once) with paid forms, by fiscal year and scrutiny status, by gender: the
 * "fiscal year (unique)" breakdown, which cannot be summed from forms. '*' stands for every
 * year or every status; a fiscal year of '' is an advertisement whose year is not known.
 */
export const scrutinyReportCandidates = pgTable(
  'scrutiny_report_candidates',
  {
    fiscalYear: varchar('fiscal_year', { length: 7 }).notNull(),
    scrutinyStatus: varchar('scrutiny_status', { length: 10 }).notNull(),
    male: integer('male').notNull(),
    female: integer('female').notNull(),
    other: integer('other').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fiscalYear, table.scrutinyStatus] })],
);

/** When each summary was last counted, and how long counting it took. */
export const reportSummaries = pgTable('report_summaries', {
  name: varchar('name', { length: 60 }).primaryKey(),
  countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  tookMs: integer('took_ms').notNull(),
});

/**
 * Candidates by the Nepal day they registered, by gender, and how many of them have applied
 * (the registered-candidates report, decision 161).
 */
export const registrationDayCounts = pgTable('registration_day_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  male: integer('male').notNull(),
  female: integer('female').notNull(),
  other: integer('other').notNull(),
  total: integer('total').notNull(),
  applied: integer('applied').notNull(),
});
