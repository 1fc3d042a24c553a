import {
  NOT_GIVEN_LABEL,
  toDevanagariDigits,
  type ReportBreakdown,
  type TAdvertisementReportQuery,
  type TAdvertisementReportRow,
  type TBreakdownRow,
  type TScrutinyReport,
  type TScrutinyReportQuery,
} from '@niyukti/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { startPoller, type Poller } from '../../../platform/jobs/poller';
import {
  listScrutinisedAdvertisements,
  type ScrutinisedAdvertisementRow,
} from '../allocation.repository';
import { DIMENSIONS, type Dimension } from './dimensions.repository';
import {
  countAgain,
  countedAt,
  readBreakdown,
  readCandidatesByYear,
  type BreakdownCountRow,
} from './report-counts.repository';
import { statusCountsOf, type AdvertisementStatusCounts } from './reports.repository';

/** A row's labels: master data's names, the fixed list's, or the key itself (codes, years). */
function labelled(row: BreakdownCountRow, dimension: Dimension): TBreakdownRow {
  const { key, label_en, label_ne, male, female, other, total } = row;
  const counts = { male, female, other, total };
  const listed = key === null ? undefined : dimension.labels?.[key];
  if (key === null)
    return { key, labelEn: NOT_GIVEN_LABEL.en, labelNe: NOT_GIVEN_LABEL.ne, ...counts };
  if (listed) return { key, labelEn: listed.en, labelNe: listed.ne, ...counts };
  if (label_en !== null && label_ne !== null) {
    return { key, labelEn: label_en, labelNe: label_ne, ...counts };
  }
  return { key, labelEn: key, labelNe: toDevanagariDigits(key), ...counts };
}

/** Compares two rows by the dimension's order; what the profile does not give goes last. */
function comparerOf(dimension: Dimension) {
  const listed = Object.keys(dimension.labels ?? {});
  const rank = (key: string) => {
    const at = listed.indexOf(key);
    return at === -1 ? listed.length : at;
  };
  return (a: TBreakdownRow, b: TBreakdownRow): number => {
    if (a.key === null || b.key === null) return a.key === null ? (b.key === null ? 0 : 1) : -1;
    switch (dimension.order) {
      case 'listed':
        return rank(a.key) - rank(b.key) || a.key.localeCompare(b.key);
      case 'numeric':
        return Number(a.key) - Number(b.key) || a.key.localeCompare(b.key);
      case 'text':
        return a.key.localeCompare(b.key);
      case 'count':
        return b.total - a.total || a.labelEn.localeCompare(b.labelEn);
    }
  };
}

const NO_APPLICATIONS = {
  totalApplicant: 0,
  paidCount: 0,
  pendingCount: 0,
  holdCount: 0,
  approvedCount: 0,
  rejectedCount: 0,
};

function toAdvertisementReportRow(
  row: ScrutinisedAdvertisementRow,
  counts: Omit<AdvertisementStatusCounts, 'advertisementId'> = NO_APPLICATIONS,
): TAdvertisementReportRow {
  const {
    finalisedAt: _finalised,
    organizationEn: _en,
    organizationNe: _ne,
    ...advertisement
  } = row;
  return {
    ...advertisement,
    totalApplicant: counts.totalApplicant,
    paidCount: counts.paidCount,
    pendingCount: counts.pendingCount,
    holdCount: counts.holdCount,
    approvedCount: counts.approvedCount,
    rejectedCount: counts.rejectedCount,
  };
}

/** The advertisement report's lines read at a time when it is written out whole. */
const SHEET_PAGE_SIZE = 500;

export function createScrutinyReportsService(db: Database) {
  /** The count this instance is making, which a reader asking meanwhile waits for. */
  let counting: Promise<Date> | undefined;

  /**
   * Counts the summaries unless a count began in the last `maxAgeMs` (or began while this one
   * waited for another instance's); answers when the summaries' count began.
   */
  async function countNow(maxAgeMs = 0, unlessCounting = false): Promise<Date> {
    const unlessCountedSince = new Date(Date.now() - maxAgeMs);
    await countAgain(db, { unlessCountedSince, unlessCounting });
    return (await countedAt(db)) ?? unlessCountedSince;
  }

  /** A count for a reader: joins the one under way here, else begins one. */
  function countForReader(): Promise<Date> {
    counting ??= countNow().finally(() => {
      counting = undefined;
    });
    return counting;
  }

  /** A page of the advertisement report: the advertisements, then their counts by one index. */
  async function advertisementReport(query: TAdvertisementReportQuery) {
    const { rows, total } = await listScrutinisedAdvertisements(db, query);
    const counts = await statusCountsOf(
      db,
      rows.map((row) => row.advertisementId),
    );
    const byId = new Map(counts.map((row) => [row.advertisementId, row]));
    return {
      items: rows.map((row) => toAdvertisementReportRow(row, byId.get(row.advertisementId))),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  return {
    advertisementReport,

    /** Every line of the advertisement report the filters name, a page at a time. */
    async *wholeAdvertisementReport(query: Omit<TAdvertisementReportQuery, 'page' | 'pageSize'>) {
      for (let page = 1; ; page++) {
        const { items, total } = await advertisementReport({
          ...query,
          page,
          pageSize: SHEET_PAGE_SIZE,
        });
        yield items;
        if (page * SHEET_PAGE_SIZE >= total) return;
      }
    },

    /**
     * The forms the filters name, by the breakdown's values and by gender (decision 156), as
     * the summaries counted them (decision 160); counted first if they never were.
     */
    async breakdown(
      breakdown: ReportBreakdown,
      query: TScrutinyReportQuery,
    ): Promise<TScrutinyReport> {
      const dimension = DIMENSIONS[breakdown];
      const counted = (await countedAt(db)) ?? (await countForReader());
      const { rows, total } = dimension.eachCandidateOnce
        ? await readCandidatesByYear(db, query)
        : await readBreakdown(db, breakdown, query);
      const labelledRows = rows.map((row) => labelled(row, dimension));
      return {
        breakdown,
        rows: labelledRows.sort(comparerOf(dimension)),
        total,
        countedAt: counted.toISOString(),
      };
    },

    /** Counts the summaries again for a reader who wants the figures as they are now. */
    async countAgain() {
      return { countedAt: (await countForReader()).toISOString() };
    },

    /** The job's round: counts again when the last count is older than `maxAgeMs`. */
    countWhenOlderThan: (maxAgeMs: number) => countNow(maxAgeMs, true),
  };
}

export type ScrutinyReportsService = ReturnType<typeof createScrutinyReportsService>;

/** How old the scrutiny report's counts may grow before the job counts them again. */
export const SCRUTINY_REPORT_COUNTS_MAX_AGE_MS = 5 * 60_000;

/** The job: every minute, counts the summaries again when they are older than the age above. */
export function startScrutinyReportCounting(db: Database, log: FastifyBaseLogger): Poller {
  const reports = createScrutinyReportsService(db);
  return startPoller(
    'scrutiny-report-counts',
    60_000,
    () => reports.countWhenOlderThan(SCRUTINY_REPORT_COUNTS_MAX_AGE_MS),
    log,
  );
}
