import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAnswerCache } from './answer-cache';
import { createReadInvalidation } from './read-invalidation';

// The cache on its own, with no server: one load per key at a time, nothing old kept, bytes bounded.

const schema = z.object({ value: z.number() });

function aCache(maxBytes = 1024 * 1024) {
  const reads = createReadInvalidation();
  const cache = createAnswerCache(reads, { topics: ['notices'], ttlMs: 60_000, maxBytes, schema });
  return { reads, cache };
}

/** A load the test finishes when it wants, counting how often it was started. */
function aSlowLoad() {
  let started = 0;
  let finish: (value: number) => void = () => {};
  const make = () => {
    started++;
    return new Promise<unknown>((resolve) => {
      finish = (value) => resolve({ value });
    });
  };
  return { make, started: () => started, finish: (value: number) => finish(value) };
}

describe('an answer cache', () => {
  it('loads a key once for everyone who asks meanwhile, then answers from memory', async () => {
    const { cache } = aCache();
    const load = aSlowLoad();
    const asked = [cache.answer('k', load.make), cache.answer('k', load.make)];
    load.finish(1);
    const [first, second] = await Promise.all(asked);
    expect(load.started()).toBe(1);
    expect(second!.answer).toBe(first!.answer);
    expect(first!.answer.body.toString()).toBe('{"value":1}');
    const third = await cache.answer('k', load.make);
    expect([third.hit, load.started()]).toEqual([true, 1]);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, kept: 1 });
  });

  it('forgets every answer when its topic changes, and keeps none whose load began before', async () => {
    const { reads, cache } = aCache();
    await cache.answer('k', async () => ({ value: 1 }));
    await reads.changed('notices');
    const load = aSlowLoad();
    const during = cache.answer('k', load.make);
    await reads.changed('notices'); // a save lands while the page is being made
    load.finish(2);
    expect((await during).answer.body.toString()).toBe('{"value":2}');
    const after = await cache.answer('k', async () => ({ value: 3 }));
    expect([after.hit, after.answer.body.toString()]).toEqual([false, '{"value":3}']);
    // Another topic's change leaves it alone.
    await reads.changed('advertisements');
    expect((await cache.answer('k', async () => ({ value: 4 }))).hit).toBe(true);
  });

  it('checks an answer against its schema once, when made, and keeps no failed load', async () => {
    const { cache } = aCache();
    await expect(cache.answer('bad', async () => ({ value: 'one' }))).rejects.toThrow();
    await expect(
      cache.answer('gone', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    const retried = await cache.answer('gone', async () => ({ value: 5 }));
    expect([retried.hit, retried.answer.body.toString()]).toEqual([false, '{"value":5}']);
  });

  it('keeps no more bytes than it is given, dropping the least used', async () => {
    const { cache } = aCache(40); // two answers of 19 bytes
    for (const key of ['a', 'b', 'c']) await cache.answer(key, async () => ({ value: 1000000 }));
    expect(cache.stats().bytes).toBeLessThanOrEqual(40);
    expect((await cache.answer('c', async () => ({ value: 0 }))).hit).toBe(true);
    expect((await cache.answer('a', async () => ({ value: 0 }))).hit).toBe(false);
  });
});
