import type { TPaymentReportRow } from '@niyukti/shared';
import { saveFile } from '../../../lib/api';
import { byProviderOrder, providerAmounts } from './labels';

/** Integer paisa as rupees with two decimals and no grouping: 150000 → "1500.00". */
export function rupees(paisa: number): string {
  const absolute = Math.abs(paisa);
  const sign = paisa < 0 ? '-' : '';
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes
 * doubled. Text a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an
 * apostrophe, so a post name cannot become one.
 */
function field(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

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
  return [header, ...lines].map((line) => line.map(field).join(',') + '\r\n').join('');
}

/** Hands the CSV to the browser's save dialog (with a BOM, so spreadsheets read it as UTF-8). */
export function downloadCsv(text: string, fileName: string): void {
  saveFile({ blob: new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName });
}
