import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Traffic } from '../platform/http/traffic';
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
/**
 * While the instance is busy, how old it may grow: counting takes PostgreSQL for up to a minute
 * on a national season, and on a deadline day that minute every five made every request late
 * (decision 170). A reader who asks still has it counted at once.
 */
export const SUMMARY_MAX_AGE_WHEN_BUSY_MS = 60 * 60_000;
/** Busy: more requests than this begun a second over the last minute. */
export const BUSY_REQUESTS_PER_SECOND = 50;
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

  /** Counts now, unless a count began while this one waited for another instance's. */
  async function countNow(): Promise<Date> {
    const asked = new Date();
    await countSummary(db, summary, { unlessCountedSince: asked, unlessCounting: false });
    return (await countedAt(db, summary.name)) ?? asked;
  }

  /** Counts now for a reader, or joins the count under way on this instance. */
  function countForReader(): Promise<Date> {
    counting ??= countNow().finally(() => {
      counting = undefined;
    });
    return counting;
  }

  /**
   * One look of the job: counts when the last count is older than the age above, or than the
   * busy one while the instance is busy. Answers whether it counted.
   */
  function look(traffic: Traffic): Promise<boolean> {
    const busy = traffic.perSecond() > BUSY_REQUESTS_PER_SECOND;
    const maxAgeMs = busy ? SUMMARY_MAX_AGE_WHEN_BUSY_MS : SUMMARY_MAX_AGE_MS;
    return countSummary(db, summary, {
      unlessCountedSince: new Date(Date.now() - maxAgeMs),
      unlessCounting: true,
    });
  }

  return {
    countForReader,
    look,
    /** When the summary was counted, counting it first if it never was. */
    async countedAt(): Promise<Date> {
      return (await countedAt(db, summary.name)) ?? (await countForReader());
    },
    /** The job: looks every minute. */
    startJob(traffic: Traffic, log: FastifyBaseLogger): Poller {
      return startPoller(`summary ${summary.name}`, LOOK_EVERY_MS, () => look(traffic), log);
    },
  };
}
