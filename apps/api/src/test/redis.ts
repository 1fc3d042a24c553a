import { Redis } from 'ioredis';

export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * A connected Redis for a test that needs one (rate limits and caches shared by instances):
 * REDIS_URL, else the local default. Under CI, where .ci/run starts Redis, an unreachable one
 * fails the test with the reason; on a laptop without Redis the test is skipped instead
 * (`describe.skipIf(!redis)`), so it is never silently skipped where it must run.
 */
export async function redisForTests(
  url = process.env.REDIS_URL ?? DEFAULT_TEST_REDIS_URL,
  { underCi = process.env.CI === 'true' } = {},
): Promise<Redis | null> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {}); // a refused connection is answered below, not as an event
  try {
    await client.connect();
    return client;
  } catch (error) {
    client.disconnect();
    if (underCi)
      throw new Error(
        `Redis is needed by this test and is not reachable at ${url} ` +
          `(${(error as Error).message}); .ci/run starts it, or set REDIS_URL`,
      );
    return null;
  }
}
