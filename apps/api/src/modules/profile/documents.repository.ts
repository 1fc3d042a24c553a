import { and, asc, eq } from 'drizzle-orm';
import type { CandidateDocumentKind } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { candidateDocuments, uploadedFiles } from '../../db/schema';

export async function listDocumentsOf(executor: Executor, candidateUserId: number) {
  return executor
    .select({
      kind: candidateDocuments.kind,
      fileId: uploadedFiles.id,
      contentType: uploadedFiles.contentType,
      byteSize: uploadedFiles.byteSize,
      updatedAt: candidateDocuments.updatedAt,
    })
    .from(candidateDocuments)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, candidateDocuments.fileId))
    .where(eq(candidateDocuments.candidateUserId, candidateUserId))
    .orderBy(asc(candidateDocuments.kind));
}

/** The current document of a kind, locked until the transaction ends (two uploads queue). */
export async function findDocumentForUpdate(
  executor: Executor,
  candidateUserId: number,
  kind: CandidateDocumentKind,
) {
  const [row] = await executor
    .select()
    .from(candidateDocuments)
    .where(
      and(
        eq(candidateDocuments.candidateUserId, candidateUserId),
        eq(candidateDocuments.kind, kind),
      ),
    )
    .for('update');
  return row;
}

/** Points the candidate's document of `kind` at `fileId`, replacing what was there. */
export async function putDocument(
  executor: Executor,
  candidateUserId: number,
  kind: CandidateDocumentKind,
  fileId: number,
) {
  await executor
    .insert(candidateDocuments)
    .values({ candidateUserId, kind, fileId })
    .onConflictDoUpdate({
      target: [candidateDocuments.candidateUserId, candidateDocuments.kind],
      set: { fileId, updatedAt: new Date() },
    });
}
