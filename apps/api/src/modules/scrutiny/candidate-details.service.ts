import type { ScrutinyStatus, TCandidateDetails, TCandidateDetailsParams } from '@niyukti/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { checksOfApplication } from '../eligibility/index';
import { readSnapshot } from '../profile/index';
import { keptSnapshotOf } from './scrutiny.repository';
import * as repo from './candidate-details.repository';
import { scrutinyRowOf, seesEveryForm, type ScrutinyViewer } from './scrutiny.service';

/**
 * The candidate preview (candidate-details/{advertisementCode}/{studentId}/…): the form; the
 * candidate, their education, groups and documents as the form's snapshot keeps them (taken
 * now if it has none), and whether the profile changed since; the checks made again on the
 * profile; and where the form stands in the viewer's list of `status`. An officer sees only the forms given
 * to them (one with SA, every form): another's is NOT_FOUND, as is a form that is not there.
 */
export async function candidateDetails(
  db: Database,
  params: TCandidateDetailsParams,
  status: ScrutinyStatus,
  viewer: ScrutinyViewer,
): Promise<TCandidateDetails> {
  const form = await repo.findForm(db, params.advertisementCode, params.studentId);
  const everyForm = seesEveryForm(viewer);
  if (!form || (!everyForm && form.officerUserId !== viewer.userId)) {
    throw new AppError('NOT_FOUND');
  }
  const userId = form.candidateUserId;
  const snapshotId = await keptSnapshotOf(db, form);
  const [application, snapshot, place] = await Promise.all([
    scrutinyRowOf(db, form.id),
    readSnapshot(db, snapshotId),
    repo.placeOf(db, form, status, everyForm ? undefined : viewer.userId),
  ]);
  if (!snapshot) throw new AppError('NOT_FOUND');
  const { content } = snapshot;
  // The checks apply made, made again on the profile as the form keeps it.
  const checks = await checksOfApplication(db, userId, form.advertisementId, {
    ...content.candidate,
    declaredGroupCodes: content.groups.map((group) => group.code),
    educations: content.educations,
  });
  if (!checks) throw new AppError('NOT_FOUND');
  const { disabled: _disabled, employmentStatus: _employment, ...identity } = content.candidate;
  return {
    application,
    candidate: { ...identity, dobBs: checks.age.dobBs },
    snapshot: {
      takenAt: snapshot.takenAt.toISOString(),
      profileChangedSince: snapshot.profileChangedSince,
    },
    checks,
    educations: content.educations,
    groups: content.groups.map((group) => ({
      ...group,
      appliedFor: group.code === form.quotaCode,
    })),
    documents: content.documents,
    place,
  };
}
