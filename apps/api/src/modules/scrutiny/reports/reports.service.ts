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
import type { Poller } from '../../../platform/jobs/poller';
import type { Traffic } from '../../../platform/http/traffic';
import { summaryCounter } from '../../../db/report-summaries';
import {
  listScrutinisedAdvertisements,
  type ScrutinisedAdvertisementRow,
} from '../allocation.repository';
import { DIMENSIONS, type Dimension } from './dimensions.repository';
import {
  SCRUTINY_REPORT_SUMMARY,
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
  const counter = summaryCounter(db, SCRUTINY_REPORT_SUMMARY);

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
      const counted = await counter.countedAt();
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
      return { countedAt: (await counter.countForReader()).toISOString() };
    },
  };
}

export type ScrutinyReportsService = ReturnType<typeof createScrutinyReportsService>;

/**
 * The job counting the scrutiny report's summaries when they are five minutes old, or an hour
 * old while the portal is busy (report-summaries.ts).
 */
export function startScrutinyReportCounting(
  db: Database,
  traffic: Traffic,
  log: FastifyBaseLogger,
): Poller {
  return summaryCounter(db, SCRUTINY_REPORT_SUMMARY).startJob(traffic, log);
}
