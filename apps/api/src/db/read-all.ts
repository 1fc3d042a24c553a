import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Independent reads on `executor`: side by side on the database, each on a connection of its
 * own, but one after another in a transaction, whose one connection runs one statement at a
 * time (node-postgres queues a second sent meanwhile, warns, and will refuse it in pg 9).
 * Each read is a function, so that none starts before its turn.
 */
export async function readAll<T extends readonly unknown[]>(
  executor: Executor,
  reads: readonly [...Reads<T>],
): Promise<T> {
  if (!(executor instanceof PgTransaction))
    return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
