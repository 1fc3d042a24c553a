import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TVacancyDistributionReport, TVacancyDistributionRow } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { nameIn, namedIn } from '../../../components/requisition-values';
import { useFormat } from '../../../lib/format';
import type { ReportColumn } from '../../../components/report-table';

type Column = ReportColumn<TVacancyDistributionRow>;

/**
 * The vacancy distribution row's columns (back-office.md §3): the requisition, post, sub group,
 * group, service, class, promotion, office and district, province, inclusive, total vacancy,
 * then one column per part the report names (open, each group, internal… in its order), the
 * applications, those paid and the rupees paid; each count with its total.
 */
export function useDistributionReportColumns(
  report: TVacancyDistributionReport | undefined,
): Column[] {
  const { t } = useTranslation('distribution-reports');
  const format = useFormat();
  return useMemo(() => {
    // No table is drawn for an empty report.
    if (!report || report.rows.length === 0) return [];
    const { lang } = format;
    const { totals } = report;
    const text = (key: string, cell: Column['cell']): Column => ({
      key,
      header: t(`distribution.columns.${key}`),
      cell,
    });
    const count = (
      key: string,
      value: (row: TVacancyDistributionRow) => number,
      total: number,
    ) => ({
      key,
      header: t(`distribution.columns.${key}`),
      figure: true,
      cell: (row: TVacancyDistributionRow) => format.number(value(row)),
      total: format.number(total),
    });
    return [
      text('requisition', (row) => <IssuedCode>{row.requisitionNumber}</IssuedCode>),
      text('post', (row) => nameIn(lang, row.postEn, row.postNe)),
      text('subGroup', (row) => nameIn(lang, row.subGroupEn, row.subGroupNe)),
      text('group', (row) => nameIn(lang, row.groupEn, row.groupNe)),
      text('service', (row) => nameIn(lang, row.serviceEn, row.serviceNe)),
      text('class', (row) => nameIn(lang, row.classEn, row.classNe)),
      count('promotion', (row) => row.promotion, totals.promotion),
      text('officeDistrict', (row) => (
        <Stack gap={0}>
          <Text size="sm">{namedIn(lang, row.office)}</Text>
          <Text size="xs" c="dimmed">
            {namedIn(lang, row.district)}
          </Text>
        </Stack>
      )),
      text('province', (row) => namedIn(lang, row.province)),
      count('inclusive', (row) => row.inclusive, totals.inclusive),
      count('totalVacancy', (row) => row.totalVacancy, totals.totalVacancy),
      ...report.columns.map((column): Column => ({
        key: `seats:${column.key}`,
        header: namedIn(lang, column),
        figure: true,
        cell: (row) => format.number(row.seats[column.key] ?? 0),
        total: format.number(totals.seats[column.key] ?? 0),
      })),
      count('applications', (row) => row.applications, totals.applications),
      count('paid', (row) => row.paid, totals.paid),
      {
        key: 'paidAmount',
        header: t('distribution.columns.paidAmount'),
        figure: true,
        cell: (row) => format.money(row.paidAmountPaisa),
        total: format.money(totals.paidAmountPaisa),
      },
    ];
  }, [report, t, format]);
}
