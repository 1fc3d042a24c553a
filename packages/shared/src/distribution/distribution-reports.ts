// The two reports of the distributions (back-office.md §2 "vacancy-distribution-report,
// vacancy-count-by-quota-report", §3 "Vacancy distribution row"; decision 152). They show counts
// only, never a candidate, so every signed-in staff user may read them.
import { z } from 'zod';
import { ZPostPlace } from '../vacancies/vacancy';
import { UNADVERTISED_HEADINGS } from './distribution-split';
import { ZFiscalYearText } from './distribution-history';

/** `?fiscalYear=2083-84` (required: a report is of one fiscal year). */
export const ZDistributionReportQuery = z.object({ fiscalYear: ZFiscalYearText });
export type TDistributionReportQuery = z.output<typeof ZDistributionReportQuery>;

const ZNamed = z.object({ id: z.number().int(), nameEn: z.string(), nameNe: z.string() });

/** A column of seats: a quota (open, each group, internal) or promotion's headings. */
export const ZReportColumn = z.object({
  key: z.string(),
  quotaId: z.number().int().nullable(),
  heading: z.enum(UNADVERTISED_HEADINGS).nullable(),
  nameEn: z.string(),
  nameNe: z.string(),
  /** A phase-3 category: counted in "inclusive". */
  inclusive: z.boolean(),
});
export type TReportColumn = z.output<typeof ZReportColumn>;

/** Applications to a distribution's advertisements, and what they paid. */
const ZApplicationCounts = z.object({
  applications: z.number().int(),
  paid: z.number().int(),
  /** Rupees paid, in paisa. */
  paidAmountPaisa: z.number().int(),
});

/**
 * The vacancy distribution row of §3: the post's place, local body and province where the
 * requisition's office has them, promotion ("baduwa"), inclusive, total, each column's seats (by
 * column key), the applications and payments.
 */
export const ZVacancyDistributionRow = z.object({
  distributionId: z.number().int(),
  requisitionNumber: z.string(),
  ...ZPostPlace.shape,
  office: ZNamed,
  district: ZNamed,
  province: ZNamed,
  totalVacancy: z.number().int(),
  promotion: z.number().int(),
  inclusive: z.number().int(),
  seats: z.record(z.string(), z.number().int()),
  ...ZApplicationCounts.shape,
});
export type TVacancyDistributionRow = z.output<typeof ZVacancyDistributionRow>;

/** GET /api/internal/reports/vacancy-distribution (any staff, read). */
export const ZVacancyDistributionReport = z.object({
  fiscalYear: z.string(),
  columns: z.array(ZReportColumn),
  rows: z.array(ZVacancyDistributionRow),
  totals: ZVacancyDistributionRow.pick({
    totalVacancy: true,
    promotion: true,
    inclusive: true,
    seats: true,
    applications: true,
    paid: true,
    paidAmountPaisa: true,
  }),
});
export type TVacancyDistributionReport = z.output<typeof ZVacancyDistributionReport>;

/** One quota's line of the count report: its advertisements, seats, applications, payments. */
export const ZQuotaCountRow = z.object({
  quotaId: z.number().int(),
  nameEn: z.string(),
  nameNe: z.string(),
  advertisements: z.number().int(),
  seats: z.number().int(),
  ...ZApplicationCounts.shape,
});
export type TQuotaCountRow = z.output<typeof ZQuotaCountRow>;

/** GET /api/internal/reports/vacancy-count-by-quota (any staff, read). */
export const ZQuotaCountReport = z.object({
  fiscalYear: z.string(),
  rows: z.array(ZQuotaCountRow),
  total: ZQuotaCountRow.omit({ quotaId: true, nameEn: true, nameNe: true }),
});
export type TQuotaCountReport = z.output<typeof ZQuotaCountReport>;
