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
import type { Database } from '../../../db/client';
import {
  listScrutinisedAdvertisements,
  type ScrutinisedAdvertisementRow,
} from '../allocation.repository';
import { DIMENSIONS, type Dimension } from './dimensions.repository';
import {
  countByDimension,
  countForms,
  statusCountsOf,
  type AdvertisementStatusCounts,
  type BreakdownCountRow,
} from './reports.repository';

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

    /** The forms the filters name, by the breakdown's values and by gender (decision 156). */
    async breakdown(
      breakdown: ReportBreakdown,
      query: TScrutinyReportQuery,
    ): Promise<TScrutinyReport> {
      const dimension = DIMENSIONS[breakdown];
      const countedAt = new Date().toISOString();
      const [rows, total] = await Promise.all([
        countByDimension(db, dimension, query),
        countForms(db, query, dimension.eachCandidateOnce),
      ]);
      const labelledRows = rows.map((row) => labelled(row, dimension));
      return { breakdown, rows: labelledRows.sort(comparerOf(dimension)), total, countedAt };
    },
  };
}

export type ScrutinyReportsService = ReturnType<typeof createScrutinyReportsService>;
