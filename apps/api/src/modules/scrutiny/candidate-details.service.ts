import type {
  ScrutinyStatus,
  TCandidateDetails,
  TCandidateDetailsParams,
  TPreviewFile,
} from '@niyukti/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { checksOfApplication } from '../eligibility/index';
import * as repo from './candidate-details.repository';
import { scrutinyRowOf, seesEveryForm, type ScrutinyViewer } from './scrutiny.service';

const fileOf = (row: { fileId: number; contentType: string }): TPreviewFile => ({
  fileId: row.fileId,
  contentType: row.contentType,
});

/**
 * The candidate preview (candidate-details/{advertisementCode}/{studentId}/…): the form, the
 * candidate, the checks made again on the profile, their education, groups and documents, and
 * where the form stands in the viewer's list of `status`. An officer sees only the forms given
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
  const [application, candidate, checks, educations, groups, documents, place] = await Promise.all([
    scrutinyRowOf(db, form.id),
    repo.findCandidate(db, userId),
    checksOfApplication(db, userId, form.advertisementId),
    repo.educationsOf(db, userId),
    repo.groupsOf(db, userId),
    repo.documentsOf(db, userId),
    repo.placeOf(db, form, status, everyForm ? undefined : viewer.userId),
  ]);
  if (!candidate || !checks) throw new AppError('NOT_FOUND');
  const { firstName, middleName, lastName, ...identity } = candidate;
  return {
    application,
    candidate: {
      ...identity,
      name: [firstName, middleName, lastName].filter(Boolean).join(' '),
      dobBs: checks.age.dobBs,
    },
    checks,
    educations,
    groups: groups.map((group) => ({
      code: group.code,
      nameEn: group.nameEn,
      nameNe: group.nameNe,
      proof: fileOf(group),
      appliedFor: group.code === form.quotaCode,
    })),
    documents: documents.map((document) => ({ kind: document.kind, file: fileOf(document) })),
    place,
  };
}
