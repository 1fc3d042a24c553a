import pg from 'pg';
import { isDatabaseUnavailable } from './database-unavailable';

/**
 * node-postgres's pool, mended for connections that die while checked out.
 *
 * Drizzle's transaction checks a connection out, sends `begin` and releases the connection in a
 * `finally` that only starts after `begin` succeeded: a connection killed at that moment (a
 * restart, a failover) was never given back, and after as many such deaths as the pool is large
 * every request waited for a connection forever. Here a connection whose statement fails because
 * the database is away is given back at once, as broken (the pool closes it); the release that
 * may follow is then ignored.
 */
export function createResilientPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  // Only the promise form Drizzle uses is mended; pool.query's callback form releases by itself.
  pool.connect = ((callback?: unknown) =>
    callback
      ? connect(callback)
      : (connect() as Promise<pg.PoolClient>).then(giveBackWhenBroken)) as typeof pool.connect;
  return pool;
}

function giveBackWhenBroken(client: pg.PoolClient): pg.PoolClient {
  let released = false;
  const release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  const query = (...args: unknown[]) => {
    const result = (client.query as (...a: unknown[]) => unknown)(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) release(error as Error);
      throw error;
    });
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'release') return release;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
