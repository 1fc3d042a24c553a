import {
  date,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { examCentres, posts, quotas } from './master-data';

// pending → pre_live → live (publish / go live); the lifecycle issue adds the transitions.
export const advertisementStatus = pgEnum('advertisement_status', [
  'pending',
  'pre_live',
  'live',
  'closed',
]);

export const advertisements = pgTable('advertisements', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  advertisementNumber: varchar('advertisement_number', { length: 40 }).notNull().unique(),
  postId: integer('post_id')
    .notNull()
    .references(() => posts.id),
  quotaId: integer('quota_id')
    .notNull()
    .references(() => quotas.id),
  vacancyCount: integer('vacancy_count').notNull(),
  feePaisa: integer('fee_paisa').notNull(),
  status: advertisementStatus('status').notNull().default('pending'),
  publishDate: date('publish_date').notNull(),
  singleFeeDeadline: date('single_fee_deadline').notNull(),
  doubleFeeDeadline: date('double_fee_deadline').notNull(),
  ageCutOffDate: date('age_cut_off_date').notNull(),
  admitCardDate: date('admit_card_date').notNull(),
  examStartsAt: timestamp('exam_starts_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
