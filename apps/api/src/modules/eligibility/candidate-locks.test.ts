import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows';
import { startTestApp, type TestApp } from '../../test/test-app';
import { lockCandidates } from './eligibility.repository';

// Apply's transaction begins with lockCandidates, whose statement also has the transaction's
// named statements run on their generic plans (decision 173), and only that transaction's.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

type Setting = { plan_cache_mode: string };
const planCacheMode = sql`select current_setting('plan_cache_mode') as plan_cache_mode`;

describe('lockCandidates', () => {
  it('asks for generic plans until its transaction ends, and no longer', async () => {
    const db = t.database.db;
    const [before] = await rowsOf<Setting>(db, planCacheMode);
    const inside = await db.transaction(async (tx) => {
      await lockCandidates(tx, [3, 1, 2, 1]);
      return (await rowsOf<Setting>(tx, planCacheMode))[0];
    });
    const [after] = await rowsOf<Setting>(db, planCacheMode);
    expect(before?.plan_cache_mode).toBe('auto');
    expect(inside?.plan_cache_mode).toBe('force_generic_plan');
    expect(after?.plan_cache_mode).toBe('auto');
  });
});
