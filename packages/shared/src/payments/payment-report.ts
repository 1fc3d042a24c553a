// The payment report (back-office.md §2 "Payment reports": report): for each
// advertisement, how many applied, how many have paid and what was collected, by provider,
// with what is still pending and what must be refunded. Amounts are paisa.
import { z } from 'zod';
import { ZLocalLevel, ZPostPlace } from '../vacancies/vacancy';

export const ZPaymentReportRow = z.object({
  advertisementId: z.number().int(),
  advertisementCode: z.string(),
  advertisementNumber: z.string(),
  postEn: z.string(),
  postNe: z.string(),
  quotaEn: z.string(),
  quotaNe: z.string(),
  vacancyCount: z.number().int(),
  applications: z.number().int(),
  /** Applications whose fee is paid ("payment made"). */
  paid: z.number().int(),
  pending: z.number().int(),
  unpaid: z.number().int(),
  /** Collected on paid attempts ("total paid"), in all and by provider name. */
  collectedPaisa: z.number().int(),
  collectedByProvider: z.record(z.string(), z.number().int()),
  refundDue: z.number().int(),
  refundDuePaisa: z.number().int(),
});
export type TPaymentReportRow = z.infer<typeof ZPaymentReportRow>;

/**
 * The vacancy reports of back-office.md §2 "Payment reports", each row a post (and, for a
 * local-level recruitment, its local level) with the columns of §3's vacancy distribution row:
 * vacancies per quota group, total vacancy, total application, payment made, total paid.
 * - `vacancy-detail`: every advertisement;
 * - `promotion`: internal competition (baduwa, promotion by examination) only, the advertisements
 *   of the quota whose code is INTERNAL_COMPETITION_QUOTA_CODE;
 * - `local-level`: the advertisements of a local level only, by province, district and local body.
 */
export const VACANCY_REPORT_KINDS = ['vacancy-detail', 'promotion', 'local-level'] as const;
export type VacancyReportKind = (typeof VACANCY_REPORT_KINDS)[number];

export const ZVacancyReportQuery = z.object({
  kind: z.enum(VACANCY_REPORT_KINDS, { error: 'validation.invalid' }),
  search: z.string().trim().max(100).optional(),
});

/** A quota group's column: its code (the key of `vacanciesByQuota`) and names. */
export const ZReportQuota = z.object({
  code: z.string(),
  nameEn: z.string(),
  nameNe: z.string(),
});
export type TReportQuota = z.infer<typeof ZReportQuota>;

export const ZVacancyReportRow = ZPostPlace.extend({
  localBody: ZLocalLevel.nullable(),
  /** The advertisement numbers the row adds up, in order. */
  advertisementNumbers: z.array(z.string()),
  /** Vacancies by quota code; a quota the post was not advertised in is absent. */
  vacanciesByQuota: z.record(z.string(), z.number().int()),
  totalVacancy: z.number().int(),
  applications: z.number().int(),
  /** Applications whose fee is paid ("payment made"). */
  paid: z.number().int(),
  /** Collected on paid attempts ("total paid"). */
  collectedPaisa: z.number().int(),
  refundDue: z.number().int(),
  refundDuePaisa: z.number().int(),
});
export type TVacancyReportRow = z.infer<typeof ZVacancyReportRow>;

export const ZVacancyReport = z.object({
  /** The quota columns the rows use, in master-data order. */
  quotas: z.array(ZReportQuota),
  rows: z.array(ZVacancyReportRow),
});
export type TVacancyReport = z.infer<typeof ZVacancyReport>;
