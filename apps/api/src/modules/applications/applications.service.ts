import { todayIso, type TSubmitApplication, type TValidationIssue } from '@niyukti/shared';
import type { Database } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { AppError } from '../../platform/errors/app-error';
import { createBatchQueue, type BatchQueueOptions } from '../../platform/batching/batch-queue';
import { submittedApplicationNotices } from '../notifications/index';
import { assessVacancies, lockCandidates, type VacancyAssessment } from '../eligibility/index';
import { toApplication } from './applications.mapper';
import * as repo from './applications.repository';
import { missingProfileParts } from '../profile/index';
import { readAll } from '../../db/read-all';

type ApplyChoices = repo.ApplyChoiceVerdict;

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

/** What became of an apply: its application, or why not. */
type Outcome = repo.ApplicationRow | Error;

/** One candidate's apply, waiting in the queue. */
interface ApplyRequest {
  candidateUserId: number;
  input: TSubmitApplication;
}

/** What an accepted apply writes, and what its notification names. */
interface Acceptance {
  application: repo.NewApplication;
  assessment: VacancyAssessment;
}

/** Accepts an apply or says why not, in the order a candidate would fix things. */
function decide(
  request: ApplyRequest,
  assessment: VacancyAssessment | AppError,
  choices: ApplyChoices,
): Acceptance | AppError {
  try {
    if (assessment instanceof AppError) throw assessment;
    assertExamCentre(choices);
    assertMayApply(assessment);
    assertSubjectChoice(choices, request.input);
    const application = {
      candidateUserId: request.candidateUserId,
      ...request.input,
      feePaisa: assessment.feePaisa!,
      doubleFee: assessment.eligibility.window.phase === 'double',
    };
    return { application, assessment };
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** What the application's `applied` event says of it. */
const appliedDetailOf = ({ application, assessment }: Acceptance) => ({
  feePaisa: application.feePaisa,
  extraGroup: assessment.eligibility.window.extraGroup,
  ...(assessment.reapply && { reapply: true }),
});

const noticeOf = ({ application, assessment }: Acceptance) => ({
  candidateUserId: application.candidateUserId,
  facts: {
    post: assessment.advertisement.post,
    advertisementNumber: assessment.advertisement.number,
    feePaisa: application.feePaisa,
  },
});

/**
 * What the candidate locks do not guard, read beside the transaction on connections of their
 * own while it takes its locks: each profile's missing parts (a profile save takes no apply
 * lock, so reading them inside guarded nothing more) and what each advertisement offers. Two
 * round trips fewer on the way of every apply. Not on PGlite, whose one connection the
 * transaction holds: there they are read before it.
 */
function readBeside(db: Database, requests: readonly ApplyRequest[]) {
  const reads = readAll(db, [
    () =>
      missingProfileParts(
        db,
        requests.map((request) => request.candidateUserId),
      ),
    () =>
      repo.findApplyChoices(
        db,
        requests.map((request) => request.input),
      ),
  ]);
  // Awaited in the transaction, which fails with it; until then it must not count as unheard.
  reads.catch(() => {});
  return reads;
}

/**
 * Decides and writes the applies of distinct candidates in one transaction, the same
 * statements for one or a hundred: the candidates locked first (the extra-group fee and the
 * double submit are decided on what their earlier applications left), then the check and the
 * rows of those accepted, with their events and notices. Each answer is the new application or
 * why not.
 */
async function applyTogether(
  db: Database,
  requests: readonly ApplyRequest[],
  { besideTransaction }: { besideTransaction: boolean },
): Promise<Outcome[]> {
  const beside = readBeside(db, requests);
  if (!besideTransaction) await beside;
  return db.transaction(async (tx) => {
    // The lock's statement also has the named statements after it run on their generic plans.
    await lockCandidates(
      tx,
      requests.map((request) => request.candidateUserId),
    );
    const pairs = requests.map(({ candidateUserId, input }) => ({
      candidateUserId,
      advertisementId: input.advertisementId,
    }));
    const [missing, choices] = await beside;
    const assessments = await assessVacancies(tx, pairs, { missing });
    const decisions = requests.map((request, i) => decide(request, assessments[i]!, choices[i]!));
    const accepted = decisions.filter((d): d is Acceptance => !(d instanceof AppError));
    const ids = await repo.insertAppliedApplications(
      tx,
      accepted.map(({ application }) => application),
      accepted.map(appliedDetailOf),
      submittedApplicationNotices(accepted.map(noticeOf)),
    );
    // Read back before the commit, on the transaction's connection and its generic plan.
    const rows = new Map((await repo.findApplicationsByIds(tx, ids)).map((row) => [row.id, row]));
    const rowOf = new Map(accepted.map((acceptance, i) => [acceptance, rows.get(ids[i]!)!]));
    return decisions.map((d) => (d instanceof AppError ? d : rowOf.get(d)!));
  });
}

/** The requests in rounds in which each candidate appears at most once, in arrival order. */
function roundsOfDistinctCandidates<T extends ApplyRequest>(requests: readonly T[]): T[][] {
  const rounds: T[][] = [];
  const seen = new Map<number, number>();
  for (const request of requests) {
    const round = seen.get(request.candidateUserId) ?? 0;
    seen.set(request.candidateUserId, round + 1);
    (rounds[round] ??= []).push(request);
  }
  return rounds;
}

/** An apply that failed alone: a double submit the database caught, or the failure itself. */
function failureOf(error: unknown): Error {
  // The database, not a prior read, is what makes a double submit harmless.
  if (violatedUniqueConstraint(error) === 'applications_candidate_advertisement_key')
    return new AppError('ALREADY_APPLIED');
  return error instanceof Error ? error : new Error(String(error));
}

export interface ApplicationServiceOptions extends BatchQueueOptions {
  /** Apply's reads the locks do not guard go beside its transaction (not on PGlite). */
  readsBesideTransaction?: boolean;
}

export function createApplicationService(
  db: Database,
  { readsBesideTransaction = false, ...queueOptions }: ApplicationServiceOptions = {},
) {
  /** One round; if its transaction fails as a whole, each apply alone, so only its cause fails it. */
  async function applyRound(requests: readonly ApplyRequest[]): Promise<Outcome[]> {
    try {
      return await applyTogether(db, requests, { besideTransaction: readsBesideTransaction });
    } catch (error) {
      if (requests.length === 1) return [failureOf(error)];
      const outcomes: Outcome[] = [];
      for (const request of requests) outcomes.push(...(await applyRound([request])));
      return outcomes;
    }
  }

  /**
   * A batch from the queue: its rounds one after the other. A repeat of the very same apply (a
   * double click) is answered as a round of its own would answer it: 409 after a success, else
   * the same refusal.
   */
  async function applyBatch(requests: readonly ApplyRequest[]) {
    const firsts = new Map<string, ApplyRequest>();
    const repeats = new Map<ApplyRequest, ApplyRequest>();
    for (const request of requests) {
      const key = JSON.stringify([request.candidateUserId, request.input]);
      const first = firsts.get(key);
      if (first) repeats.set(request, first);
      else firsts.set(key, request);
    }
    const outcomes = new Map<ApplyRequest, Outcome>();
    for (const round of roundsOfDistinctCandidates([...firsts.values()])) {
      const results = await applyRound(round);
      round.forEach((request, i) => outcomes.set(request, results[i]!));
    }
    for (const [repeat, first] of repeats) {
      const outcome = outcomes.get(first)!;
      outcomes.set(repeat, outcome instanceof Error ? outcome : new AppError('ALREADY_APPLIED'));
    }
    const today = todayIso();
    return requests.map((request) => {
      const outcome = outcomes.get(request)!;
      return outcome instanceof Error ? outcome : toApplication(outcome, today);
    });
  }

  const queue = createBatchQueue(applyBatch, queueOptions);

  /** Applies, together with whoever else applies at the same moment (apply's group commit). */
  function submitApplication(candidateUserId: number, input: TSubmitApplication) {
    return queue.submit({ candidateUserId, input });
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
