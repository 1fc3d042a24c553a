import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { check } from 'drizzle-orm/pg-core';
import { users } from './access';
import { uploadedFiles } from './files';

/**
 * Notices (back-office.md §3): shown to everyone, signed in or not, from the start date to the
 * end date, with an image (Jpg or Png) and a description.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    imageFileId: integer('image_file_id')
      .notNull()
      .references(() => uploadedFiles.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_showing_idx').on(t.startDate, t.endDate),
    check('notices_dates', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
