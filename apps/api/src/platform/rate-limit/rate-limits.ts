import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config';
import { clientKeyOf } from './client-address';
import { connectRedis } from '../redis/connect-redis';

/** Where the counters live in a Redis that may hold other things too. */
export const RATE_LIMIT_KEY_PREFIX = 'niyukti:rate-limit:';

/** Counts a request in the key's window: INCR, the window set by the first one. */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

interface Count {
  current: number;
  ttl: number;
}

type CountCallback = (error: Error | null, result?: Count) => void;

/** The route options @fastify/rate-limit hands a store's `child` (route, window, maximum). */
interface RouteLimit {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Fixed windows in this instance's memory, for while Redis does not answer. */
function createMemoryCounter() {
  const windows = new LRUCache<string, { current: number; endsAt: number }>({ max: 50_000 });
  return (key: string, timeWindow: number): Count => {
    const now = Date.now();
    const open = windows.get(key);
    const window =
      open && open.endsAt > now ? open : { current: 0, endsAt: now + Math.max(timeWindow, 1) };
    window.current += 1;
    windows.set(key, window);
    return { current: window.current, ttl: window.endsAt - now };
  };
}

type RedisCounter = Redis & {
  niyuktiRateLimit(key: string, timeWindow: number): Promise<[number, number]>;
};

/**
 * A store for @fastify/rate-limit that counts in Redis, shared by every instance, and in this
 * instance's memory whenever Redis does not answer (down, unreachable, slow): the limits hold
 * per instance for that while, instead of vanishing or turning requests into 500s.
 */
function sharedStore(redis: RedisCounter, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const countInMemory = createMemoryCounter();
  let degraded = false;
  redis.on('ready', () => {
    if (degraded) log.info('Redis is back: rate limits are shared by the instances again');
    degraded = false;
  });
  const fallBack = (error: Error) => {
    if (!degraded)
      log.warn(
        { err: error },
        'Redis does not answer: rate limits are counted in each instance until it is back',
      );
    degraded = true;
  };

  // The plugin makes the root store with `new Store(its options)`; routes get children.
  class Store {
    private prefix = RATE_LIMIT_KEY_PREFIX;

    incr(key: string, callback: CountCallback, timeWindow: number) {
      const fullKey = this.prefix + key;
      redis.niyuktiRateLimit(fullKey, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: Error) => {
          fallBack(error);
          callback(null, countInMemory(fullKey, timeWindow));
        },
      );
    }

    child(route: RouteLimit) {
      const { method = '', url = '' } = route.routeInfo ?? {};
      const child = new Store();
      child.prefix = `${this.prefix}${[method].flat().join(',')}${url}:`;
      return child;
    }
  }
  return Store as unknown as FastifyRateLimitStoreCtor;
}

/** The Redis of REDIS_URL, with the counting script defined on it. */
async function connectRedisCounter(url: string, log: FastifyBaseLogger): Promise<RedisCounter> {
  const redis = await connectRedis(url, log, 'rate limits');
  redis.defineCommand('niyuktiRateLimit', { numberOfKeys: 1, lua: COUNT_SCRIPT });
  return redis as RedisCounter;
}

/**
 * The options of @fastify/rate-limit: limits are declared per route (`config.rateLimit`),
 * clients are counted by `clientKeyOf(request.ip)` — the socket's address, or what a proxy of
 * TRUST_PROXY says — in Redis when REDIS_URL is set (closed with the app), else in memory.
 */
export async function rateLimitOptions(
  app: FastifyInstance,
  config: Pick<Config, 'RATE_LIMIT_ENABLED' | 'REDIS_URL'>,
): Promise<FastifyRateLimitOptions> {
  const options: FastifyRateLimitOptions = {
    global: false,
    enableDraftSpec: true,
    allowList: () => !config.RATE_LIMIT_ENABLED,
    keyGenerator: (request: FastifyRequest) => clientKeyOf(request.ip),
  };
  if (!config.REDIS_URL) return options; // the plugin's own store: this instance's memory
  const redis = await connectRedisCounter(config.REDIS_URL, app.log);
  app.addHook('onClose', async () => redis.disconnect());
  return { ...options, store: sharedStore(redis, app.log) };
}
