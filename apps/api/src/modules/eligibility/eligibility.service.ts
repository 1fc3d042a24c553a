import {
  INTERNAL_COMPETITION_QUOTA_CODE,
  ageEligibility,
  applicationFee,
  applicationPhase,
  describeApplicationWindow,
  groupEligibility,
  qualificationEligibility,
  todayIso,
  type TVacancyEligibility,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { findCandidateAgeFacts, listAgeLimits } from '../age-limits/age-limits.repository';
import { profileStatus } from '../profile/profile-status';
import { toCandidateEducation, toQualificationRule } from './eligibility.mapper';
import * as repo from './eligibility.repository';

/** The answer for people, plus what apply needs to go on (the post, the fee). */
export interface VacancyAssessment {
  eligibility: TVacancyEligibility;
  postId: number;
  /** Today's fee of this application, extra group or not; null once closed. */
  feePaisa: number | null;
}

/**
 * Everything that decides whether a candidate may apply to a live advertisement today: age on
 * the cut-off date, qualification, group, the deadlines and fee, the profile's missing parts,
 * and the post's other groups. Runs on `executor`, so apply asks it inside its transaction
 * (queries one after the other there). Anything not live is NOT_FOUND, as for the vacancy page.
 */
export async function assessVacancy(
  executor: Executor,
  candidateUserId: number,
  advertisementId: number,
  today = todayIso(),
): Promise<VacancyAssessment> {
  const advertisement = await repo.findLiveAdvertisement(executor, advertisementId);
  if (!advertisement) throw new AppError('NOT_FOUND');
  const facts = await findCandidateAgeFacts(executor, candidateUserId);
  if (!facts) throw new AppError('NOT_FOUND');
  const internal = advertisement.quotaCode === INTERNAL_COMPETITION_QUOTA_CODE;

  const ageRules = await listAgeLimits(executor, advertisement.classId, advertisement.serviceId);
  const candidate = { gender: facts.gender, disabled: facts.disabled, internal };
  const age = {
    advertisementId,
    ...ageEligibility({
      dobAd: facts.dobAd,
      cutOffAd: advertisement.ageCutOffDate,
      rules: ageRules,
      candidate,
    }),
    candidate,
  };

  const qualification = qualificationEligibility({
    rules: (await repo.findQualificationsOfPost(executor, advertisement.postId)).map(
      toQualificationRule,
    ),
    educations: (await repo.findEducations(executor, candidateUserId)).map(toCandidateEducation),
    competition: internal ? 'internal' : 'open',
  });

  const groupFacts = await repo.findGroupFacts(executor, candidateUserId);
  const groupCandidate = { gender: facts.gender, ...groupFacts };
  const quotaOf = (row: { quotaCode: string; quotaEn: string; quotaNe: string }) => ({
    code: row.quotaCode,
    name: { en: row.quotaEn, ne: row.quotaNe },
  });
  const group = groupEligibility(quotaOf(advertisement), groupCandidate);

  const { missing } = await profileStatus(executor, candidateUserId);

  const siblings = await repo.findLiveGroupsOfPost(executor, advertisement.postId);
  const mine = await repo.findApplicationsTo(
    executor,
    candidateUserId,
    siblings.map((sibling) => sibling.advertisementId),
  );
  const extraGroup = siblings.some(
    (sibling) => sibling.advertisementId !== advertisementId && mine.has(sibling.advertisementId),
  );
  const schedule = {
    feePaisa: advertisement.feePaisa,
    extraFeePaisa: advertisement.extraFeePaisa ?? advertisement.feePaisa,
    singleFeeDeadline: advertisement.singleFeeDeadline,
    doubleFeeDeadline: advertisement.doubleFeeDeadline,
  };
  const phase = applicationPhase(today, schedule);
  const feePaisa = applicationFee(today, schedule, extraGroup);
  // A further group costs the extra fee once any group of the post has been applied to.
  const anyApplied = mine.size > 0;

  const myApplicationId = mine.get(advertisementId) ?? null;
  const passes = [age.eligible, qualification.eligible, group.eligible, phase !== 'closed'];
  return {
    postId: advertisement.postId,
    feePaisa,
    eligibility: {
      advertisementId,
      eligible: passes.every(Boolean) && missing.length === 0 && myApplicationId === null,
      myApplicationId,
      age,
      qualification,
      group,
      window: {
        eligible: phase !== 'closed',
        phase,
        feePaisa,
        extraGroup,
        basicFeePaisa: schedule.feePaisa,
        extraFeePaisa: schedule.extraFeePaisa,
        explanation: describeApplicationWindow(phase, schedule),
      },
      profile: { eligible: missing.length === 0, missing },
      groups: siblings.map((sibling) => {
        const applied = mine.get(sibling.advertisementId) ?? null;
        return {
          ...sibling,
          eligible: groupEligibility(quotaOf(sibling), groupCandidate).eligible,
          myApplicationId: applied,
          feePaisa: applied === null ? applicationFee(today, schedule, anyApplied) : null,
        };
      }),
    },
  };
}

export function createEligibilityService(db: Database) {
  async function checkVacancy(candidateUserId: number, advertisementId: number) {
    return (await assessVacancy(db, candidateUserId, advertisementId)).eligibility;
  }
  return { checkVacancy };
}
