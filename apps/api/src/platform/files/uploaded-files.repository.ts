import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uploadedFiles } from '../../db/schema';

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;

export async function insertUploadedFiles(
  executor: Executor,
  rows: (typeof uploadedFiles.$inferInsert)[],
) {
  return executor.insert(uploadedFiles).values(rows).returning();
}

export async function findUploadedFile(executor: Executor, id: number) {
  const [row] = await executor.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
  return row;
}

/** Forgets a file that nothing uses any more: its row now, its bytes once the caller commits. */
export async function deleteUploadedFile(executor: Executor, id: number) {
  const [row] = await executor.delete(uploadedFiles).where(eq(uploadedFiles.id, id)).returning();
  return row;
}
