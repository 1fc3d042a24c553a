import { integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';

/**
 * Every file kept in the storage layer: its random key, what it is and whose it is. Rows that
 * use a file (a candidate's photograph, a transcript, a voucher) point here; serving a file
 * asks who owns it first.
 */
export const uploadedFiles = pgTable('uploaded_files', {
  id: serial('id').primaryKey(),
  storageKey: varchar('storage_key', { length: 32 }).notNull().unique(),
  ownerUserId: integer('owner_user_id')
    .notNull()
    .references(() => users.id),
  contentType: varchar('content_type', { length: 50 }).notNull(),
  byteSize: integer('byte_size').notNull(),
  uploadedBy: integer('uploaded_by')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
