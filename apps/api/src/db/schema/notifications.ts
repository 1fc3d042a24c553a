import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';

/**
 * What the header's bell lists (candidate-portal.md §2, back-office.md §2): one row per person
 * told something. The texts are rendered in both languages when the event happens, inside its
 * transaction, so a notification says what was true then and is searchable as shown.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The event, as the key of its texts under `notifications.` in MESSAGES. */
    kind: varchar('kind', { length: 60 }).notNull(),
    titleEn: varchar('title_en', { length: 300 }).notNull(),
    titleNe: varchar('title_ne', { length: 300 }).notNull(),
    bodyEn: text('body_en').notNull(),
    bodyNe: text('body_ne').notNull(),
    /** A path of the web app to open, e.g. `/vacancy-applied`. */
    link: varchar('link', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // Newest first, per person: ids grow with time.
    index('notifications_user_idx').on(table.userId, table.id),
    // The bell polls the unread count every minute; only unread rows are in this index.
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);
