import { Alert, SimpleGrid, Stack } from '@mantine/core';
import type { BarChartSeries } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { TBreakdownRow, TScrutinyReport } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { useGenderColumns, useTotalColumns } from './breakdown-columns';
import { ChartSlot } from './chart-slot';
import { breakdownLabel, TWO_VALUE_BREAKDOWNS } from './breakdown-labels';
import { CountedAt } from './counted-at';
import type { BreakdownReportBase } from '../api/report-keys';
import { EmptyReport, ReportLoading, ReportRefusal } from './report-states';
import { ReportTable } from '../../../components/report-table';

export interface BreakdownReportProps {
  /** The report of the filters asked for; undefined while it is read, or refused. */
  report: TScrutinyReport | undefined;
  error: unknown;
  /** The report by gender: each value's forms by gender, stacked in the chart. */
  byGender?: boolean;
  /** Where the report is read, and counted again. */
  base: BreakdownReportBase;
}

const rowKey = (row: TBreakdownRow) => row.key ?? '';

/**
 * A breakdown's figures: when they were counted, the table with its totals row and beside it
 * the same figures as bars (below it on a phone); where one form may count in two rows, a note
 * says the total counts forms.
 */
export function BreakdownReport({ report, error, byGender = false, base }: BreakdownReportProps) {
  const { t } = useTranslation('scrutiny-reports');
  const format = useFormat();
  const totalColumns = useTotalColumns(byGender ? undefined : report);
  const genderColumns = useGenderColumns(byGender ? report : undefined);
  if (!report) return error ? <ReportRefusal error={error} /> : <ReportLoading />;
  const countedAt = <CountedAt at={report.countedAt} base={base} />;
  if (report.rows.length === 0) {
    return (
      <Stack gap="sm">
        {countedAt}
        <EmptyReport>{t('empty')}</EmptyReport>
      </Stack>
    );
  }
  const breakdown = breakdownLabel(format.lang, report.breakdown);
  const series: BarChartSeries[] = byGender
    ? [
        { name: 'male', label: t('columns.male'), color: 'blue.6' },
        { name: 'female', label: t('columns.female'), color: 'grape.6' },
        { name: 'other', label: t('columns.other'), color: 'teal.6' },
      ]
    : [{ name: 'total', label: t('columns.forms'), color: 'blue.6' }];
  const twoValues = TWO_VALUE_BREAKDOWNS.includes(report.breakdown);
  return (
    <Stack gap="sm" data-testid="breakdown-report">
      {countedAt}
      {twoValues && (
        <Alert color="blue" variant="light" p="sm" data-testid="report-two-values">
          {t('twoValues')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ReportTable
          columns={byGender ? genderColumns : totalColumns}
          rows={report.rows}
          rowKey={rowKey}
          label={t(byGender ? 'byGender.tableLabel' : 'report.tableLabel', { breakdown })}
          totalLabel={t(twoValues ? 'totalForms' : 'total')}
          testId="report-table"
        />
        <ChartSlot
          rows={report.rows}
          series={series}
          stacked={byGender}
          label={t(byGender ? 'chart.byGender' : 'chart.totals', { breakdown })}
        />
      </SimpleGrid>
    </Stack>
  );
}
