import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long a start waits for Redis, and a request for one command, before going without it. */
const REDIS_CONNECT_TIMEOUT_MS = 2_000;
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * A client of REDIS_URL for `purpose` (said in the log): commands fail at once while Redis is
 * away (no offline queue, no retries) and reconnection goes on in the background; every 'error'
 * is heard (an unheard one would end the process). The start waits for it a moment only, so an
 * instance whose Redis is down still starts, and works without what Redis shares.
 */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  purpose: string,
): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported)
      log.warn(
        { err: error },
        `Redis connection for ${purpose} failed; retrying in the background`,
      );
    reported = true;
  });
  redis.on('ready', () => (reported = false));
  await redis.connect().catch(() => {
    log.warn(`Redis is not reachable at start: ${purpose} go without it meanwhile`);
  });
  return redis;
}
