import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashing, hashPassword, verifyPassword } from './passwords';

// argon2id takes a core for each hash; a burst of sign-ins may take only all cores but one, so
// the event loop and the database keep theirs (decision 167).

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one or a broken hash', async () => {
    const hash = await hashPassword('Kathmandu@2082');
    expect(await verifyPassword(hash, 'Kathmandu@2082')).toBe(true);
    expect(await verifyPassword(hash, 'Pokhara@2082')).toBe(false);
    expect(await verifyPassword('not a hash', 'Kathmandu@2082')).toBe(false);
  });

  it('works on at most all cores but one at a time; the others wait their turn', async () => {
    const hash = await hashPassword('Kathmandu@2082');
    const atOnce = Math.max(1, availableParallelism() - 1);
    const burst = Array.from({ length: atOnce + 3 }, () => verifyPassword(hash, 'Kathmandu@2082'));
    await Promise.resolve();
    expect(hashing.activeCount).toBe(atOnce);
    expect(hashing.pendingCount).toBe(3);
    expect(await Promise.all(burst)).toEqual(Array(atOnce + 3).fill(true));
    expect(hashing.activeCount + hashing.pendingCount).toBe(0);
  });
});
