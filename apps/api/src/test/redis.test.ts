import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { redisForTests } from './redis';

// Tests that need Redis fail under CI when it is missing, and are skipped only elsewhere.

const redis = await redisForTests();
afterAll(() => redis?.disconnect());

describe('a test that needs Redis', () => {
  it('fails under CI when Redis cannot be reached, naming the address', async () => {
    await expect(redisForTests('redis://127.0.0.1:1', { underCi: true })).rejects.toThrow(
      /not reachable at redis:\/\/127\.0\.0\.1:1/,
    );
  });

  it('is skipped, not failed, outside CI when Redis cannot be reached', async () => {
    await expect(redisForTests('redis://127.0.0.1:1', { underCi: false })).resolves.toBeNull();
  });

  it.skipIf(!redis)('reaches the Redis of REDIS_URL: a key written expires', async () => {
    const key = `niyukti:test:${randomBytes(6).toString('hex')}`;
    await redis!.set(key, 'यो', 'PX', 200);
    expect(await redis!.get(key)).toBe('यो');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await redis!.get(key)).toBeNull();
  });
});
