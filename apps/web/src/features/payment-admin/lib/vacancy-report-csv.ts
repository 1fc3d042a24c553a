import type { TVacancyReport, TVacancyReportRow, VacancyReportKind } from '@niyukti/shared';
import { rupees, toCsv, type CsvValue } from './csv';
import { showsLocalLevel } from './report-kinds';

function localLevelFields(row: TVacancyReportRow): CsvValue[] {
  const body = row.localBody;
  return body ? [body.nameEn, body.districtEn, body.provinceEn] : [null, null, null];
}

/**
 * A vacancy report (vacancy detail, promotion or local level) as CSV text: English headers and
 * names, Latin digits, amounts in rupees with two decimals; one column per quota of `quotas`,
 * in their order, empty where the post was not advertised in that quota. Lines end in CRLF.
 */
export function buildVacancyReportCsv(report: TVacancyReport, kind: VacancyReportKind): string {
  const withLocalLevel = showsLocalLevel(kind, report.rows);
  const header = [
    'Post',
    'Service',
    'Class',
    'Group',
    'Sub-group',
    ...(withLocalLevel ? ['Local level', 'District', 'Province'] : []),
    'Advertisement numbers',
    ...report.quotas.map((quota) => quota.nameEn),
    'Total vacancy',
    'Applications',
    'Payment made',
    'Total paid (Rs.)',
    'Refund due',
    'Refund due (Rs.)',
  ];
  const lines = report.rows.map((row) => [
    row.postEn,
    row.serviceEn,
    row.classEn,
    row.groupEn,
    row.subGroupEn,
    ...(withLocalLevel ? localLevelFields(row) : []),
    row.advertisementNumbers.join('; '),
    ...report.quotas.map((quota) => row.vacanciesByQuota[quota.code] ?? null),
    row.totalVacancy,
    row.applications,
    row.paid,
    rupees(row.collectedPaisa),
    row.refundDue,
    rupees(row.refundDuePaisa),
  ]);
  return toCsv(header, lines);
}
