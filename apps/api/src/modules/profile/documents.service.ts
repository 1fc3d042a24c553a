import type { CandidateDocumentKind, TCandidateDocument } from '@niyukti/shared';
import { CANDIDATE_DOCUMENT_RULES } from '@niyukti/shared';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../platform/files/file-storage';
import { inspectUpload, MAX_UPLOAD_BYTES } from '../../platform/files/inspect-upload';
import { filePart, type MultipartForm } from '../../platform/files/multipart-form';
import { withStoredUpload } from '../../platform/files/stored-files';
import { releaseFile } from './snapshots.repository';
import * as repo from './documents.repository';
import { beginProfileEdit } from './profile-lock';

const DOCUMENT_FILE = { allowed: ['jpeg', 'png'], maxBytes: MAX_UPLOAD_BYTES } as const;

/** PUT /profile/documents/:kind takes one part, `file`. */
export const DOCUMENT_UPLOAD: MultipartForm = {
  files: [
    filePart(
      'file',
      'The scanned photograph, signature or side of the citizenship certificate',
      DOCUMENT_FILE,
      true,
    ),
  ],
};

const toDocument = (
  row: Awaited<ReturnType<typeof repo.listDocumentsOf>>[number],
): TCandidateDocument => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

export function createDocumentsService(deps: { db: Database; files: FileStorage }) {
  async function listDocuments(candidateUserId: number): Promise<TCandidateDocument[]> {
    return (await repo.listDocumentsOf(deps.db, candidateUserId)).map(toDocument);
  }

  /**
   * Checks the upload by its bytes, keeps it, and makes it the candidate's document of `kind`;
   * the file it replaces is deleted once the change is committed.
   */
  async function saveDocument(
    candidateUserId: number,
    kind: CandidateDocumentKind,
    bytes: Buffer,
    actorUserId: number,
  ): Promise<TCandidateDocument> {
    const rule = CANDIDATE_DOCUMENT_RULES[kind];
    const inspected = await inspectUpload(
      bytes,
      { ...DOCUMENT_FILE, ...rule },
      DOCUMENT_UPLOAD.files[0]!.name,
    );
    const replaced = await withStoredUpload(
      deps,
      { ...inspected, ownerUserId: candidateUserId, uploadedBy: actorUserId },
      async (tx, file) => {
        await beginProfileEdit(tx, candidateUserId, 'documents');
        const previous = await repo.findDocumentForUpdate(tx, candidateUserId, kind);
        await repo.putDocument(tx, candidateUserId, kind, file.id);
        return previous ? releaseFile(tx, previous.fileId) : undefined;
      },
    );
    if (replaced) await deps.files.remove(replaced.storageKey);
    const saved = (await listDocuments(candidateUserId)).find((document) => document.kind === kind);
    return saved!;
  }

  return { listDocuments, saveDocument };
}
