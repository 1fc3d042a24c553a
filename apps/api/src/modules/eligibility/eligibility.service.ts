import {
  INTERNAL_COMPETITION_QUOTA_CODE,
  ageEligibility,
  applicationFee,
  applicationPhase,
  describeApplicationWindow,
  groupEligibility,
  qualificationEligibility,
  todayIso,
  type FeeSchedule,
  type Gender,
  type GroupCandidate,
  type ProfilePart,
  type TVacancyEligibility,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { missingProfileParts } from '../profile/index';
import { toCandidateEducation, toQualificationRule } from './eligibility.mapper';
import * as repo from './eligibility.repository';

type FactsRow = Awaited<ReturnType<typeof repo.findVacancyFacts>>[number];
/** What findVacancyFacts read, for a user who is a candidate. */
type VacancyFacts = FactsRow & { dobAd: string; gender: Gender };

/** The answer for people, plus what apply needs to go on (the post, the fee). */
export interface VacancyAssessment {
  /** Everything but the post's list of groups, which only people read (checkVacancy adds it). */
  eligibility: Omit<TVacancyEligibility, 'groups'>;
  postId: number;
  /** Today's fee of this application, extra group or not; null once closed. */
  feePaisa: number | null;
  /** What the list of groups is judged on. */
  groupCandidate: GroupCandidate;
  schedule: FeeSchedule;
  /** Whether the candidate applied to any live group of the post, this one included. */
  anyApplied: boolean;
  /** The advertisement is pre-live and the candidate re-applies before it opens to all. */
  reapply: boolean;
  /** What the "application received" notification names. */
  advertisement: { number: string; post: { en: string; ne: string } };
}

const quotaOf = (row: { quotaCode: string; quotaEn: string; quotaNe: string }) => ({
  code: row.quotaCode,
  name: { en: row.quotaEn, ne: row.quotaNe },
});

function scheduleOf(facts: VacancyFacts): FeeSchedule {
  return {
    feePaisa: facts.feePaisa,
    extraFeePaisa: facts.extraFeePaisa ?? facts.feePaisa,
    singleFeeDeadline: facts.singleFeeDeadline,
    doubleFeeDeadline: facts.doubleFeeDeadline,
  };
}

/** Age on the cut-off date against the age limits of the post's class and service. */
function judgeAge(facts: VacancyFacts) {
  const internal = facts.quotaCode === INTERNAL_COMPETITION_QUOTA_CODE;
  const candidate = { gender: facts.gender, disabled: facts.disabled ?? false, internal };
  return {
    advertisementId: facts.id,
    ...ageEligibility({
      dobAd: facts.dobAd,
      cutOffAd: facts.ageCutOffDate,
      rules: facts.ageRules,
      candidate,
    }),
    candidate,
  };
}

/** The deadlines and today's fee: a further group of the post costs the extra fee. */
function judgeWindow(facts: VacancyFacts, today: string) {
  const schedule = scheduleOf(facts);
  const phase = applicationPhase(today, schedule);
  const feePaisa = applicationFee(today, schedule, facts.appliedToOtherGroup);
  return {
    schedule,
    window: {
      eligible: phase !== 'closed',
      phase,
      feePaisa,
      extraGroup: facts.appliedToOtherGroup,
      basicFeePaisa: schedule.feePaisa,
      extraFeePaisa: schedule.extraFeePaisa,
      explanation: describeApplicationWindow(phase, schedule),
    },
  };
}

/** Every part of the check on what findVacancyFacts and profileStatus read. */
function judge(facts: VacancyFacts, missing: ProfilePart[], today: string): VacancyAssessment {
  const age = judgeAge(facts);
  const qualification = qualificationEligibility({
    rules: facts.qualifications.map(toQualificationRule),
    educations: facts.educations.map(toCandidateEducation),
    competition: age.candidate.internal ? 'internal' : 'open',
  });
  const groupCandidate: GroupCandidate = {
    gender: facts.gender,
    inGovernmentService: facts.employmentStatus === 'government_service',
    declaredGroupCodes: facts.declaredGroupCodes,
  };
  const group = groupEligibility(quotaOf(facts), groupCandidate);
  const { schedule, window } = judgeWindow(facts, today);
  const passes = [age.eligible, qualification.eligible, group.eligible, window.eligible];
  return {
    postId: facts.postId,
    feePaisa: window.feePaisa,
    groupCandidate,
    schedule,
    anyApplied: facts.myApplicationId !== null || facts.appliedToOtherGroup,
    reapply: facts.status === 'pre_live',
    advertisement: {
      number: facts.advertisementNumber,
      post: { en: facts.postEn, ne: facts.postNe },
    },
    eligibility: {
      advertisementId: facts.id,
      eligible: passes.every(Boolean) && missing.length === 0 && facts.myApplicationId === null,
      myApplicationId: facts.myApplicationId,
      age,
      qualification,
      group,
      window,
      profile: { eligible: missing.length === 0, missing },
    },
  };
}

/** The assessment of one pair, or NOT_FOUND when the candidate may not see the advertisement. */
function assess(
  facts: FactsRow | undefined,
  missing: ProfilePart[],
  today: string,
): VacancyAssessment | AppError {
  if (!facts || facts.dobAd === null || facts.gender === null) return new AppError('NOT_FOUND');
  // A pre-live advertisement is open only to those who may re-apply to it.
  if (facts.status === 'pre_live' && !facts.appliedEarlier) return new AppError('NOT_FOUND');
  return judge({ ...facts, dobAd: facts.dobAd, gender: facts.gender }, missing, today);
}

/**
 * Everything that decides whether each candidate may apply to an advertisement today (a live
 * one, or a pre-live one they may re-apply to): age on the cut-off date, qualification, group,
 * the deadlines and fee, and the profile's missing parts. One candidate at most once: the
 * answers are in the order of `pairs`. Runs on `executor`, so apply asks it inside its
 * transaction, for a whole batch. `missing`, each candidate's missing profile parts, is read
 * here after the facts unless the caller read it already (apply reads it beside its
 * transaction). An advertisement the candidate may not see is NOT_FOUND, as on the vacancy page.
 */
export async function assessVacancies(
  executor: Executor,
  pairs: readonly repo.VacancyPair[],
  { today = todayIso(), missing }: { today?: string; missing?: Map<number, ProfilePart[]> } = {},
): Promise<(VacancyAssessment | AppError)[]> {
  const factsRows = await repo.findVacancyFacts(executor, pairs);
  const facts = new Map(factsRows.map((row) => [row.candidateUserId, row]));
  const missingParts =
    missing ??
    (await missingProfileParts(
      executor,
      pairs.map((pair) => pair.candidateUserId),
    ));
  return pairs.map((pair) =>
    assess(facts.get(pair.candidateUserId), missingParts.get(pair.candidateUserId)!, today),
  );
}

/** The assessment of one candidate and advertisement (assessVacancies of one pair). */
export async function assessVacancy(
  executor: Executor,
  candidateUserId: number,
  advertisementId: number,
  today = todayIso(),
): Promise<VacancyAssessment> {
  const [assessment] = await assessVacancies(executor, [{ candidateUserId, advertisementId }], {
    today,
  });
  if (assessment instanceof AppError) throw assessment;
  return assessment!;
}

/** A profile as an application was sent with it (its snapshot): what the checks read of it. */
export interface ProfileAsSent {
  dobAd: string;
  gender: Gender;
  disabled: boolean;
  employmentStatus: string | null;
  declaredGroupCodes: string[];
  educations: {
    levelRank: number;
    facultyId: number;
    levelEn: string;
    levelNe: string;
    facultyEn: string;
    facultyNe: string;
  }[];
}

/**
 * The age, qualification and group checks of an application, on the profile it was sent with
 * (`asSent`, its snapshot), against the advertisement whatever its state now: what the
 * scrutiny officer reads beside the form (issue 21). Undefined when the user is no candidate.
 */
export async function checksOfApplication(
  executor: Executor,
  candidateUserId: number,
  advertisementId: number,
  asSent: ProfileAsSent,
) {
  const facts = await repo.findFactsOfAnyAdvertisement(executor, {
    candidateUserId,
    advertisementId,
  });
  if (!facts) return undefined;
  const profile = {
    dobAd: asSent.dobAd,
    gender: asSent.gender,
    disabled: asSent.disabled,
    employmentStatus: asSent.employmentStatus as typeof facts.employmentStatus,
    declaredGroupCodes: asSent.declaredGroupCodes,
    educations: asSent.educations.map(({ levelRank, ...education }) => ({
      rank: levelRank,
      ...education,
    })),
  };
  const { eligibility } = judge({ ...facts, ...profile }, [], todayIso());
  return {
    age: eligibility.age,
    qualification: eligibility.qualification,
    group: eligibility.group,
  };
}

export function createEligibilityService(db: Database) {
  /** The check with the post's other groups: which the candidate may apply to, and at what fee. */
  async function checkVacancy(
    candidateUserId: number,
    advertisementId: number,
  ): Promise<TVacancyEligibility> {
    const today = todayIso();
    const assessment = await assessVacancy(db, candidateUserId, advertisementId, today);
    const siblings = await repo.findLiveGroupsOfPost(db, assessment.postId, candidateUserId);
    return {
      ...assessment.eligibility,
      groups: siblings.map((sibling) => ({
        ...sibling,
        eligible: groupEligibility(quotaOf(sibling), assessment.groupCandidate).eligible,
        feePaisa:
          sibling.myApplicationId === null
            ? applicationFee(today, assessment.schedule, assessment.anyApplied)
            : null,
      })),
    };
  }
  return { checkVacancy };
}
