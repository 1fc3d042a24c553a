// Sign-in failures are counted for every name typed, known or not (auth.repository.ts), so
// guessed names leave rows behind; a day after their last failure (and their lock) they no
// longer count, and this job deletes them. Any number of instances may run it.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { startPoller, type Poller } from '../../platform/jobs/poller';
import { deleteStaleSignInFailures } from './auth.repository';

export const SIGN_IN_FAILURE_CLEANUP_INTERVAL_MS = 60 * 60_000;

export function startSignInFailureCleanup(
  db: Database,
  log: FastifyBaseLogger,
  intervalMs = SIGN_IN_FAILURE_CLEANUP_INTERVAL_MS,
): Poller {
  return startPoller('sign-in-failures', intervalMs, () => deleteStaleSignInFailures(db), log);
}
