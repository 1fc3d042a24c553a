import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Traffic } from '../platform/http/traffic';
import { startTestApp, type TestApp } from '../test/test-app';
import {
  BUSY_REQUESTS_PER_SECOND,
  SUMMARY_MAX_AGE_MS,
  SUMMARY_MAX_AGE_WHEN_BUSY_MS,
  summaryCounter,
  type Summary,
} from './report-summaries';
import { reportSummaries } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const MINUTE = 60_000;
const quiet: Traffic = { count: () => {}, perSecond: () => 0 };
const busy: Traffic = { count: () => {}, perSecond: () => BUSY_REQUESTS_PER_SECOND + 1 };

/** A summary that only counts how often it was counted, last counted `agoMs` ago. */
async function aSummaryCounted(agoMs: number) {
  const summary: Summary & { counts: number } = {
    name: `test-summary-${agoMs}-${Math.random()}`,
    counts: 0,
    count: async () => {
      summary.counts++;
    },
  };
  await t.database.db
    .insert(reportSummaries)
    .values({ name: summary.name, countedAt: new Date(Date.now() - agoMs), tookMs: 1 });
  return summary;
}

describe("a summary's job", () => {
  it('counts one older than five minutes while the portal is quiet', async () => {
    const summary = await aSummaryCounted(SUMMARY_MAX_AGE_MS + MINUTE);
    expect(await summaryCounter(t.database.db, summary).look(quiet)).toBe(true);
    expect(summary.counts).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(reportSummaries)
      .where(eq(reportSummaries.name, summary.name));
    expect(Date.now() - row!.countedAt.getTime()).toBeLessThan(MINUTE);
  });

  it('waits while the portal is busy, until the summary is an hour old', async () => {
    const waiting = await aSummaryCounted(SUMMARY_MAX_AGE_MS + MINUTE);
    expect(await summaryCounter(t.database.db, waiting).look(busy)).toBe(false);
    expect(waiting.counts).toBe(0);

    const old = await aSummaryCounted(SUMMARY_MAX_AGE_WHEN_BUSY_MS + MINUTE);
    expect(await summaryCounter(t.database.db, old).look(busy)).toBe(true);
    expect(old.counts).toBe(1);
  });

  it('leaves a young one alone, busy or not; a reader still has it counted at once', async () => {
    const summary = await aSummaryCounted(MINUTE);
    const counter = summaryCounter(t.database.db, summary);
    expect(await counter.look(quiet)).toBe(false);
    expect(await counter.look(busy)).toBe(false);
    expect(summary.counts).toBe(0);
    await counter.countForReader();
    expect(summary.counts).toBe(1);
  });
});

describe("the instance's traffic", () => {
  it('counts every request the app begins', async () => {
    const before = t.traffic.perSecond() * 60;
    for (let i = 0; i < 5; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(t.traffic.perSecond() * 60 - before).toBeCloseTo(5);
  });
});
