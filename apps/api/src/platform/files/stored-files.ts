import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import type { FileStorage } from './file-storage';
import type { InspectedUpload } from './inspect-upload';

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;

/**
 * Stores inspected bytes and records them inside `work`'s transaction. The bytes are written
 * first; if the transaction fails they are removed again, so no row points at missing bytes
 * and no bytes outlive a failed save.
 */
export async function withStoredUpload<T>(
  deps: { db: Database; files: FileStorage },
  upload: InspectedUpload & { ownerUserId: number; uploadedBy: number },
  work: (executor: Executor, file: UploadedFileRow) => Promise<T>,
): Promise<T> {
  const storageKey = await deps.files.put(upload.bytes);
  try {
    return await deps.db.transaction(async (tx) => {
      const [file] = await tx
        .insert(uploadedFiles)
        .values({
          storageKey,
          ownerUserId: upload.ownerUserId,
          uploadedBy: upload.uploadedBy,
          contentType: upload.contentType,
          byteSize: upload.bytes.length,
        })
        .returning();
      return work(tx, file!);
    });
  } catch (error) {
    await deps.files.remove(storageKey);
    throw error;
  }
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
