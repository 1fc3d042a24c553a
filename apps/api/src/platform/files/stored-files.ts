import type { Database, Executor } from '../../db/client';
import { insertUploadedFiles, type UploadedFileRow } from './uploaded-files.repository';
import type { FileStorage } from './file-storage';
import type { InspectedUpload } from './inspect-upload';

type StoredUpload = InspectedUpload & { ownerUserId: number; uploadedBy: number };

/**
 * Stores inspected bytes and records them inside `work`'s transaction. The bytes are written
 * first; if the transaction fails they are removed again, so no row points at missing bytes
 * and no bytes outlive a failed save.
 */
export async function withStoredUpload<T>(
  deps: { db: Database; files: FileStorage },
  upload: StoredUpload,
  work: (executor: Executor, file: UploadedFileRow) => Promise<T>,
): Promise<T> {
  return withStoredUploads(deps, [upload], (executor, [file]) => work(executor, file!));
}

/** `withStoredUpload` for several files at once (a record with a transcript and a certificate). */
export async function withStoredUploads<T>(
  deps: { db: Database; files: FileStorage },
  uploads: readonly StoredUpload[],
  work: (executor: Executor, files: UploadedFileRow[]) => Promise<T>,
): Promise<T> {
  const storageKeys: string[] = [];
  try {
    for (const upload of uploads) storageKeys.push(await deps.files.put(upload.bytes));
    return await deps.db.transaction(async (tx) => {
      const rows =
        uploads.length === 0
          ? []
          : await insertUploadedFiles(
              tx,
              uploads.map((upload, index) => ({
                storageKey: storageKeys[index]!,
                ownerUserId: upload.ownerUserId,
                uploadedBy: upload.uploadedBy,
                contentType: upload.contentType,
                byteSize: upload.bytes.length,
              })),
            );
      // In the order of `uploads`, whatever order the database answers in.
      const byKey = new Map(rows.map((row) => [row.storageKey, row]));
      return work(
        tx,
        storageKeys.map((key) => byKey.get(key)!),
      );
    });
  } catch (error) {
    await Promise.all(storageKeys.map((key) => deps.files.remove(key)));
    throw error;
  }
}

export {
  deleteUploadedFile,
  findUploadedFile,
  type UploadedFileRow,
} from './uploaded-files.repository';
