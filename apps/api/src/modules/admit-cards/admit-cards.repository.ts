import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { candidateDocuments, candidateProfiles, uploadedFiles } from '../../db/schema';

/** The candidate's Nepali name and the storage keys of the photograph and the signature. */
export async function findCardPersonals(executor: Executor, candidateUserId: number) {
  const [names] = await executor
    .select({
      firstNameNe: candidateProfiles.firstNameNe,
      middleNameNe: candidateProfiles.middleNameNe,
      lastNameNe: candidateProfiles.lastNameNe,
    })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.candidateUserId, candidateUserId));
  const pictures = await executor
    .select({ kind: candidateDocuments.kind, storageKey: uploadedFiles.storageKey })
    .from(candidateDocuments)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, candidateDocuments.fileId))
    .where(
      and(
        eq(candidateDocuments.candidateUserId, candidateUserId),
        inArray(candidateDocuments.kind, ['photograph', 'signature']),
      ),
    );
  const keyOf = (kind: string) => pictures.find((row) => row.kind === kind)?.storageKey ?? null;
  return {
    nameNe: names
      ? [names.firstNameNe, names.middleNameNe, names.lastNameNe].filter(Boolean).join(' ')
      : null,
    photographKey: keyOf('photograph'),
    signatureKey: keyOf('signature'),
  };
}
