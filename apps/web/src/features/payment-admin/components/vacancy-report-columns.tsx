import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TReportQuota, TVacancyReportRow } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import type { VacancyReportTotals } from '../lib/report-totals';
import { paymentFigureColumns } from './payment-figure-columns';
import { Count } from './report-cells';
import { nowrap } from './row-cells';
import { LocalLevelCell, PostCell } from './vacancy-report-cells';

type Column = ColumnDef<TVacancyReportRow>;

/** A column per quota, in `quotas`' order: the vacancies, "—" where the post had none. */
function quotaColumns(
  quotas: readonly TReportQuota[],
  totals: VacancyReportTotals,
  ne: boolean,
): Column[] {
  return quotas.map((quota) => ({
    id: `quota-${quota.code}`,
    header: ne ? quota.nameNe : quota.nameEn,
    cell: ({ row }) => {
      const count = row.original.vacanciesByQuota[quota.code];
      return count === undefined ? '—' : <Count value={count} />;
    },
    footer: () => (
      <Count
        value={totals.byQuota[quota.code] ?? 0}
        testId={`vacancy-report-total-quota-${quota.code}`}
      />
    ),
  }));
}

/**
 * A vacancy report's columns (post, local level, a column per quota, then the payment figures),
 * with the totals in their footers. The server orders the rows, so no column sorts.
 */
export function useVacancyReportColumns(
  withLocalLevel: boolean,
  quotas: readonly TReportQuota[],
  totals: VacancyReportTotals,
): Column[] {
  const { t } = useTranslation('payment-admin');
  const format = useFormat();
  return useMemo(() => {
    const figures = paymentFigureColumns<TVacancyReportRow>(t, totals, 'vacancy-report');
    const columns: Column[] = [
      {
        id: 'post',
        header: t('vacancyReport.columns.post'),
        cell: ({ row }) => <PostCell row={row.original} />,
        footer: () => (
          <span style={nowrap} data-testid="vacancy-report-total-label">
            {t('vacancyReport.total', { count: totals.rows, n: format.number(totals.rows) })}
          </span>
        ),
      },
      ...(withLocalLevel
        ? [
            {
              id: 'localLevel',
              header: t('vacancyReport.columns.localLevel'),
              cell: ({ row }) => <LocalLevelCell row={row.original} />,
            } satisfies Column,
          ]
        : []),
      ...quotaColumns(quotas, totals, format.lang === 'ne'),
      {
        id: 'totalVacancy',
        header: t('vacancyReport.columns.totalVacancy'),
        cell: ({ row }) => <Count value={row.original.totalVacancy} />,
        footer: () => <Count value={totals.totalVacancy} testId="vacancy-report-total-vacancy" />,
      },
      figures.applications,
      figures.paid,
      figures.collected,
      figures.refundDue,
    ];
    return columns.map((column) => ({ ...column, enableSorting: false }));
  }, [t, format, withLocalLevel, quotas, totals]);
}
