import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { toTimeline } from './application-timeline.mapper';
import * as repo from './application-timeline.repository';

export function createApplicationTimelineService(db: Database) {
  /** Another candidate's application is "not found", never "forbidden": ids reveal nothing. */
  async function getTimeline(applicationId: number, candidateUserId: number) {
    if (!(await repo.isApplicationOfCandidate(db, applicationId, candidateUserId)))
      throw new AppError('NOT_FOUND');
    return toTimeline(await repo.listTimelineEvents(db, applicationId));
  }

  /** Any application's timeline, for staff whose route already checked their privilege. */
  async function timelineForStaff(applicationId: number) {
    return toTimeline(await repo.listTimelineEvents(db, applicationId));
  }

  return { getTimeline, timelineForStaff };
}
