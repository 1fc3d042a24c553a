import { adToBs, type TPersonalDetails, type TPersonalDetailsView } from '@niyukti/shared';
import type { Database } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { AppError } from '../../platform/errors/app-error';
import * as repo from './personal.repository';
import { isOpenedByHold } from '../scrutiny/index';
import { beginProfileEdit } from './profile-lock';

export function createPersonalDetailsService(db: Database) {
  async function getPersonalDetails(candidateUserId: number): Promise<TPersonalDetailsView> {
    const row = await repo.findPersonalDetails(db, candidateUserId);
    if (!row) throw new AppError('NOT_FOUND');
    const { user, candidate, profile } = row;
    return {
      firstName: user.firstName,
      middleName: user.middleName,
      lastName: user.lastName,
      dobAd: candidate.dobAd,
      dobBs: adToBs(candidate.dobAd),
      gender: candidate.gender,
      citizenshipNumber: candidate.citizenshipNumber,
      citizenshipIssueDateAd: candidate.citizenshipIssueDateAd,
      citizenshipIssueDateBs: adToBs(candidate.citizenshipIssueDateAd),
      citizenshipIssueDistrictId: candidate.citizenshipIssueDistrictId,
      firstNameNe: profile?.firstNameNe ?? null,
      middleNameNe: profile?.middleNameNe ?? null,
      lastNameNe: profile?.lastNameNe ?? null,
      fatherNameEn: profile?.fatherNameEn ?? null,
      fatherNameNe: profile?.fatherNameNe ?? null,
      motherNameEn: profile?.motherNameEn ?? null,
      motherNameNe: profile?.motherNameNe ?? null,
      grandfatherNameEn: profile?.grandfatherNameEn ?? null,
      grandfatherNameNe: profile?.grandfatherNameNe ?? null,
      spouseNameEn: profile?.spouseNameEn ?? null,
      spouseNameNe: profile?.spouseNameNe ?? null,
      // Locked for the candidate unless a scrutiny hold opened the personal details to them.
      locked:
        candidate.profileLockedAt != null &&
        !(await isOpenedByHold(db, candidateUserId, 'personal')),
    };
  }

  /** Saves identity and names in one transaction, unless the commission locked the profile. */
  async function savePersonalDetails(candidateUserId: number, input: TPersonalDetails) {
    try {
      await db.transaction(async (tx) => {
        await beginProfileEdit(tx, candidateUserId, 'personal');
        await repo.saveIdentity(tx, candidateUserId, input);
        await repo.saveProfileNames(tx, candidateUserId, input);
      });
    } catch (error) {
      // Another candidate holds this citizenship number from this district.
      if (violatedUniqueConstraint(error) === 'candidates_citizenship_key')
        throw new AppError('DUPLICATE_CITIZENSHIP', {
          issues: [{ path: 'citizenshipNumber', message: 'error.DUPLICATE_CITIZENSHIP' }],
        });
      throw error;
    }
    return getPersonalDetails(candidateUserId);
  }

  return { getPersonalDetails, savePersonalDetails };
}
