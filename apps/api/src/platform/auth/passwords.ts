import { availableParallelism } from 'node:os';
import { randomInt } from 'node:crypto';
import pLimit from 'p-limit';
import Piscina from 'piscina';
import { AppError } from '../errors/app-error';
import type { HashTask } from './hashing-worker';

/**
 * Hashes worked on at once, all but one core's worth: each argon2id takes a core for ~18 ms, and
 * as many at once as Node's thread pool runs would leave the event loop and PostgreSQL no core
 * at all on a small machine. Past this, hashes wait their turn (decision 167).
 */
export const HASHING_THREADS = Math.max(1, availableParallelism() - 1);

/**
 * How much lower than the server the hashing threads run (a Linux nice increment). Even at
 * cores − 1, a deadline day's sign-ins kept a core of two busy, at the same priority as the
 * requests and PostgreSQL, which queued behind them (issue 22's surge: apply p99 784 ms, 358 ms
 * with this). Lower, a hash takes what the rest leaves over: a sign-in waits a little longer
 * when the machine is full, everything else does not (decision 171).
 */
export const HASHING_NICE_INCREMENT = 10;

/** The worker threads that hash, each running argon2id on its own thread. */
export const hashing = new Piscina<HashTask, string | boolean>({
  filename: new URL('./hashing-worker.ts', import.meta.url).href,
  minThreads: 1,
  maxThreads: HASHING_THREADS,
  niceIncrement: HASHING_NICE_INCREMENT,
});

/**
 * The turns of the hashing threads: a hash waits here until a thread is free, not in piscina's
 * queue, whose only way to drop a hash is to stop the thread working on it (a new thread then
 * costs the event loop tens of milliseconds, over and over in a crowd).
 */
export const hashingTurns = pLimit(HASHING_THREADS);

/**
 * The longest a hash may wait for its turn. Past it the request is refused 503 BUSY ("try again
 * in a minute", with Retry-After) instead of hanging: with the machine full, the lowered threads
 * get little CPU, and a crowd signing in at once would otherwise queue without end (the surge
 * bench's ×2 had sign-ins unanswered after 10 s; decision 174). A hash at work is waited for: it
 * is done in milliseconds.
 */
export const HASH_WAIT_LIMIT_MS = 5_000;

/** Runs `task` on a hashing thread; BUSY if its turn has not come within `limitMs`. */
export function runHashTask(task: HashTask, limitMs = HASH_WAIT_LIMIT_MS) {
  return new Promise<string | boolean>((resolve, reject) => {
    let refused = false;
    const timer = setTimeout(() => {
      refused = true;
      reject(new AppError('BUSY'));
    }, limitMs);
    hashingTurns(async () => {
      // Refused while it waited: its turn passes at once to the next.
      if (refused) return undefined;
      clearTimeout(timer);
      return hashing.run(task);
    }).then((result) => {
      if (result !== undefined) resolve(result);
    }, reject);
  });
}

export const hashPassword = async (password: string) =>
  (await runHashTask({ op: 'hash', password })) as string;

/**
 * False for a wrong password, and for a stored value that is no argon2 hash; BUSY when the check
 * is not done within `limitMs` (sign-in's is set by PASSWORD_HASH_WAIT_LIMIT_MS).
 */
export const verifyPassword = async (
  passwordHash: string,
  password: string,
  limitMs = HASH_WAIT_LIMIT_MS,
) => (await runHashTask({ op: 'verify', passwordHash, password }, limitMs)) as boolean;

const LOWER = 'abcdefghjkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * A temporary password a person can type from an e-mail: no look-alike characters, and it
 * satisfies the password rule itself (upper, lower, digit) so a typed copy is never refused.
 */
export function generateTemporaryPassword(length = 10): string {
  const all = LOWER + UPPER + DIGITS;
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
