import { useMemo, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TRequisitionSummary } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { nameIn, PostWithPlace, TwoCalendarDay } from '../../../components/requisition-values';
import { useFormat } from '../../../lib/format';
import { RequisitionStatusBadge } from './distribution-status-badge';

/**
 * The columns of the requisitions to distribute (approved) and distributed. The number is not a link: the
 * requisition's own page is for RQ holders, which a distribution officer need not be. The server
 * pages and searches, so none sorts.
 */
export function useToDistributeColumns(
  actions: (requisition: TRequisitionSummary) => ReactNode,
): ColumnDef<TRequisitionSummary>[] {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  return useMemo(
    () => [
      {
        id: 'number',
        header: t('requests.columns.number'),
        accessorFn: (r) => r.number,
        enableSorting: false,
        cell: ({ row }) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            <IssuedCode>{row.original.number}</IssuedCode>
          </Text>
        ),
      },
      {
        id: 'post',
        header: t('requests.columns.post'),
        accessorFn: (r) => r.postEn,
        enableSorting: false,
        cell: ({ row }) => <PostWithPlace requisition={row.original} />,
      },
      {
        id: 'demandOffice',
        header: t('requests.columns.demandOffice'),
        accessorFn: (r) => r.demandOffice.nameEn,
        enableSorting: false,
        cell: ({ row }) =>
          nameIn(format.lang, row.original.demandOffice.nameEn, row.original.demandOffice.nameNe),
      },
      {
        id: 'totalVacancy',
        header: t('requests.columns.totalVacancy'),
        accessorFn: (r) => r.totalVacancy,
        enableSorting: false,
        cell: ({ row }) => format.number(row.original.totalVacancy),
      },
      {
        id: 'requestedAt',
        header: t('requests.columns.requestedAt'),
        accessorFn: (r) => r.requestedAt,
        enableSorting: false,
        cell: ({ row }) => <TwoCalendarDay at={row.original.requestedAt} />,
      },
      {
        id: 'status',
        header: t('requests.columns.status'),
        accessorFn: (r) => r.status,
        enableSorting: false,
        cell: ({ row }) => <RequisitionStatusBadge status={row.original.status} />,
      },
      {
        id: 'actions',
        meta: { card: 'actions' },
        header: t('requests.columns.actions'),
        enableSorting: false,
        cell: ({ row }) => actions(row.original),
      },
    ],
    [t, format, actions],
  );
}
