import type { TPaymentReportRow } from '@niyukti/shared';
import { rupees, toCsv } from './csv';
import { byProviderOrder, providerAmounts } from './labels';

/**
 * The payment report as CSV text: English headers, the English post and quota, Latin digits,
 * amounts in rupees with two decimals; one column per provider that collected anything in
 * these rows. Lines end in CRLF, the last one too.
 */
export function buildPaymentReportCsv(
  rows: readonly TPaymentReportRow[],
  providerLabel: (name: string) => string = (name) => name,
): string {
  const providerNames = [
    ...new Set(
      rows.flatMap((row) => providerAmounts(row.collectedByProvider).map(([name]) => name)),
    ),
  ].sort(byProviderOrder);
  const header = [
    'Advertisement number',
    'Advertisement code',
    'Post',
    'Quota',
    'Vacancies',
    'Applications',
    'Payment made',
    'Pending',
    'Unpaid',
    'Total paid (Rs.)',
    ...providerNames.map((name) => `${providerLabel(name)} (Rs.)`),
    'Refund due',
    'Refund due (Rs.)',
  ];
  const lines = rows.map((row) => [
    row.advertisementNumber,
    row.advertisementCode,
    row.postEn,
    row.quotaEn,
    row.vacancyCount,
    row.applications,
    row.paid,
    row.pending,
    row.unpaid,
    rupees(row.collectedPaisa),
    ...providerNames.map((name) => rupees(row.collectedByProvider[name] ?? 0)),
    row.refundDue,
    rupees(row.refundDuePaisa),
  ]);
  return toCsv(header, lines);
}
