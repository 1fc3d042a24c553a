import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import type { FileStorage } from '../../platform/files/file-storage';
import { findUploadedFile } from '../../platform/files/stored-files';

/**
 * A stored file for someone allowed to see it: its owner, or staff (checked by the route).
 * Anyone else gets the same 404 as for a file that does not exist, so ids cannot be probed.
 */
export function createFilesService(deps: { db: Database; files: FileStorage }) {
  async function readFile(fileId: number, viewer: { userId: number } | 'staff') {
    const row = await findUploadedFile(deps.db, fileId);
    if (!row || (viewer !== 'staff' && row.ownerUserId !== viewer.userId))
      throw new AppError('NOT_FOUND');
    const bytes = await deps.files.read(row.storageKey);
    if (!bytes) throw new AppError('NOT_FOUND');
    return { bytes, contentType: row.contentType };
  }
  return { readFile };
}
