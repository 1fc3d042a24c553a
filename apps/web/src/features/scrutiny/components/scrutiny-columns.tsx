import { useMemo } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  HOLD_REASON_LABELS,
  type ScrutinyStatus,
  type TScrutinyRow,
  languageOf,
} from '@niyukti/shared';
import { useFormat } from '../../../lib/format';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * The scrutiny list's columns for one tab; the server does not sort this list, so no column
 * sorts. The approved tab adds the roll number, the hold tab what to fix and the last day.
 * Each row's preview is a link to the form's candidate details page (`detailsPathOf`).
 */
export function useScrutinyColumns(
  detailsPathOf: (row: TScrutinyRow) => string,
  status: ScrutinyStatus,
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
        id: 'className',
        header: t('columns.className'),
        accessorFn: (r) => (ne ? r.classNe : r.classEn),
      },
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
          <Text
            size="sm"
            lineClamp={2}
            maw={220}
            lang={
              row.original.scrutinyRemarks ? languageOf(row.original.scrutinyRemarks) : undefined
            }
          >
            {row.original.scrutinyRemarks ?? '—'}
          </Text>
        ),
      },
      {
        id: 'totalApplied',
        header: t('columns.totalApplied'),
        accessorFn: (r) => r.totalApplied,
        cell: ({ row }) => format.number(row.original.totalApplied),
      },
      {
        id: 'appliedToday',
        header: t('columns.appliedToday'),
        accessorFn: (r) => r.appliedToday,
        cell: ({ row }) => format.number(row.original.appliedToday),
      },
    ];
    if (status === 'hold') {
      columns.push(
        {
          id: 'holdReason',
          header: t('columns.holdReason'),
          accessorFn: (r) => (r.holdReason ? HOLD_REASON_LABELS[r.holdReason][format.lang] : ''),
          cell: ({ row }) => (
            <Text size="sm" maw={220}>
              {row.original.holdReason
                ? HOLD_REASON_LABELS[row.original.holdReason][format.lang]
                : '—'}
            </Text>
          ),
        },
        {
          id: 'holdUntil',
          header: t('columns.holdUntil'),
          accessorFn: (r) => r.holdUntil ?? '',
          cell: ({ row }) => (
            <span style={nowrap}>
              {row.original.holdUntil ? format.date(row.original.holdUntil, 'bs') : '—'}
            </span>
          ),
        },
      );
    }
    if (status === 'approved') {
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
          component={Link}
          to={detailsPathOf(row.original)}
          size="compact-sm"
          variant="light"
          data-testid={`scrutiny-preview-${row.original.id}`}
        >
          {t('columns.preview')}
        </Button>
      ),
    });
    return columns.map((column) => ({ ...column, enableSorting: false }));
  }, [t, format, detailsPathOf, status]);
}
