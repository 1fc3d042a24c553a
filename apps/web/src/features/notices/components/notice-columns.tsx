import { useMemo } from 'react';
import { Badge, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { NoticeStatus, TNotice } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { editDeleteColumn } from '../../../components/data-table';

const STATUS_COLOR: Record<NoticeStatus, string> = {
  upcoming: 'blue',
  current: 'teal',
  ended: 'gray',
};

const nowrap = { whiteSpace: 'nowrap' } as const;

export interface NoticeRowActions {
  /** Absent where the user's role may not update (edit) or delete (their actions). */
  onEdit?: (notice: TNotice) => void;
  onDelete?: (notice: TNotice) => void;
}

/** The staff table's columns; the server pages and searches, so no column sorts. */
export function useNoticeColumns({ onEdit, onDelete }: NoticeRowActions): ColumnDef<TNotice>[] {
  const { t } = useTranslation('notices');
  const format = useFormat();
  return useMemo(
    () => [
      {
        id: 'title',
        header: t('columns.title'),
        accessorFn: (notice) => notice.title,
        enableSorting: false,
        cell: ({ row }) => (
          <Text size="sm" lineClamp={2} maw={360}>
            {row.original.title}
          </Text>
        ),
      },
      {
        id: 'startDate',
        header: t('columns.startDate'),
        accessorFn: (notice) => notice.startDateAd,
        enableSorting: false,
        cell: ({ row }) => (
          <span style={nowrap}>{format.date(row.original.startDateAd, 'bs')}</span>
        ),
      },
      {
        id: 'endDate',
        header: t('columns.endDate'),
        accessorFn: (notice) => notice.endDateAd,
        enableSorting: false,
        cell: ({ row }) => <span style={nowrap}>{format.date(row.original.endDateAd, 'bs')}</span>,
      },
      {
        id: 'status',
        header: t('columns.status'),
        accessorFn: (notice) => notice.status,
        enableSorting: false,
        cell: ({ row }) => (
          <Badge variant="light" color={STATUS_COLOR[row.original.status]} tt="none">
            {t(`status.${row.original.status}`)}
          </Badge>
        ),
      },
      ...editDeleteColumn({
        header: t('columns.actions'),
        editLabel: t('actions.edit'),
        deleteLabel: t('actions.delete'),
        onEdit,
        onDelete,
        testIdPrefix: 'notice',
      }),
    ],
    [t, format, onEdit, onDelete],
  );
}
