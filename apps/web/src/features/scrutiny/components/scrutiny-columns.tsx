import { useMemo } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TScrutinyRow } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The scrutiny list's columns; the server does not sort this list, so no column sorts. */
export function useScrutinyColumns(
  onPreview: (row: TScrutinyRow) => void,
  withRollNumber: boolean,
): ColumnDef<TScrutinyRow>[] {
  const { t } = useTranslation('scrutiny');
  const format = useFormat();
  return useMemo(() => {
    const ne = format.lang === 'ne';
    const columns: ColumnDef<TScrutinyRow>[] = [
      {
        id: 'masterId',
        header: t('columns.masterId'),
        accessorFn: (r) => r.masterId,
        cell: ({ row }) => format.digits(row.original.masterId),
      },
      {
        id: 'candidateName',
        header: t('columns.candidateName'),
        accessorFn: (r) => r.candidateName,
      },
      {
        id: 'advertisementNumber',
        header: t('columns.advertisementNumber'),
        accessorFn: (r) => r.advertisementNumber,
        cell: ({ row }) => (
          <span style={nowrap}>{format.digits(row.original.advertisementNumber)}</span>
        ),
      },
      { id: 'post', header: t('columns.post'), accessorFn: (r) => (ne ? r.postNe : r.postEn) },
      {
        id: 'paymentStatus',
        header: t('columns.paymentStatus'),
        accessorFn: (r) => r.paymentStatus,
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.paymentStatus === 'paid' ? 'teal' : 'orange'}>
            {t(`status.payment.${row.original.paymentStatus}`, { ns: 'applications' })}
          </Badge>
        ),
      },
      {
        id: 'appliedAt',
        header: t('columns.appliedAt'),
        accessorFn: (r) => r.appliedAt,
        cell: ({ row }) => <span style={nowrap}>{format.date(row.original.appliedAt, 'bs')}</span>,
      },
      {
        id: 'remarks',
        header: t('columns.remarks'),
        accessorFn: (r) => r.scrutinyRemarks ?? '',
        cell: ({ row }) => (
          <Text size="sm" lineClamp={2} maw={220}>
            {row.original.scrutinyRemarks ?? '—'}
          </Text>
        ),
      },
    ];
    if (withRollNumber) {
      columns.push({
        id: 'rollNumber',
        header: t('columns.rollNumber'),
        accessorFn: (r) => r.rollNumber ?? '',
        cell: ({ row }) => (row.original.rollNumber ? format.digits(row.original.rollNumber) : '—'),
      });
    }
    columns.push({
      id: 'action',
      meta: { card: 'actions' },
      header: t('columns.action'),
      cell: ({ row }) => (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => onPreview(row.original)}
          data-testid={`scrutiny-preview-${row.original.id}`}
        >
          {t('columns.preview')}
        </Button>
      ),
    });
    return columns.map((column) => ({ ...column, enableSorting: false }));
  }, [t, format, onPreview, withRollNumber]);
}
