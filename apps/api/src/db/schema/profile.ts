import { integer, pgEnum, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access';
import { uploadedFiles } from './files';

export const candidateDocumentKind = pgEnum('candidate_document_kind', [
  'photograph',
  'signature',
  'citizenship_front',
  'citizenship_back',
]);

/** The documents of candidate-portal.md §3: one current file of each kind per candidate. */
export const candidateDocuments = pgTable(
  'candidate_documents',
  {
    candidateUserId: integer('candidate_user_id')
      .notNull()
      .references(() => users.id),
    kind: candidateDocumentKind('kind').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => uploadedFiles.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.candidateUserId, table.kind] })],
);
