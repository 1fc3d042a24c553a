import {
  paymentProviderName,
  type TPaymentReportRow,
  type TReportQuota,
  type TVacancyReport,
} from '@niyukti/shared';
import { toLocalLevel } from '../master-data/index';
import type { PaymentReportRow, VacancyReportRows } from './payment-report.repository';

/** Provider numbers become names; bigint sums arrive as text from pg and are whole paisa. */
export function toReportRow(row: PaymentReportRow): TPaymentReportRow {
  const byProvider = Object.entries(row.by_provider ?? {}).map(([id, paisa]) => [
    paymentProviderName(Number(id)) ?? id,
    Number(paisa),
  ]);
  return {
    advertisementId: row.advertisement_id,
    advertisementCode: row.code,
    advertisementNumber: row.advertisement_number,
    postEn: row.post_en,
    postNe: row.post_ne,
    quotaEn: row.quota_en,
    quotaNe: row.quota_ne,
    vacancyCount: row.vacancy_count,
    applications: row.applications,
    paid: row.paid,
    pending: row.pending,
    unpaid: row.unpaid,
    collectedPaisa: Number(row.collected),
    collectedByProvider: Object.fromEntries(byProvider),
    refundDue: row.refund_due,
    refundDuePaisa: Number(row.refund_due_paisa),
  };
}

/** A post's row: names, its local level if any, vacancies per quota, and the money. */
function toVacancyReportRow(row: VacancyReportRows[number]): TVacancyReport['rows'][number] {
  return {
    postId: row.post_id,
    postEn: row.post_en,
    postNe: row.post_ne,
    serviceEn: row.service_en,
    serviceNe: row.service_ne,
    classEn: row.class_en,
    classNe: row.class_ne,
    groupEn: row.group_en,
    groupNe: row.group_ne,
    subGroupEn: row.sub_group_en,
    subGroupNe: row.sub_group_ne,
    localBody: toLocalLevel({
      id: row.local_body_id,
      nameEn: row.local_body_en,
      nameNe: row.local_body_ne,
      districtEn: row.district_en,
      districtNe: row.district_ne,
      provinceEn: row.province_en,
      provinceNe: row.province_ne,
    }),
    advertisementNumbers: row.advertisement_numbers,
    vacanciesByQuota: row.vacancies_by_quota,
    totalVacancy: row.total_vacancy,
    applications: row.applications,
    paid: row.paid,
    collectedPaisa: Number(row.collected),
    refundDue: row.refund_due,
    refundDuePaisa: Number(row.refund_due_paisa),
  };
}

export function toVacancyReport(
  rows: VacancyReportRows,
  quotas: readonly TReportQuota[],
): TVacancyReport {
  return { quotas: [...quotas], rows: rows.map(toVacancyReportRow) };
}
