import { useMemo, useState } from 'react';
import { Badge, Button, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TStaffVoucher, VoucherStatus } from '@niyukti/shared';
import { DataTable, type ServerQuery } from '../../../components/data-table';
import { candidateAndAdvertisementColumns, nowrap } from './row-cells';
import { useFormat } from '../../../lib/format';
import { FIRST_PAGE } from '../api/keys';
import { useVouchers } from '../api/vouchers';
import { BsAdDate } from '../../../components/bs-ad-date';

const NO_ROWS: TStaffVoucher[] = [];

function useVoucherColumns(onOpen: (voucher: TStaffVoucher) => void): ColumnDef<TStaffVoucher>[] {
  const { t } = useTranslation('payment-admin');
  const format = useFormat();
  return useMemo(() => {
    const ne = format.lang === 'ne';
    const columns: ColumnDef<TStaffVoucher>[] = [
      {
        id: 'voucherNumber',
        header: t('review.voucherNumber'),
        accessorFn: (r) => r.voucherNumber,
        cell: ({ row }) => (
          <Text size="sm" ff="monospace" style={nowrap} translate="no">
            {row.original.voucherNumber}
          </Text>
        ),
      },
      ...candidateAndAdvertisementColumns<TStaffVoucher>(t),
      {
        id: 'bank',
        header: t('review.bank'),
        accessorFn: (r) => (ne ? r.bankNe : r.bankEn),
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        accessorFn: (r) => r.amountPaisa,
        cell: ({ row }) => {
          const { amountPaisa, feePaisa } = row.original;
          return (
            <Stack gap={0} style={nowrap}>
              <Text size="sm" c={amountPaisa === feePaisa ? undefined : 'orange'}>
                {format.money(amountPaisa)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('vouchers.feeOf', { fee: format.money(feePaisa) })}
              </Text>
            </Stack>
          );
        },
      },
      {
        id: 'uploadedAt',
        header: t('review.uploadedAt'),
        accessorFn: (r) => r.uploadedAt,
        cell: ({ row }) => <BsAdDate value={row.original.uploadedAt} noWrap />,
      },
      {
        id: 'locked',
        header: t('vouchers.locked'),
        accessorFn: (r) => r.locked,
        cell: ({ row }) =>
          row.original.locked ? (
            <Badge variant="light" color="gray">
              {t('lock.locked')}
            </Badge>
          ) : (
            '—'
          ),
      },
      {
        id: 'actions',
        meta: { card: 'actions' },
        header: t('columns.actions'),
        cell: ({ row }) => (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onOpen(row.original)}
            data-testid={`voucher-open-${row.original.id}`}
          >
            {row.original.status === 'submitted' ? t('actions.verify') : t('actions.view')}
          </Button>
        ),
      },
    ];
    return columns.map((column) => ({ ...column, enableSorting: false }));
  }, [t, format, onOpen]);
}

/**
 * The bank vouchers in one status (of internal competition only, for government experience),
 * searched and paged by the server.
 */
export function VoucherTable({
  status,
  competition = 'any',
  onOpen,
}: {
  status: VoucherStatus;
  competition?: 'any' | 'internal';
  onOpen: (voucher: TStaffVoucher) => void;
}) {
  const { t } = useTranslation('payment-admin');
  const [query, setQuery] = useState<ServerQuery>({ ...FIRST_PAGE });
  const { data, isPending } = useVouchers({
    status,
    competition,
    search: query.search,
    page: query.page,
    pageSize: query.pageSize,
  });
  const columns = useVoucherColumns(onOpen);
  return (
    <DataTable
      variant="large"
      label={t(`vouchers.status.${status}`)}
      columns={columns}
      data={data?.items ?? NO_ROWS}
      loading={isPending}
      server={{
        total: data?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
        onChange: setQuery,
      }}
    />
  );
}
