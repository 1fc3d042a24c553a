import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { randomInt } from 'node:crypto';
import pLimit from 'p-limit';

/**
 * Hashes worked on at once, all but one core's worth: each argon2id takes a core for ~18 ms and
 * Node's thread pool would run four together, which on a small machine leaves the event loop
 * and PostgreSQL no core at all, so every other request waits behind a burst of sign-ins
 * (issue 22's surge). Past this, hashes wait their turn; the rest of the portal goes on.
 */
export const hashing = pLimit(Math.max(1, availableParallelism() - 1));

export const hashPassword = (password: string) => hashing(() => hash(password));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

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
