import { eq } from 'drizzle-orm';
import type { TProfileStatus, ProfilePart } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import {
  candidateAddresses,
  candidateDocuments,
  candidateEducations,
  candidateExtraDetails,
  candidateProfiles,
  candidates,
} from '../../db/schema';

/**
 * What the commission has locked, and which parts of the profile a candidate still has to
 * give. One function, so the profile page and (later) apply judge completeness alike.
 */
export async function profileStatus(
  executor: Executor,
  candidateUserId: number,
): Promise<TProfileStatus> {
  const [[candidate], [profile], addresses, [extra], documents, [education]] = await Promise.all([
    executor.select().from(candidates).where(eq(candidates.userId, candidateUserId)),
    executor
      .select()
      .from(candidateProfiles)
      .where(eq(candidateProfiles.candidateUserId, candidateUserId)),
    executor
      .select({ kind: candidateAddresses.kind })
      .from(candidateAddresses)
      .where(eq(candidateAddresses.candidateUserId, candidateUserId)),
    executor
      .select({ candidateUserId: candidateExtraDetails.candidateUserId })
      .from(candidateExtraDetails)
      .where(eq(candidateExtraDetails.candidateUserId, candidateUserId)),
    executor
      .select({ kind: candidateDocuments.kind })
      .from(candidateDocuments)
      .where(eq(candidateDocuments.candidateUserId, candidateUserId)),
    executor
      .select({ id: candidateEducations.id })
      .from(candidateEducations)
      .where(eq(candidateEducations.candidateUserId, candidateUserId))
      .limit(1),
  ]);
  const kinds = new Set(documents.map((document) => document.kind));
  const missing: ProfilePart[] = [];
  if (!profile) missing.push('personal');
  if (addresses.length < 2) missing.push('contact');
  if (!extra) missing.push('extra');
  if (!education) missing.push('education');
  if (!kinds.has('photograph')) missing.push('photograph');
  if (!kinds.has('signature')) missing.push('signature');
  if (!kinds.has('citizenship_front') || !kinds.has('citizenship_back'))
    missing.push('citizenship');
  return {
    locked: candidate?.profileLockedAt != null,
    documentsLocked: candidate?.documentsLockedAt != null,
    missing,
  };
}
