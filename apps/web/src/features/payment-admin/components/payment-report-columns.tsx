import { Fragment, useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TPaymentReportRow } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { providerAmounts, providerKey } from '../lib/labels';
import { sumPaymentFigures, type PaymentFigures } from '../lib/report-totals';
import { paymentFigureColumns } from './payment-figure-columns';
import { Count } from './report-cells';
import { nowrap } from './row-cells';
import { IssuedCode } from '../../../components/issued-code';

/** The sums the totals row shows, over the report's rows. */
export interface PaymentReportTotals extends PaymentFigures {
  advertisements: number;
}

export function totalsOf(rows: readonly TPaymentReportRow[]): PaymentReportTotals {
  return { advertisements: rows.length, ...sumPaymentFigures(rows) };
}

/**
 * The payment report's columns, with the totals in their footers (sticky under the body). The
 * report is not sorted by the server, so no column sorts.
 */
export function usePaymentReportColumns(
  totals: PaymentReportTotals,
): ColumnDef<TPaymentReportRow>[] {
  const { t } = useTranslation('payment-admin');
  const format = useFormat();
  return useMemo(() => {
    const ne = format.lang === 'ne';
    const figures = paymentFigureColumns<TPaymentReportRow>(t, totals, 'report');
    const columns: ColumnDef<TPaymentReportRow>[] = [
      {
        id: 'advertisement',
        header: t('report.columns.advertisement'),
        cell: ({ row }) => (
          <Stack gap={0} style={nowrap}>
            <Text size="sm" data-testid={`report-advertisement-${row.original.advertisementId}`}>
              {format.digits(row.original.advertisementNumber)}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              <IssuedCode>{row.original.advertisementCode}</IssuedCode>
            </Text>
          </Stack>
        ),
        footer: () => (
          <span style={nowrap} data-testid="report-total-label">
            {t('report.total', {
              count: totals.advertisements,
              n: format.number(totals.advertisements),
            })}
          </span>
        ),
      },
      {
        id: 'post',
        header: t('report.columns.post'),
        cell: ({ row }) => (
          <Stack gap={0} miw={160}>
            <Text size="sm">{ne ? row.original.postNe : row.original.postEn}</Text>
            <Text size="xs" c="dimmed">
              {ne ? row.original.quotaNe : row.original.quotaEn}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'vacancies',
        header: t('report.columns.vacancies'),
        cell: ({ row }) => <Count value={row.original.vacancyCount} />,
      },
      figures.applications,
      figures.paid,
      {
        id: 'pending',
        header: t('report.columns.pending'),
        cell: ({ row }) => <Count value={row.original.pending} />,
      },
      {
        id: 'unpaid',
        header: t('report.columns.unpaid'),
        cell: ({ row }) => <Count value={row.original.unpaid} />,
      },
      figures.collected,
      {
        id: 'byProvider',
        header: t('report.columns.byProvider'),
        cell: ({ row }) => {
          const amounts = providerAmounts(row.original.collectedByProvider);
          if (amounts.length === 0) return '—';
          return (
            <Text
              size="sm"
              miw={180}
              data-testid={`report-providers-${row.original.advertisementId}`}
            >
              {amounts.map(([name, paisa], index) => (
                <Fragment key={name}>
                  {index > 0 && ' · '}
                  <span style={nowrap}>
                    {t(providerKey(name), { defaultValue: name })} {format.money(paisa)}
                  </span>
                </Fragment>
              ))}
            </Text>
          );
        },
      },
      figures.refundDue,
    ];
    return columns.map((column) => ({ ...column, enableSorting: false }));
  }, [t, format, totals]);
}
