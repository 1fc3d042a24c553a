import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { startPoller, type Poller } from '../platform/jobs/poller';
import type { Database, Executor, Transaction } from './client';
import { rowsOf } from './raw-rows';
import { reportSummaries } from './schema';

// Summaries a report reads instead of counting a season's rows on every request (decisions
// 160, 161): each is counted whole in one transaction (readers see the old counts whole until
// the new ones are in), one instance at a time, by a job when it has grown old and when a
// reader asks; `report_summaries` says when each was counted, which the report shows.

export interface Summary {
  /** Its row in `report_summaries`, and its advisory lock (by the name's hash). */
  name: string;
  /** Empties the summary's tables and fills them again, in the transaction given. */
  count(tx: Transaction): Promise<void>;
}

/** How old a summary may grow before its job counts it again. */
export const SUMMARY_MAX_AGE_MS = 5 * 60_000;
/** How often each summary's job looks at its age. */
const LOOK_EVERY_MS = 60_000;

/** When the summary was counted (the time counting began); undefined before the first time. */
export async function countedAt(executor: Executor, name: string): Promise<Date | undefined> {
  const [row] = await executor
    .select({ countedAt: reportSummaries.countedAt })
    .from(reportSummaries)
    .where(eq(reportSummaries.name, name));
  return row?.countedAt;
}

/**
 * Counts the summary again unless a count began at or after `unlessCountedSince` (as when
 * another instance counted it while this one waited for the lock), or, with `unlessCounting`,
 * while another instance is counting it. Answers whether it counted.
 */
async function countSummary(
  db: Database,
  summary: Summary,
  options: { unlessCountedSince: Date; unlessCounting: boolean },
) {
  return db.transaction(async (tx) => {
    if (options.unlessCounting) {
      const [lock] = await rowsOf<{ taken: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(hashtext(${summary.name})) as taken`,
      );
      if (!lock?.taken) return false;
    } else {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${summary.name}))`);
    }
    const last = await countedAt(tx, summary.name);
    if (last && last >= options.unlessCountedSince) return false;
    // The counts are of the rows as they stood when counting began: that is the time shown.
    const began = new Date();
    await summary.count(tx);
    const row = { name: summary.name, countedAt: began, tookMs: Date.now() - began.getTime() };
    await tx
      .insert(reportSummaries)
      .values(row)
      .onConflictDoUpdate({ target: reportSummaries.name, set: row });
    return true;
  });
}

/** A summary's counting for one instance: for its readers, and for its job. */
export function summaryCounter(db: Database, summary: Summary) {
  /** The count this instance is making, which a reader asking meanwhile waits for. */
  let counting: Promise<Date> | undefined;

  async function countNow(maxAgeMs: number, unlessCounting: boolean): Promise<Date> {
    const unlessCountedSince = new Date(Date.now() - maxAgeMs);
    await countSummary(db, summary, { unlessCountedSince, unlessCounting });
    return (await countedAt(db, summary.name)) ?? unlessCountedSince;
  }

  /** Counts now for a reader, or joins the count under way on this instance. */
  function countForReader(): Promise<Date> {
    counting ??= countNow(0, false).finally(() => {
      counting = undefined;
    });
    return counting;
  }

  return {
    countForReader,
    /** When the summary was counted, counting it first if it never was. */
    async countedAt(): Promise<Date> {
      return (await countedAt(db, summary.name)) ?? (await countForReader());
    },
    /** The job: looks every minute, counts when the last count is older than the age above. */
    startJob(log: FastifyBaseLogger): Poller {
      return startPoller(
        `summary ${summary.name}`,
        LOOK_EVERY_MS,
        () => countNow(SUMMARY_MAX_AGE_MS, true),
        log,
      );
    },
  };
}
