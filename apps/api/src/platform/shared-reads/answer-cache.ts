import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { ReadInvalidation, ReadTopic } from './read-invalidation';
import { readyAnswerOf, type CachedAnswer, type ReadyAnswer } from './ready-answer';

export interface AnswerCacheOptions {
  /** What the answers are made of: a change of any of them makes every answer old. */
  topics: readonly ReadTopic[];
  /** A safety net only: the writes that change an answer say so (ReadInvalidation). */
  ttlMs: number;
  /** Bytes kept at most (every filter and page of a list is an answer of its own). */
  maxBytes: number;
  /** The route's answer schema: each answer is checked against it once, when made. */
  schema: z.ZodType;
}

/**
 * Answers every client shares, kept ready by key (a page's filters, a record's id). One load per
 * key at a time, shared by whoever asks meanwhile; an answer whose load began before a change of
 * its topics is sent to those who asked for it, but not kept. Per instance, in memory: what
 * instances share is the news of a change, not the bytes (a Redis round trip per read would
 * cost more than making most of these answers).
 */
export function createAnswerCache(invalidation: ReadInvalidation, options: AnswerCacheOptions) {
  const answers = new LRUCache<string, ReadyAnswer>({
    maxSize: options.maxBytes,
    sizeCalculation: (answer) => Math.max(1, answer.body.length),
    ttl: options.ttlMs,
  });
  const loading = new Map<string, Promise<ReadyAnswer>>();
  const generation = () =>
    options.topics.reduce((sum, topic) => sum + invalidation.generation(topic), 0);
  let madeIn = generation();
  let hits = 0;
  let misses = 0;

  function forgetIfOld() {
    const now = generation();
    if (now === madeIn) return;
    answers.clear();
    loading.clear();
    madeIn = now;
  }

  function load(key: string, make: () => Promise<unknown>): Promise<ReadyAnswer> {
    const startedIn = madeIn;
    const pending = make()
      .then((value) => readyAnswerOf(options.schema.parse(value)))
      .then((answer) => {
        if (generation() === startedIn) answers.set(key, answer);
        return answer;
      })
      .finally(() => {
        if (loading.get(key) === pending) loading.delete(key);
      });
    loading.set(key, pending);
    return pending;
  }

  return {
    /** Where this cache stands: an answer made now is kept with `alias` only if it is unchanged. */
    generation,
    /** The answer kept under `key`, if there is one (without making it). */
    kept(key: string): CachedAnswer | undefined {
      forgetIfOld();
      const ready = answers.get(key);
      if (!ready) return undefined;
      hits++;
      return { answer: ready, hit: true };
    },
    /** Keeps `answer` under another key too, unless its topics changed since `madeAt`. */
    alias(key: string, answer: ReadyAnswer, madeAt: number) {
      if (generation() === madeAt) answers.set(key, answer);
    },
    /** The ready answer of `key`, made by `make` (the answer's value) when there is none. */
    async answer(key: string, make: () => Promise<unknown>): Promise<CachedAnswer> {
      forgetIfOld();
      const ready = answers.get(key);
      if (ready) {
        hits++;
        return { answer: ready, hit: true };
      }
      misses++;
      return { answer: await (loading.get(key) ?? load(key, make)), hit: false };
    },
    stats: () => ({ hits, misses, kept: answers.size, bytes: answers.calculatedSize }),
  };
}
