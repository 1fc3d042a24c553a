import { useMemo } from 'react';
import { Button, Group, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TStaffPayment } from '@niyukti/shared';
import { candidateAndAdvertisementColumns, nowrap } from './row-cells';
import { useFormat } from '../../../lib/format';
import { canAskProvider, providerKey, refundReasonKey } from '../lib/labels';
import { PaymentStatusBadge } from './payment-status-badge';
import { BsAdDate } from '../../../components/bs-ad-date';
import { IssuedCode } from '../../../components/issued-code';

export interface PaymentColumnOptions {
  /** "Check with provider" for attempts of an online provider. */
  onRecheck?: (payment: TStaffPayment) => void;
  /** "Rename ebp code" (UP only). */
  onRename?: (payment: TStaffPayment) => void;
  /** The attempt whose re-check is running (its button spins, the others wait). */
  recheckingId?: number | null;
  /** The refund reason in words (the synchronised-payment check). */
  withRefundReason?: boolean;
  /** `<prefix>-recheck-<id>`, `<prefix>-rename-<id>`. */
  testIdPrefix: string;
}

/** The attempts list's columns; the server does not sort this list, so no column sorts. */
export function usePaymentColumns(options: PaymentColumnOptions): ColumnDef<TStaffPayment>[] {
  const { t } = useTranslation('payment-admin');
  const format = useFormat();
  const { onRecheck, onRename, recheckingId = null, withRefundReason = false } = options;
  const { testIdPrefix } = options;
  return useMemo(() => {
    const columns: ColumnDef<TStaffPayment>[] = [
      {
        id: 'ebpCode',
        header: t('columns.ebpCode'),
        accessorFn: (r) => r.ebpCode,
        cell: ({ row }) => (
          <Text size="sm" ff="monospace" style={nowrap} translate="no">
            {row.original.ebpCode}
          </Text>
        ),
      },
      ...candidateAndAdvertisementColumns<TStaffPayment>(t),
      {
        id: 'provider',
        header: t('columns.provider'),
        accessorFn: (r) => r.provider ?? '',
        cell: ({ row }) => (
          <span style={nowrap}>
            {t(providerKey(row.original.provider), { defaultValue: row.original.provider ?? '—' })}
          </span>
        ),
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        accessorFn: (r) => r.amountPaisa,
        cell: ({ row }) => <span style={nowrap}>{format.money(row.original.amountPaisa)}</span>,
      },
      {
        id: 'status',
        header: t('columns.status'),
        accessorFn: (r) => r.status,
        cell: ({ row }) => <PaymentStatusBadge status={row.original.status} />,
      },
    ];
    if (withRefundReason) {
      columns.push({
        id: 'refundReason',
        header: t('columns.refundReason'),
        accessorFn: (r) => r.refundReason ?? '',
        cell: ({ row }) =>
          row.original.status === 'refund_due' ? (
            <Text size="sm" maw={260}>
              {t(refundReasonKey(row.original.refundReason), {
                defaultValue: row.original.refundReason ?? '—',
              })}
            </Text>
          ) : (
            '—'
          ),
      });
    }
    columns.push(
      {
        id: 'providerStatus',
        header: t('columns.providerStatus'),
        accessorFn: (r) => r.providerStatus ?? '',
        // The provider's own word for the payment, as its dashboard shows it to the officer.
        cell: ({ row }) =>
          row.original.providerStatus ? (
            <IssuedCode>{row.original.providerStatus}</IssuedCode>
          ) : (
            '—'
          ),
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        accessorFn: (r) => r.createdAt,
        cell: ({ row }) => <BsAdDate value={row.original.createdAt} noWrap />,
      },
    );
    if (onRecheck || onRename) {
      columns.push({
        id: 'actions',
        meta: { card: 'actions' },
        header: t('columns.actions'),
        cell: ({ row }) => {
          const payment = row.original;
          const rechecking = recheckingId === payment.id;
          return (
            <Group gap="xs" wrap="nowrap">
              {onRecheck && canAskProvider(payment.provider) && (
                <Button
                  size="compact-sm"
                  variant="light"
                  loading={rechecking}
                  disabled={recheckingId !== null && !rechecking}
                  onClick={() => onRecheck(payment)}
                  data-testid={`${testIdPrefix}-recheck-${payment.id}`}
                >
                  {t('actions.recheck')}
                </Button>
              )}
              {onRename && (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="orange"
                  onClick={() => onRename(payment)}
                  data-testid={`${testIdPrefix}-rename-${payment.id}`}
                >
                  {t('actions.rename')}
                </Button>
              )}
            </Group>
          );
        },
      });
    }
    return columns.map((column) => ({ ...column, enableSorting: false }));
  }, [t, format, onRecheck, onRename, recheckingId, withRefundReason, testIdPrefix]);
}
