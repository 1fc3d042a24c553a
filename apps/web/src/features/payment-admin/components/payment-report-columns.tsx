import { Fragment, useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TPaymentReportRow } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { providerAmounts, providerKey } from '../lib/labels';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The sums the totals row shows, over the report's rows. */
export interface PaymentReportTotals {
  advertisements: number;
  applications: number;
  paid: number;
  collectedPaisa: number;
  refundDue: number;
  refundDuePaisa: number;
}

export function totalsOf(rows: readonly TPaymentReportRow[]): PaymentReportTotals {
  const totals: PaymentReportTotals = {
    advertisements: rows.length,
    applications: 0,
    paid: 0,
    collectedPaisa: 0,
    refundDue: 0,
    refundDuePaisa: 0,
  };
  for (const row of rows) {
    totals.applications += row.applications;
    totals.paid += row.paid;
    totals.collectedPaisa += row.collectedPaisa;
    totals.refundDue += row.refundDue;
    totals.refundDuePaisa += row.refundDuePaisa;
  }
  return totals;
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
    const count = (value: number) => format.number(value);
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
              {row.original.advertisementCode}
            </Text>
          </Stack>
        ),
        footer: () => (
          <span style={nowrap} data-testid="report-total-label">
            {t('report.total', { count: totals.advertisements, n: count(totals.advertisements) })}
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
        cell: ({ row }) => count(row.original.vacancyCount),
      },
      {
        id: 'applications',
        header: t('report.columns.applications'),
        cell: ({ row }) => count(row.original.applications),
        footer: () => (
          <span data-testid="report-total-applications">{count(totals.applications)}</span>
        ),
      },
      {
        id: 'paid',
        header: t('report.columns.paid'),
        cell: ({ row }) => count(row.original.paid),
        footer: () => <span data-testid="report-total-paid">{count(totals.paid)}</span>,
      },
      {
        id: 'pending',
        header: t('report.columns.pending'),
        cell: ({ row }) => count(row.original.pending),
      },
      {
        id: 'unpaid',
        header: t('report.columns.unpaid'),
        cell: ({ row }) => count(row.original.unpaid),
      },
      {
        id: 'collected',
        header: t('report.columns.collected'),
        cell: ({ row }) => <span style={nowrap}>{format.money(row.original.collectedPaisa)}</span>,
        footer: () => (
          <span style={nowrap} data-testid="report-total-collected">
            {format.money(totals.collectedPaisa)}
          </span>
        ),
      },
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
      {
        id: 'refundDue',
        header: t('report.columns.refundDue'),
        cell: ({ row }) => (
          <Stack gap={0} style={nowrap}>
            <Text size="sm">{count(row.original.refundDue)}</Text>
            {row.original.refundDuePaisa > 0 && (
              <Text size="xs" c="grape">
                {format.money(row.original.refundDuePaisa)}
              </Text>
            )}
          </Stack>
        ),
        footer: () => (
          <Stack gap={0} style={nowrap} data-testid="report-total-refund">
            <span>{count(totals.refundDue)}</span>
            <span>{format.money(totals.refundDuePaisa)}</span>
          </Stack>
        ),
      },
    ];
    return columns.map((column) => ({ ...column, enableSorting: false }));
  }, [t, format, totals]);
}
