import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { isDatabaseUnavailable } from './database-unavailable';

/** Whether a trivial statement succeeds; an unreachable database is an answer, not an error. */
export async function databaseAnswers(db: Executor): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return false;
    throw error;
  }
}
