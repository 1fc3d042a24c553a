import { useMemo } from 'react';
import { Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { ANY_GENDER, type TAgeLimit } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { editDeleteColumn } from '../../../components/data-table';

export interface AgeLimitRowActions {
  /** Absent where the user's role may not update (edit) or delete (their actions). */
  onEdit?: (rule: TAgeLimit) => void;
  onDelete?: (rule: TAgeLimit) => void;
}

/** The spec's table: gender, minAge, maxAge, forDisabled, forInternal; then status and actions. */
export function useAgeLimitColumns({ onEdit, onDelete }: AgeLimitRowActions) {
  const { t } = useTranslation('age-limits');
  const format = useFormat();
  return useMemo<ColumnDef<TAgeLimit>[]>(() => {
    const years = (age: number) => t('values.years', { age: format.digits(age) });
    const yesNo = (flag: boolean) => t(flag ? 'values.yes' : 'values.no');
    return [
      {
        id: 'gender',
        header: t('columns.gender'),
        accessorFn: (rule) => t(`gender.${rule.gender ?? ANY_GENDER}`),
      },
      {
        id: 'minAge',
        header: t('columns.minAge'),
        accessorFn: (rule) => rule.minAge,
        cell: ({ row }) => years(row.original.minAge),
      },
      {
        id: 'maxAge',
        header: t('columns.maxAge'),
        accessorFn: (rule) => rule.maxAge ?? Number.POSITIVE_INFINITY,
        cell: ({ row }) =>
          row.original.maxAge === null ? t('values.noLimit') : years(row.original.maxAge),
      },
      {
        id: 'forDisabled',
        header: t('columns.forDisabled'),
        accessorFn: (rule) => yesNo(rule.forDisabled),
      },
      {
        id: 'forInternal',
        header: t('columns.forInternal'),
        accessorFn: (rule) => yesNo(rule.forInternal),
      },
      {
        id: 'active',
        header: t('columns.status'),
        accessorFn: (rule) => rule.active,
        enableSorting: false,
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.active ? 'teal' : 'gray'} tt="none">
            {t(row.original.active ? 'values.active' : 'values.inactive')}
          </Badge>
        ),
      },
      ...editDeleteColumn({
        header: t('columns.actions'),
        editLabel: t('actions.edit'),
        deleteLabel: t('actions.delete'),
        onEdit,
        onDelete,
        testIdPrefix: 'age-limit',
      }),
    ];
  }, [t, format, onEdit, onDelete]);
}
