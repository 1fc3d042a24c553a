import type { Database } from '../../db/client';
import * as repo from './dashboard.repository';
import type { TCandidateDashboard } from '@niyukti/shared';

/**
 * How long the commission-wide figures are served before they are counted again. They are the
 * same for every candidate, and counting complete profiles passes over every profile table
 * (about two seconds at 500k candidates on a busy machine), so no request waits for it: an
 * instance counts once when first asked, then serves what it has and recounts in the
 * background once the figures are older than this. Only "my applications" is asked per
 * request, through an index.
 */
export const FIGURES_TTL_MS = 60_000;

type SharedFigures = Omit<TCandidateDashboard, 'myApplications'>;

async function countSharedFigures(db: Database): Promise<SharedFigures> {
  const asOf = new Date();
  const [live, totalApplicants, registeredUsers, completeProfiles] = await Promise.all([
    repo.countLiveAdvertisements(db),
    repo.countApplicationsToLiveAdvertisements(db),
    repo.countCandidates(db),
    repo.countCompleteProfiles(db),
  ]);
  return {
    liveAdvertisements: live.advertisements,
    totalVacancies: live.vacancies,
    totalApplicants,
    registeredUsers,
    completeProfiles,
    figuresAsOf: asOf.toISOString(),
  };
}

export function createDashboardService(db: Database, ttlMs = FIGURES_TTL_MS) {
  let latest: SharedFigures | null = null;
  let counting: Promise<SharedFigures> | null = null;

  /** One count at a time per instance, shared by whoever asks meanwhile. */
  function recount(): Promise<SharedFigures> {
    counting ??= countSharedFigures(db)
      .then((figures) => (latest = figures))
      .finally(() => {
        counting = null;
      });
    return counting;
  }

  async function sharedFigures(): Promise<SharedFigures> {
    if (!latest) return recount();
    if (Date.now() - Date.parse(latest.figuresAsOf) >= ttlMs)
      // A failed background count keeps the older figures; the next request tries again.
      recount().catch(() => {});
    return latest;
  }

  async function candidateDashboard(candidateUserId: number): Promise<TCandidateDashboard> {
    const [figures, myApplications] = await Promise.all([
      sharedFigures(),
      repo.countApplicationsOfCandidate(db, candidateUserId),
    ]);
    return { ...figures, myApplications };
  }

  return { candidateDashboard };
}
