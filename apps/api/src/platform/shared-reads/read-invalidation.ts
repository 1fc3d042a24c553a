import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { connectRedis } from '../redis/connect-redis';

/**
 * What the shared reads are made of, as the writes that change them name it: a publish, a
 * go-live or a change of dates changes `advertisements`; saving a notice `notices`; saving a
 * master record `master-data` (the vacancies show the posts' and services' names too).
 */
export const READ_TOPICS = ['advertisements', 'notices', 'master-data'] as const;
export type ReadTopic = (typeof READ_TOPICS)[number];

/** The channel every instance hears changes on, in a Redis that may hold other things too. */
export const READ_CHANGES_CHANNEL = 'niyukti:shared-reads:changed';

export interface ReadInvalidation {
  /** Bumped by every change of the topic this instance hears of: a cache made before is old. */
  generation(topic: ReadTopic): number;
  /**
   * Said after a write has committed: this instance forgets at once, the others as soon as
   * Redis tells them (when REDIS_URL is set). Never throws: a Redis away costs the others at
   * most their caches' time to live.
   */
  changed(topic: ReadTopic): Promise<void>;
  /** Starts hearing the other instances (with REDIS_URL); called once the app has its log. */
  start(log: FastifyBaseLogger): Promise<void>;
  close(): Promise<void>;
}

const isReadTopic = (value: unknown): value is ReadTopic =>
  typeof value === 'string' && (READ_TOPICS as readonly string[]).includes(value);

/** The topics' generations in this instance's memory. */
function createGenerations() {
  const generations = new Map<ReadTopic, number>(READ_TOPICS.map((topic) => [topic, 0]));
  const of = (topic: ReadTopic) => generations.get(topic) ?? 0;
  const bump = (topic: ReadTopic) => void generations.set(topic, of(topic) + 1);
  return { of, bump, bumpAll: () => READ_TOPICS.forEach(bump) };
}

/**
 * The invalidation of one instance; with `redisUrl`, of every instance: a change is published on
 * READ_CHANGES_CHANNEL and each other instance bumps its own generation on hearing it. While
 * this instance's subscription was away it may have missed some, so on every (re)connection it
 * forgets everything once.
 */
export function createReadInvalidation(options: { redisUrl?: string } = {}): ReadInvalidation {
  const instance = randomUUID();
  const generations = createGenerations();
  let publisher: Redis | null = null;
  let subscriber: Redis | null = null;
  let log: FastifyBaseLogger | null = null;

  function hear(channel: string, message: string) {
    if (channel !== READ_CHANGES_CHANNEL) return;
    try {
      const change = JSON.parse(message) as { from?: unknown; topic?: unknown };
      if (change.from !== instance && isReadTopic(change.topic)) generations.bump(change.topic);
    } catch {
      log?.warn({ message }, 'an unreadable message on the shared reads channel was ignored');
    }
  }

  async function subscribe(redis: Redis) {
    generations.bumpAll();
    await redis.subscribe(READ_CHANGES_CHANNEL).catch((error: unknown) => {
      log?.warn({ err: error }, 'shared reads: could not hear the other instances yet');
    });
  }

  return {
    generation: generations.of,
    async changed(topic) {
      generations.bump(topic);
      if (!publisher) return;
      await publisher
        .publish(READ_CHANGES_CHANNEL, JSON.stringify({ from: instance, topic }))
        .catch((error: unknown) => {
          log?.warn({ err: error, topic }, 'shared reads: the other instances were not told');
        });
    },
    async start(appLog) {
      log = appLog;
      if (!options.redisUrl) return;
      publisher = await connectRedis(options.redisUrl, appLog, 'shared reads (publishing)');
      subscriber = await connectRedis(options.redisUrl, appLog, 'shared reads (hearing)');
      subscriber.on('message', hear);
      subscriber.on('ready', () => void subscribe(subscriber!));
      if (subscriber.status === 'ready') await subscribe(subscriber);
    },
    async close() {
      publisher?.disconnect();
      subscriber?.disconnect();
      publisher = subscriber = null;
    },
  };
}
