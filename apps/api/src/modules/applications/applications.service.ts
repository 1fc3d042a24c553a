import { todayIso, type TSubmitApplication, type TValidationIssue } from '@niyukti/shared';
import type { Database } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { AppError } from '../../platform/errors/app-error';
import { notifyApplicationSubmitted } from '../notifications/events';
import { assessVacancy, type VacancyAssessment } from '../eligibility/eligibility.service';
import { lockCandidate } from '../eligibility/eligibility.repository';
import { toApplication } from './applications.mapper';
import * as repo from './applications.repository';

type ApplyChoices = Awaited<ReturnType<typeof repo.findApplyChoices>>;

/** The exam centre must be one the advertisement offers. */
function assertExamCentre(choices: ApplyChoices) {
  if (!choices.offersExamCentre)
    throw new AppError('VALIDATION_FAILED', {
      issues: [{ path: 'examCentreId', message: 'validation.id' }],
    });
}

/** Spec §5 "Apply": the faculty and subject, when the post offers any, must be one of its pairs. */
function assertSubjectChoice(choices: ApplyChoices, input: TSubmitApplication) {
  const issues: TValidationIssue[] = [];
  if (!choices.offersSubjects) {
    if (input.facultyId !== null) issues.push({ path: 'facultyId', message: 'validation.invalid' });
    if (input.subjectId !== null) issues.push({ path: 'subjectId', message: 'validation.invalid' });
  } else {
    if (input.facultyId === null)
      issues.push({ path: 'facultyId', message: 'validation.required' });
    if (input.subjectId === null)
      issues.push({ path: 'subjectId', message: 'validation.required' });
    if (issues.length === 0 && !choices.offersChosenSubject)
      issues.push({ path: 'subjectId', message: 'validation.unknownReference' });
  }
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { issues });
}

/** Refuses what the eligibility check refuses, in the order a candidate would fix it. */
function assertMayApply(assessment: VacancyAssessment) {
  const { eligibility, feePaisa } = assessment;
  if (eligibility.myApplicationId !== null) throw new AppError('ALREADY_APPLIED');
  if (feePaisa === null) throw new AppError('APPLICATION_WINDOW_CLOSED');
  const { missing } = eligibility.profile;
  // Spec §4: missing documents block applying. The profile page judges with the same
  // function; a lock is no gap, so a locked but complete profile still applies.
  if (missing.length > 0) throw new AppError('PROFILE_INCOMPLETE', { missing });
  const failed = (['age', 'qualification', 'group'] as const).filter(
    (part) => !eligibility[part].eligible,
  );
  if (failed.length > 0)
    throw new AppError('NOT_ELIGIBLE', {
      failed,
      explanations: failed.map((part) => eligibility[part].explanation),
    });
}

export function createApplicationService(db: Database) {
  async function submitApplication(candidateUserId: number, input: TSubmitApplication) {
    try {
      const id = await db.transaction(async (tx) => {
        // One application of a candidate at a time: the extra-group fee and the double
        // submit are decided on what the candidate's earlier applications left.
        await lockCandidate(tx, candidateUserId);
        // Statements one after the other (PGlite cannot overlap them), each a round trip.
        const assessment = await assessVacancy(tx, candidateUserId, input.advertisementId);
        const choices = await repo.findApplyChoices(tx, input);
        assertExamCentre(choices);
        assertMayApply(assessment);
        assertSubjectChoice(choices, input);
        const feePaisa = assessment.feePaisa!;
        const applicationId = await repo.insertApplication(tx, {
          candidateUserId,
          ...input,
          feePaisa,
          doubleFee: assessment.eligibility.window.phase === 'double',
        });
        await repo.recordApplicationEvent(tx, {
          applicationId,
          kind: 'applied',
          actorUserId: candidateUserId,
          detail: {
            feePaisa,
            extraGroup: assessment.eligibility.window.extraGroup,
            ...(assessment.reapply && { reapply: true }),
          },
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
