import {
  fiscalYearOf,
  UNADVERTISED_HEADINGS,
  type TQuotaCountReport,
  type TReportColumn,
  type TVacancyDistributionReport,
  type TVacancyDistributionRow,
} from '@niyukti/shared';
import type { Database } from '../../db/client';
import { nameOfPart } from './distribution-split.service';
import * as phaseThree from './phase-three.repository';
import * as repo from './distribution-reports.repository';

type Part = Awaited<ReturnType<typeof repo.listPartsWithCounts>>[number];
type Counts = { applications: number; paid: number; paidAmountPaisa: number };

const NO_COUNTS: Counts = { applications: 0, paid: 0, paidAmountPaisa: 0 };
const PROMOTION = new Set<string>(['seniority', 'performance']);
const keyOfPart = (part: { quotaId: number | null; heading: string | null }) =>
  part.quotaId === null ? `heading:${part.heading}` : `quota:${part.quotaId}`;

/** Adds `more`'s counts (null: an advertisement nobody applied to) to `total`. */
function addCounts(total: Counts, more: Record<keyof Counts, number | null>) {
  total.applications += more.applications ?? 0;
  total.paid += more.paid ?? 0;
  total.paidAmountPaisa += more.paidAmountPaisa ?? 0;
}

/**
 * The columns of the year's parts, in the order a reader expects them: open for all first, then
 * phase 3's categories by priority, then any other quota (internal competition), then the ways
 * of filling posts without an advertisement.
 */
function columnsOf(parts: readonly Part[], categories: readonly number[]): TReportColumn[] {
  const columns = new Map<string, TReportColumn>();
  for (const part of parts) {
    const key = keyOfPart(part);
    if (columns.has(key)) continue;
    columns.set(key, {
      key,
      quotaId: part.quotaId,
      heading: part.heading,
      ...nameOfPart(part),
      inclusive: part.quotaId !== null && categories.includes(part.quotaId),
    });
  }
  const rank = (column: TReportColumn) => {
    if (column.heading !== null) return 1000 + UNADVERTISED_HEADINGS.indexOf(column.heading);
    const code = parts.find((part) => part.quotaId === column.quotaId)?.quotaCode;
    if (code === 'OPEN') return 0;
    const category = categories.indexOf(column.quotaId!);
    return category >= 0 ? 1 + category : 500 + column.quotaId!;
  };
  return [...columns.values()].sort((a, b) => rank(a) - rank(b));
}

/** The two counts-only reports of the distributions (decision 152). */
export function createDistributionReportsService(db: Database) {
  async function categoryQuotaIds() {
    return (await phaseThree.listFormulas(db)).map((formula) => formula.quotaId);
  }

  /** The vacancy distribution row of §3 for each distribution approved in the fiscal year. */
  async function vacancyDistribution(fiscalYear: string): Promise<TVacancyDistributionReport> {
    const found = await repo.listApprovedDistributions(db, fiscalYear);
    const [parts, categories] = await Promise.all([
      repo.listPartsWithCounts(
        db,
        found.map((row) => row.distributionId),
      ),
      categoryQuotaIds(),
    ]);
    const columns = columnsOf(parts, categories);
    const inclusive = new Set(columns.filter((c) => c.inclusive).map((c) => c.key));
    const partsOf = new Map<number, Part[]>();
    for (const part of parts)
      partsOf.set(part.distributionId, [...(partsOf.get(part.distributionId) ?? []), part]);
    const totals: TVacancyDistributionReport['totals'] = {
      totalVacancy: 0,
      promotion: 0,
      inclusive: 0,
      seats: {},
      ...NO_COUNTS,
    };
    const rows = found.map((found): TVacancyDistributionRow => {
      const row: TVacancyDistributionRow = {
        distributionId: found.distributionId,
        requisitionNumber: found.requisitionNumber,
        postId: found.postId,
        postEn: found.postEn,
        postNe: found.postNe,
        serviceEn: found.serviceEn,
        serviceNe: found.serviceNe,
        classEn: found.classEn,
        classNe: found.classNe,
        groupEn: found.groupEn,
        groupNe: found.groupNe,
        subGroupEn: found.subGroupEn,
        subGroupNe: found.subGroupNe,
        office: { id: found.officeId, nameEn: found.officeEn, nameNe: found.officeNe },
        district: { id: found.districtId, nameEn: found.districtEn, nameNe: found.districtNe },
        province: { id: found.provinceId, nameEn: found.provinceEn, nameNe: found.provinceNe },
        totalVacancy: found.totalVacancy,
        promotion: 0,
        inclusive: 0,
        seats: {},
        ...NO_COUNTS,
      };
      for (const part of partsOf.get(found.distributionId) ?? []) {
        const key = keyOfPart(part);
        const seats = part.seats ?? 0;
        row.seats[key] = seats;
        if (part.heading !== null && PROMOTION.has(part.heading)) row.promotion += seats;
        if (inclusive.has(key)) row.inclusive += seats;
        addCounts(row, part);
        totals.seats[key] = (totals.seats[key] ?? 0) + seats;
      }
      totals.totalVacancy += row.totalVacancy;
      totals.promotion += row.promotion;
      totals.inclusive += row.inclusive;
      addCounts(totals, row);
      return row;
    });
    return { fiscalYear, columns, rows, totals };
  }

  /** Per quota: the fiscal year's advertisements, their seats, applications and payments. */
  async function countByQuota(fiscalYear: string): Promise<TQuotaCountReport> {
    const [found, categories] = await Promise.all([
      repo.listAdvertisementsWithCounts(db, fiscalYear),
      categoryQuotaIds(),
    ]);
    const ofYear = found.filter(
      (ad) => (ad.fiscalYear ?? fiscalYearOf(ad.publishDate!)) === fiscalYear,
    );
    const byQuota = new Map<number, TQuotaCountReport['rows'][number] & { code: string }>();
    for (const ad of ofYear) {
      const row = byQuota.get(ad.quotaId) ?? {
        quotaId: ad.quotaId,
        code: ad.quotaCode,
        nameEn: ad.quotaEn,
        nameNe: ad.quotaNe,
        advertisements: 0,
        seats: 0,
        ...NO_COUNTS,
      };
      row.advertisements += 1;
      row.seats += ad.seats;
      addCounts(row, ad);
      byQuota.set(ad.quotaId, row);
    }
    const rank = (row: { quotaId: number; code: string }) =>
      row.code === 'OPEN'
        ? 0
        : categories.includes(row.quotaId)
          ? 1 + categories.indexOf(row.quotaId)
          : 500 + row.quotaId;
    const rows = [...byQuota.values()]
      .sort((a, b) => rank(a) - rank(b))
      .map(({ code: _code, ...row }) => row);
    const total = { advertisements: 0, seats: 0, ...NO_COUNTS };
    for (const row of rows) {
      total.advertisements += row.advertisements;
      total.seats += row.seats;
      addCounts(total, row);
    }
    return { fiscalYear, rows, total };
  }

  return { vacancyDistribution, countByQuota };
}
