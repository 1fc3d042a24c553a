import type { TOpenHold, TProfileStatus, ProfilePart } from '@niyukti/shared';
import { openHoldsByCandidate } from '../scrutiny/index';
import type { Executor } from '../../db/client';
import { readStatusRows, type StatusRow } from './profile-status.repository';
import { readAll } from '../../db/read-all';

/** The parts of the profile still to be given, in the order the profile page lists them. */
function missingPartsOf(row: StatusRow | undefined): ProfilePart[] {
  const kinds = new Set(row?.documentKinds ?? []);
  const missing: ProfilePart[] = [];
  if (!row?.hasPersonal) missing.push('personal');
  if ((row?.addressCount ?? 0) < 2) missing.push('contact');
  if (!row?.hasExtra) missing.push('extra');
  if (!row?.hasEducation) missing.push('education');
  if (!kinds.has('photograph')) missing.push('photograph');
  if (!kinds.has('signature')) missing.push('signature');
  if (!kinds.has('citizenship_front') || !kinds.has('citizenship_back'))
    missing.push('citizenship');
  return missing;
}

function toProfileStatus(row: StatusRow | undefined, openHolds: TOpenHold[]): TProfileStatus {
  return {
    locked: row?.profileLockedAt != null,
    documentsLocked: row?.documentsLockedAt != null,
    missing: missingPartsOf(row),
    openHolds,
  };
}

/**
 * Which parts of each candidate's profile are still to be given, and nothing else: what the
 * eligibility check and apply judge by, in one read (apply's transaction pays a round trip
 * for each statement). The same rule as profileStatuses'.
 */
export async function missingProfileParts(
  executor: Executor,
  candidateUserIds: readonly number[],
): Promise<Map<number, ProfilePart[]>> {
  const rows = new Map(
    (await readStatusRows(executor, candidateUserIds)).map((row) => [row.candidateUserId, row]),
  );
  return new Map(candidateUserIds.map((id) => [id, missingPartsOf(rows.get(id))]));
}

/**
 * What the commission has locked, and which parts of the profile each candidate still has to
 * give. One function, so the profile page and apply judge completeness alike.
 */
async function profileStatuses(
  executor: Executor,
  candidateUserIds: readonly number[],
): Promise<Map<number, TProfileStatus>> {
  const [statusRows, holds] = await readAll(executor, [
    () => readStatusRows(executor, candidateUserIds),
    () => openHoldsByCandidate(executor, candidateUserIds),
  ]);
  const rows = new Map(statusRows.map((row) => [row.candidateUserId, row]));
  return new Map(
    candidateUserIds.map((id) => [id, toProfileStatus(rows.get(id), holds.get(id) ?? [])]),
  );
}

/** The status of one candidate's profile (profileStatuses of one). */
export async function profileStatus(
  executor: Executor,
  candidateUserId: number,
): Promise<TProfileStatus> {
  return (await profileStatuses(executor, [candidateUserId])).get(candidateUserId)!;
}
