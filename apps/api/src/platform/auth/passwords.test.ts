import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  hashing,
  hashingTurns,
  HASHING_NICE_INCREMENT,
  HASHING_THREADS,
  hashPassword,
  runHashTask,
  verifyPassword,
} from './passwords';

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The name in parentheses may hold spaces; the fields after it are plain numbers.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
}

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one or a broken hash', async () => {
    const hash = await hashPassword('Kathmandu@2082');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'Kathmandu@2082')).toBe(true);
    expect(await verifyPassword(hash, 'Pokhara@2082')).toBe(false);
    expect(await verifyPassword('not a hash', 'Kathmandu@2082')).toBe(false);
  });

  it('hashes on at most all cores but one, in threads below the server, which keeps its priority', async () => {
    const hash = await hashPassword('Kathmandu@2082');
    const burst = Array.from({ length: HASHING_THREADS + 3 }, () =>
      verifyPassword(hash, 'Kathmandu@2082'),
    );
    expect(await Promise.all(burst)).toEqual(Array(HASHING_THREADS + 3).fill(true));
    expect(hashing.threads.length).toBeGreaterThan(0);
    expect(hashing.threads.length).toBeLessThanOrEqual(HASHING_THREADS);

    const own = getPriority();
    const lowered = Math.min(19, own + HASHING_NICE_INCREMENT);
    const nices = threadNiceValues();
    expect(nices.filter((nice) => nice === lowered)).toHaveLength(hashing.threads.length);
    expect(nices.filter((nice) => nice === own).length).toBeGreaterThan(0);
  });

  it('refuses BUSY a hash whose turn does not come within its limit, and stops no thread', async () => {
    const threads = [...hashing.threads];
    // Every thread taken, and more waiting: a hash allowed 1 ms cannot have its turn in time.
    const before = Array.from({ length: HASHING_THREADS * 3 }, () => hashPassword('Pokhara@2082'));
    await expect(runHashTask({ op: 'hash', password: 'Kathmandu@2082' }, 1)).rejects.toMatchObject({
      code: 'BUSY',
    });
    expect(await Promise.all(before)).toHaveLength(HASHING_THREADS * 3);
    expect(hashing.threads).toEqual(threads);
    expect(hashingTurns.pendingCount + hashingTurns.activeCount).toBe(0);
    const hash = await hashPassword('Kathmandu@2082');
    expect(await verifyPassword(hash, 'Kathmandu@2082')).toBe(true);
  });
});
