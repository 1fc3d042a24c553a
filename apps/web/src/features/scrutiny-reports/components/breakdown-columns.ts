import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TBreakdownRow, TGenderCounts, TScrutinyReport } from '@niyukti/shared';
import { useFormat, type Formatter } from '../../../lib/format';
import { breakdownLabel, rowLabel } from './breakdown-labels';
import type { ReportColumn } from '../../../components/report-table';

type Column = ReportColumn<TBreakdownRow>;
const GENDERS: (keyof TGenderCounts)[] = ['male', 'female', 'other', 'total'];

/** The share of the forms counted, in the language's digits to one decimal (`४५.५%`). */
function shareOf(t: TFunction, format: Formatter, count: number, forms: number): string {
  if (forms === 0) return '—';
  return t('share', { percent: format.number((count / forms) * 100, 1) });
}

/** The first column: each row's value, headed by the breakdown's name. */
const valueColumn = (format: Formatter, report: TScrutinyReport): Column => ({
  key: 'value',
  header: breakdownLabel(format.lang, report.breakdown),
  cell: (row) => rowLabel(format.lang, row),
});

/** The scrutiny report's columns: each value, its forms and their share of the forms counted. */
export function useTotalColumns(report: TScrutinyReport | undefined): Column[] {
  const { t } = useTranslation('scrutiny-reports');
  const format = useFormat();
  return useMemo((): Column[] => {
    if (!report) return [];
    const forms = report.total.total;
    return [
      valueColumn(format, report),
      {
        key: 'forms',
        header: t('columns.forms'),
        figure: true,
        cell: (row) => format.number(row.total),
        total: format.number(forms),
      },
      {
        key: 'share',
        header: t('columns.share'),
        figure: true,
        cell: (row) => shareOf(t, format, row.total, forms),
        total: shareOf(t, format, forms, forms),
      },
    ];
  }, [report, t, format]);
}

/** The report by gender's columns: each value, its forms by gender and in all. */
export function useGenderColumns(report: TScrutinyReport | undefined): Column[] {
  const { t } = useTranslation('scrutiny-reports');
  const format = useFormat();
  return useMemo((): Column[] => {
    if (!report) return [];
    return [
      valueColumn(format, report),
      ...GENDERS.map((gender): Column => ({
        key: gender,
        header: t(`columns.${gender}`),
        figure: true,
        cell: (row) => format.number(row[gender]),
        total: format.number(report.total[gender]),
      })),
    ];
  }, [report, t, format]);
}
