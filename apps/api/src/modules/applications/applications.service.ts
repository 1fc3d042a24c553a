import { todayIso, type TSubmitApplication } from '@niyukti/shared';
import type { Database } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { AppError } from '../../platform/errors/app-error';
import { notifyApplicationSubmitted } from '../notifications/events';
import { profileStatus } from '../profile/profile-status';
import { toApplication } from './applications.mapper';
import * as repo from './applications.repository';

/**
 * The fee of an application made today: the basic fee until the single-fee deadline, double
 * after it until the double-fee deadline, and no application at all after that.
 */
export function feeForApplyingOn(
  today: string,
  advertisement: { feePaisa: number; singleFeeDeadline: string; doubleFeeDeadline: string },
): number | null {
  if (today <= advertisement.singleFeeDeadline) return advertisement.feePaisa;
  if (today <= advertisement.doubleFeeDeadline) return advertisement.feePaisa * 2;
  return null;
}

export function createApplicationService(db: Database) {
  async function submitApplication(candidateUserId: number, input: TSubmitApplication) {
    const advertisement = await repo.findAdvertisementForApplying(
      db,
      input.advertisementId,
      input.examCentreId,
    );
    if (!advertisement || advertisement.status !== 'live') throw new AppError('NOT_FOUND');
    if (advertisement.examCentreOffered === null)
      throw new AppError('VALIDATION_FAILED', {
        issues: [{ path: 'examCentreId', message: 'validation.id' }],
      });
    const feePaisa = feeForApplyingOn(todayIso(), advertisement);
    if (feePaisa === null) throw new AppError('APPLICATION_WINDOW_CLOSED');
    try {
      const id = await db.transaction(async (tx) => {
        // Spec §4: missing documents block applying. The profile page judges with the same
        // function; a lock is no gap, so a locked but complete profile still applies.
        const { missing } = await profileStatus(tx, candidateUserId);
        if (missing.length > 0) throw new AppError('PROFILE_INCOMPLETE', { missing });
        const applicationId = await repo.insertApplication(tx, {
          candidateUserId,
          ...input,
          feePaisa,
        });
        await repo.recordApplicationEvent(tx, {
          applicationId,
          kind: 'applied',
          actorUserId: candidateUserId,
          detail: { feePaisa },
        });
        await notifyApplicationSubmitted(tx, applicationId);
        return applicationId;
      });
      return getApplication(id, candidateUserId);
    } catch (error) {
      // The database, not a prior read, is what makes a double submit harmless.
      if (violatedUniqueConstraint(error) === 'applications_candidate_advertisement_key')
        throw new AppError('ALREADY_APPLIED');
      throw error;
    }
  }

  async function listApplications(candidateUserId: number) {
    const today = todayIso();
    return (await repo.listApplicationsOfCandidate(db, candidateUserId)).map((row) =>
      toApplication(row, today),
    );
  }

  /** Another candidate's application is "not found", never "forbidden": ids reveal nothing. */
  async function getApplication(id: number, candidateUserId: number) {
    const row = await repo.findApplicationOfCandidate(db, id, candidateUserId);
    if (!row) throw new AppError('NOT_FOUND');
    return toApplication(row, todayIso());
  }

  return { submitApplication, listApplications, getApplication };
}
