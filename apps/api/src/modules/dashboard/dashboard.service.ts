import type { Database } from '../../db/client';
import { ok } from '../../platform/errors/envelope';
import { createAnswerCache } from '../../platform/shared-reads/answer-cache';
import type { CachedAnswer } from '../../platform/shared-reads/ready-answer';
import type { ReadInvalidation } from '../../platform/shared-reads/read-invalidation';
import * as repo from './dashboard.repository';
import { ZCandidateDashboardResponse } from './dashboard.schemas';

/**
 * How long the people's figures (applicants, registered candidates, complete profiles) are
 * served before they are counted again. Counting complete profiles passes over every profile
 * table (about two seconds at 500k candidates on a busy machine), so no request waits for it:
 * an instance counts once when first asked, then serves what it has and recounts in the
 * background once the figures are older than this.
 */
export const FIGURES_TTL_MS = 60_000;

/** The answer is remade when the people's figures are recounted or an advertisement changes. */
const ANSWER_TTL_MS = FIGURES_TTL_MS;
const ANSWER_MAX_BYTES = 64 * 1024;

interface PeopleFigures {
  totalApplicants: number;
  registeredUsers: number;
  completeProfiles: number;
  figuresAsOf: string;
}

async function countPeople(db: Database): Promise<PeopleFigures> {
  const asOf = new Date();
  const [totalApplicants, registeredUsers, completeProfiles] = await Promise.all([
    repo.countApplicationsToLiveAdvertisements(db),
    repo.countCandidates(db),
    repo.countCompleteProfiles(db),
  ]);
  return { totalApplicants, registeredUsers, completeProfiles, figuresAsOf: asOf.toISOString() };
}

/** The people's figures, counted at most once at a time per instance and served while recounted. */
function peopleFiguresOf(db: Database, ttlMs: number) {
  let latest: PeopleFigures | null = null;
  let counting: Promise<PeopleFigures> | null = null;

  function recount(): Promise<PeopleFigures> {
    counting ??= countPeople(db)
      .then((figures) => (latest = figures))
      .finally(() => {
        counting = null;
      });
    return counting;
  }

  return async function peopleFigures(): Promise<PeopleFigures> {
    if (!latest) return recount();
    if (Date.now() - Date.parse(latest.figuresAsOf) >= ttlMs)
      // A failed background count keeps the older figures; the next request tries again.
      recount().catch(() => {});
    return latest;
  };
}

/**
 * The season's figures of the candidate's dashboard, the same for every candidate (decision
 * 165): the live advertisements and their posts, counted again the moment an advertisement
 * goes live, is published or changes (a cheap count), beside the people's figures above. My
 * own applications are counted by the web app from my list.
 */
export function createDashboardService(
  db: Database,
  reads: ReadInvalidation,
  ttlMs = FIGURES_TTL_MS,
) {
  const peopleFigures = peopleFiguresOf(db, ttlMs);
  const answers = createAnswerCache(reads, {
    topics: ['advertisements'],
    ttlMs: ANSWER_TTL_MS,
    maxBytes: ANSWER_MAX_BYTES,
    schema: ZCandidateDashboardResponse,
  });

  async function seasonFigures(): Promise<CachedAnswer> {
    const people = await peopleFigures();
    // Keyed by when the people were counted: a recount makes a new answer.
    return answers.answer(people.figuresAsOf, async () => {
      const live = await repo.countLiveAdvertisements(db);
      return ok({
        liveAdvertisements: live.advertisements,
        totalVacancies: live.vacancies,
        ...people,
      });
    });
  }

  return { seasonFigures };
}
