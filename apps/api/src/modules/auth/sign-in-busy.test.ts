import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailures } from '../../db/schema';
import { HASHING_THREADS, hashPassword } from '../../platform/auth/passwords';
import { BUSY_RETRY_AFTER_SECONDS, messageOf } from '../../platform/errors/app-error';
import { requestToken } from '../../test/people';
import { startTestApp, type TestApp } from '../../test/test-app';
import { signInNameKey } from './auth.repository';

// A sign-in whose password check waits for a hashing thread past PASSWORD_HASH_WAIT_LIMIT_MS is
// refused BUSY instead of hanging (decision 174). Here the limit is 1 ms, and the threads are
// kept busy by hashes of this process (each takes a thread for milliseconds), so the sign-in's
// check cannot have its turn in time.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PASSWORD_HASH_WAIT_LIMIT_MS: '1' });
});
afterAll(async () => t?.close());

describe('a sign-in whose password check waits too long', () => {
  it('is answered 503 BUSY with Retry-After, not as a refused grant, and counts as no failure', async () => {
    const others = Array.from({ length: HASHING_THREADS * 20 }, () => hashPassword('Pokhara@2082'));
    const answer = await requestToken(t.app, 'admin', 'Admin@2082');
    await Promise.all(others);
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(answer.json()).toMatchObject({ status: 0, code: 'BUSY', message: messageOf('BUSY') });
    const failures = await t.database.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.nameKey, signInNameKey('admin')));
    expect(failures).toEqual([]);
  });
});
