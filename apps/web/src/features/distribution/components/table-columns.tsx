import { useMemo } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TPhaseThreeTableRow, TPhaseThreeTableValue } from '@niyukti/shared';
import { editDeleteColumn } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { categoryName } from './category-name';
import type { TableCategory } from './table-row-draft';

const NONE = '—';

export interface TableValueActions {
  /** Absent where the user's role may not update (edit) or delete (their actions). */
  onEdit?: (value: TPhaseThreeTableValue) => void;
  onDelete?: (value: TPhaseThreeTableValue) => void;
}

/**
 * back-office.md §3 "Phase 3 table value", the normal view: category, vacancy number, the
 * formula's percentage and decimal value (read-only, two decimals), the actual value; then the
 * actions.
 */
export function useTableValueColumns({ onEdit, onDelete }: TableValueActions) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  return useMemo<ColumnDef<TPhaseThreeTableValue>[]>(
    () => [
      {
        id: 'category',
        header: t('table.columns.category'),
        meta: { card: 'title' },
        accessorFn: (value) => categoryName(value, format.lang),
      },
      {
        id: 'vacancyNumber',
        header: t('table.columns.vacancyNumber'),
        accessorFn: (value) => value.vacancyNumber,
        cell: ({ row }) => format.number(row.original.vacancyNumber),
      },
      {
        id: 'percentage',
        header: t('table.columns.percentage'),
        accessorFn: (value) => value.percentage ?? -1,
        cell: ({ row }) =>
          row.original.percentage === null
            ? t('table.noFormula')
            : t('values.percent', { value: format.number(row.original.percentage) }),
      },
      {
        id: 'decimalValue',
        header: t('table.columns.decimalValue'),
        accessorFn: (value) => value.decimalValue ?? -1,
        cell: ({ row }) =>
          row.original.decimalValue === null ? NONE : format.number(row.original.decimalValue, 2),
      },
      {
        id: 'actualValue',
        header: t('table.columns.actualValue'),
        accessorFn: (value) => value.actualValue,
        cell: ({ row }) => format.number(row.original.actualValue),
      },
      ...editDeleteColumn({
        header: t('columns.actions'),
        editLabel: t('actions.edit'),
        deleteLabel: t('actions.delete'),
        onEdit,
        onDelete,
        testIdPrefix: 'phase-three-value',
      }),
    ],
    [t, format, onEdit, onDelete],
  );
}

/** Whether a row is used, and if not what it adds up to (a badge that wraps on a phone). */
export function RowStatus({ row }: { row: TPhaseThreeTableRow }) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  return (
    <Badge
      variant="light"
      color={row.used ? 'teal' : 'orange'}
      tt="none"
      styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
      data-testid={`phase-three-row-status-${row.vacancyNumber}`}
    >
      {row.used
        ? t('table.used')
        : t('table.notUsed', {
            total: format.number(row.total),
            vacancyNumber: format.number(row.vacancyNumber),
          })}
    </Badge>
  );
}

/**
 * The alternate view: a row per vacancy number, the categories side by side (each cell the actual
 * value, the decimal value beside it), the total and whether the row is used; then Edit.
 */
export function useTableRowColumns(
  categories: readonly TableCategory[],
  onEdit?: (row: TPhaseThreeTableRow) => void,
) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  return useMemo<ColumnDef<TPhaseThreeTableRow>[]>(
    () => [
      {
        id: 'vacancyNumber',
        header: t('table.columns.vacancyNumber'),
        meta: { card: 'title' },
        accessorFn: (row) => row.vacancyNumber,
        cell: ({ row }) => format.number(row.original.vacancyNumber),
      },
      ...categories.map((category): ColumnDef<TPhaseThreeTableRow> => ({
        id: `category-${category.id}`,
        header: category.name,
        accessorFn: (row) => row.entries[String(category.id)]?.actualValue ?? -1,
        cell: ({ row }) => {
          const entry = row.original.entries[String(category.id)];
          if (!entry) return NONE;
          return (
            <>
              {format.number(entry.actualValue)}
              {entry.decimalValue !== null && (
                <Text span size="xs" c="dimmed" ml={6}>
                  ({format.number(entry.decimalValue, 2)})
                </Text>
              )}
            </>
          );
        },
      })),
      {
        id: 'total',
        header: t('table.columns.total'),
        accessorFn: (row) => row.total,
        cell: ({ row }) => format.number(row.original.total),
      },
      {
        id: 'status',
        header: t('table.columns.status'),
        accessorFn: (row) => (row.used ? 1 : 0),
        cell: ({ row }) => <RowStatus row={row.original} />,
      },
      ...(onEdit
        ? [
            {
              id: 'actions',
              header: t('columns.actions'),
              meta: { card: 'actions' },
              enableSorting: false,
              cell: ({ row }) => (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => onEdit(row.original)}
                  data-testid={`phase-three-row-edit-${row.original.vacancyNumber}`}
                >
                  {t('actions.edit')}
                </Button>
              ),
            } satisfies ColumnDef<TPhaseThreeTableRow>,
          ]
        : []),
    ],
    [t, format, categories, onEdit],
  );
}
